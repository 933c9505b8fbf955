// What the console refuses: no record data for anyone without a session, from any console URL
// (pages, data requests, CSV, record pages, posts); posts from other origins; repeated wrong
// passwords. Plus the private-page headers and the session cookie's flags.
import { expect, test } from "#tests/support/e2e.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_OPERATOR, logInAsOperator, SEEDED, submitEnquiry } from "./admin-fixture.ts";

// Each journey logs in (a deliberately slow scrypt check) and walks several pages: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function recordPath(page: Page, reference: string): Promise<string> {
  await page.goto(`/admin?reference=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  return new URL(page.url()).pathname;
}

async function statusOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.getByText("Current status:").textContent()) ?? "";
}

test.describe("a visitor without a session", () => {
  test("gets a redirect to the login page and no record data from every console URL", async ({ page, request, baseURL }) => {
    const name = `Private Person ${Date.now()}`;
    const reference = await submitEnquiry(request, baseURL!, { name, email: "private.person@example.org" });
    await logInAsOperator(page);
    const record = await recordPath(page, reference);

    const anonymous = await (await import("@playwright/test")).request.newContext({ baseURL });
    const urls = [
      "/admin",
      "/admin.data",
      "/admin/contact-inquiries",
      `/admin/contact-inquiries?q=${reference}`,
      "/admin/contact-inquiries.data",
      "/admin/contact-inquiries/export.csv",
      record,
      `${record}.data`,
      `${record}/erase`,
      "/admin/outbox",
      "/admin/members",
      "/admin/volunteers",
      "/admin/newsletter-subscriptions",
      `/admin?reference=${reference}`,
    ];
    for (const url of urls) {
      const res = await anonymous.get(url, { maxRedirects: 0 });
      const body = await res.text();
      expect([302, 303, 202], url).toContain(res.status());
      if (res.status() !== 202) expect(res.headers()["location"], url).toMatch(/^\/admin\/login|^http:\/\/[^/]+\/admin\/login/);
      else expect(body, url).toContain("/admin/login"); // a data request carries the redirect in its body
      for (const secret of [reference, name, "private.person@", SEEDED.reference, SEEDED.email]) expect(body, url).not.toContain(secret);
    }

    // Every console post, with this site's Origin but no session: redirected, nothing changed.
    const posts: Array<[string, Record<string, string>]> = [
      [record, { intent: "status", from: "new", to: "in_progress" }],
      [record, { intent: "note", note: "written by a stranger" }],
      [record, { intent: "retry", mail: "1" }],
      [`${record}/erase`, { confirm: "ERASE" }],
      ["/admin/outbox", { intent: "retry", mail: "1" }],
      ["/admin/logout", {}],
    ];
    for (const [url, form] of posts) {
      const res = await anonymous.post(url, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect([302, 303], `POST ${url}`).toContain(res.status());
      expect(res.headers()["location"], `POST ${url}`).toMatch(/\/admin\/login/);
      const body = await res.text();
      for (const secret of [reference, name]) expect(body).not.toContain(secret);
    }
    await anonymous.dispose();

    expect(await statusOf(page, record)).toContain("New");
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  });
});

test.describe("posts from elsewhere", () => {
  async function post(api: APIRequestContext, url: string, form: Record<string, string>, headers: Record<string, string>) {
    return api.post(url, { form, headers, maxRedirects: 0 });
  }

  test("are refused even with a valid session, and change nothing", async ({ page, request, baseURL }) => {
    const reference = await submitEnquiry(request, baseURL!, { name: "Origin Check Visitor", email: "origin.check@example.org" });
    await logInAsOperator(page);
    const record = await recordPath(page, reference);
    const api = page.request; // carries the operator's session cookie
    const change = { intent: "status", from: "new", to: "in_progress" };

    // Another site's page: React Router's own check answers 400 before the action runs; ours would say 403.
    const foreign = await post(api, record, change, { Origin: "https://evil.example" });
    expect([400, 403]).toContain(foreign.status());
    // No Origin at all (older clients, scripts): the console's own check.
    const none = await post(api, record, change, {});
    expect(none.status()).toBe(403);
    // No Origin, and a Referer from another site.
    const referer = await post(api, record, change, { Referer: "https://evil.example/page" });
    expect(referer.status()).toBe(403);
    const erase = await post(api, `${record}/erase`, { confirm: "ERASE" }, { Referer: "https://evil.example/page" });
    expect(erase.status()).toBe(403);
    const logout = await post(api, "/admin/logout", {}, {});
    expect(logout.status()).toBe(403);
    for (const res of [none, referer, erase]) expect(await res.text()).not.toContain(reference);

    expect(await statusOf(page, record)).toContain("New");

    // The same post from the console's own origin works: the refusals above were about the origin.
    const own = await post(api, record, change, { Origin: baseURL! });
    expect(own.status()).toBe(302);
    expect(await statusOf(page, record)).toContain("In progress");
  });

  test("a transition the table does not allow is refused by the server", async ({ page, request, baseURL }) => {
    const reference = await submitEnquiry(request, baseURL!, { name: "Transition Visitor", email: "transition@example.org" });
    await logInAsOperator(page);
    const record = await recordPath(page, reference);
    const res = await page.request.post(record, { form: { intent: "status", from: "new", to: "resolved" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(res.status()).toBe(422);
    expect(await res.text()).toContain("That status change is not allowed for this record.");
    expect(await statusOf(page, record)).toContain("New");
  });
});

test.describe("logging in", () => {
  test("answers a wrong password and an unknown address alike, then pauses after five failures", async ({ page, baseURL, guard }) => {
    guard.allowConsole(/status of 40[01]|status of 429/);
    const api = page.request;
    const attempt = (email: string, password: string) =>
      api.post("/admin/login", { form: { email, password }, headers: { Origin: baseURL! }, maxRedirects: 0 });

    const wrong = await attempt(E2E_OPERATOR.email, "not the right passphrase");
    const unknown = await attempt(`nobody-${Date.now()}@example.org`, "not the right passphrase");
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    const message = "That e-mail address and password do not match an operator account.";
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);

    // Five failures for one address (known or not) pause it, whatever the password.
    const target = `limited-${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) expect((await attempt(target, `guess number ${i} here`)).status()).toBe(401);
    const limited = await attempt(target, "any passphrase at all");
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many attempts");

    // In the browser: the form shows the pause as an error next to the form.
    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill(target);
    await page.getByLabel("Password").fill("any passphrase at all");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText("Too many attempts");

    // The real operator is not locked out by someone hammering another address.
    await logInAsOperator(page);
  });

  test("sets an HttpOnly SameSite session cookie, and logging out ends the session on the server", async ({ page, baseURL }) => {
    const res = await page.request.post("/admin/login", {
      form: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    const cookie = res.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^console_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure"); // plain http here; Secure when served over HTTPS
    const value = cookie.split(";")[0]!;

    const { request: factory } = await import("@playwright/test");
    const stolen = await factory.newContext({ baseURL, extraHTTPHeaders: { Cookie: value } });
    expect((await stolen.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

    await page.goto("/admin");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("status")).toContainText("You have logged out.");
    // A copy of the old cookie is worthless now: the session is gone from the database.
    const after = await stolen.get("/admin", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    await stolen.dispose();
  });
});

test("console pages are private: noindex, no-store, and absent from the sitemap and prerendered files", async ({ page, request }) => {
  const login = await request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("no-store");
  expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await logInAsOperator(page);
  for (const url of ["/admin", "/admin/members", "/admin/outbox"]) {
    const res = await page.goto(url);
    expect(res!.headers()["cache-control"], url).toBe("no-store");
    expect(res!.headers()["x-robots-tag"], url).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});
