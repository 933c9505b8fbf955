// The ledger's month on a 390 px phone, as volunteers meet it (docs/decisions/036-one-ledger.md), on a
// server of its own: two volunteers record the same member's fee at the same moment and get one
// receipt and a question; a mis-tap of "Paid ₹800 cash" at the door is undone; a cancelled
// booking's refund is in the payments CSV, negative, with the totals; a member renamed keeps the
// receipt as it was issued; an owner brings in 50 members from a paper register. Screenshots go to
// .tmp/ledger-phone/ to be looked at.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { validPost } from "#tests/support/valid-forms.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const owner = { email: "treasurer@e2e.example.org", password: "the treasurer's passphrase" };
const server = ownServer("ledger", owner);
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(phone);

const shots = path.resolve(".tmp/ledger-phone");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A second volunteer's phone: a browser of its own, logged in. */
async function secondPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  await server.logIn(page);
  return page;
}

test("a month of money on a phone: one receipt for two presses, a door mis-tap undone, a refund in the CSV, a receipt as issued, 50 members brought in", async ({ page, baseURL, browser, guard }) => {
  // Questions, refusals and refused previews are answered 4xx.
  guard.allowConsole(/status of 4\d\d/);
  for (const p of [
    { firstName: "Lakshmi", lastName: "Narayan", email: "lakshmi@example.in", membershipType: "basic" },
    { firstName: "Suresh", lastName: "Iyer", email: "suresh@example.in", membershipType: "basic" },
  ]) {
    expect((await page.request.post("/join-us", { headers: { Origin: baseURL! }, form: Object.fromEntries([...validPost("member", p), ["website", ""]]) })).status()).toBe(200);
  }
  await server.logIn(page);
  for (const name of ["Lakshmi Narayan", "Suresh Iyer"]) {
    await page.goto("/admin/members");
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Mark as approved" }).click();
    await expect(page.getByRole("status")).toHaveText("Status changed to approved.");
  }

  // 1. Two volunteers press "Record the payment" for Lakshmi at the same moment: one receipt, one question.
  const other = await secondPhone(browser, baseURL!);
  const fillFee = async (p: Page) => {
    await p.goto("/admin/register");
    await p.getByRole("link", { name: "Lakshmi Narayan" }).click();
    await p.getByLabel("Amount in rupees").fill("2000");
    await p.getByLabel("How it was paid").selectOption({ label: "Cash" });
  };
  await fillFee(page);
  await fillFee(other);
  await Promise.all([page.getByRole("button", { name: "Record the payment" }).click(), other.getByRole("button", { name: "Record the payment" }).click()]);
  const answers = await Promise.all(
    [page, other].map(async (p) => {
      const asked = p.getByRole("alert").filter({ hasText: "Please check before it is recorded" });
      const recorded = p.getByRole("status").filter({ hasText: /Payment recorded: receipt/ });
      await expect(asked.or(recorded)).toBeVisible();
      return (await asked.isVisible()) ? "asked" : "recorded";
    }),
  );
  expect([...answers].sort()).toEqual(["asked", "recorded"]);
  const askedPage = answers[0] === "asked" ? page : other;
  await expect(askedPage.getByRole("alert").filter({ hasText: "Please check before it is recorded" })).toContainText(/₹2,000 was recorded for M-\d+ \(Lakshmi Narayan\) by treasurer@e2e.example.org at .+, receipt \d{4}-\d{2}\/0001/);
  await expect(askedPage.getByRole("button", { name: "Record it anyway" })).toBeVisible();
  expect(await sideways(askedPage)).toBe(0);
  await shot(askedPage, "1-second-press-asked");
  await other.context().close();
  await page.goto("/admin/register");
  await page.getByRole("link", { name: "Lakshmi Narayan" }).click();
  await expect(page.getByRole("table", { name: "1 payment" })).toContainText("₹2,000");

  // 4. Renamed, the member's receipt still says what it said.
  await page.locator("#details-name").fill("Lakshmi Narayan Rao");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByRole("status")).toHaveText("The details were saved.");
  await page.getByRole("link", { name: /\/0001$/ }).click();
  await expect(page.locator("article")).toContainText("M-1, Lakshmi Narayan");
  await expect(page.locator("article")).not.toContainText("Lakshmi Narayan Rao");
  await shot(page, "4-receipt-as-issued");

  // 2. A priced outing: a booking paid at the door by a mis-tap, undone at once.
  const created = await page.request.post("/admin/events/new", {
    headers: { Origin: baseURL! },
    form: { title: "Bugle Rock Heritage Walk", category: "outing", date: addDays(todayIso(), 7), startTime: "07:00", endTime: "09:30", venue: "Bugle Rock park gate, Basavanagudi", description: "A slow walk with a guide.", capacity: "10", price: "800", programme: "", repeat: "", repeatCount: "" },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  const eventPath = created.headers().location!.replace(/\?.*/, "");
  await page.goto(eventPath);
  const slug = /\/events\/([a-z0-9-]+)$/.exec((await page.locator('a[href^="/events/"]').first().getAttribute("href")) ?? "")![1]!;
  for (const who of [{ name: "Asha Rao", email: "asha@example.in" }, { name: "Gopal Shetty", email: "gopal@example.in" }]) {
    expect((await page.request.post(`/events/${slug}`, { headers: { Origin: baseURL! }, form: Object.fromEntries([...validPost("booking", who), ["website", ""]]) })).status()).toBe(200);
  }
  await page.goto(`${eventPath}/attendance`);
  await page.getByRole("button", { name: "Gopal Shetty paid ₹800 in cash" }).click();
  await expect(page.getByRole("status")).toContainText(/Gopal Shetty: cash recorded, receipt/);
  await shot(page, "2-door-tapped");
  await page.getByRole("button", { name: "Undo this payment" }).click();
  await expect(page.getByRole("status")).toContainText(/is undone/);
  await expect(page.getByRole("button", { name: "Gopal Shetty paid ₹800 in cash" })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await shot(page, "2-door-undone");

  // 3. Asha pays at the door, then cancels by her mail's link; the owner gives the ₹800 back.
  await page.getByRole("button", { name: "Asha Rao paid ₹800 in cash" }).click();
  await expect(page.getByRole("status")).toContainText(/Asha Rao: cash recorded/);
  let cancelLink = "";
  await expect
    .poll(() => {
      const mail = [...readMailDir(path.join(server.dataDir(), "mail")).values()].find((m) => m.headers.to?.includes("asha@example.in") && /\/cancel\?/.test(m.text));
      cancelLink = /https?:\/\/\S+\/events\/\S+\/cancel\?\S+/.exec(mail?.text ?? "")?.[0] ?? "";
      return cancelLink;
    })
    .toBeTruthy();
  const cancel = new URL(cancelLink);
  await page.goto(`${cancel.pathname}${cancel.search}`);
  await page.locator('form[method="post" i] button[type="submit"]').last().click();
  await expect(page.getByRole("status").first()).toContainText(/cancel/i);
  await page.goto(eventPath);
  await page.getByRole("link", { name: "Record a refund for Asha Rao" }).click();
  await page.getByLabel("How it was given back").selectOption({ label: "Cash" });
  await page.getByRole("button", { name: "Record the refund" }).click();
  await expect(page.getByRole("status")).toContainText("Refund recorded.");
  const csv = await page.request.get(`/admin/register/payments.csv?from=${addDays(todayIso(), -1)}&to=${todayIso()}`);
  const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  expect(lines.find((l) => l.includes('"Refund"'))).toMatch(/"Refund",".*","","Asha Rao","-800","Cash"/);
  // The undone tap is listed, marked, and out of the totals: ₹2,000 fee + ₹800 Asha − ₹800 refunded.
  expect(lines.filter((l) => /^"\d{4}-\d{2}-\d{2}","Payment"/.test(l))).toHaveLength(3);
  expect(lines.at(-1)).toBe('"","Total","","","","2000","","","",""');
  await page.goto("/admin/register");
  await expect(page.locator("#takings-heading + dl")).toContainText("Total₹2,000");
  // The month's money on the phone: the same totals, in and out.
  await page.getByRole("link", { name: "This month's money in and out" }).click();
  await expect(page.getByTestId("money-net")).toHaveText("₹2,000");
  expect(await sideways(page)).toBe(0);
  await shot(page, "3-month-money");

  // 5. An owner brings in 50 members from a paper register.
  const rows = Array.from({ length: 50 }, (_, i) => `Member ${i + 1} Kumar,member${i + 1}@example.in,98860 ${String(10000 + i)},basic,01/04/2024,2026-11`);
  await page.goto("/admin/register/import");
  await page.getByLabel("Or paste the CSV text").fill(["name,email,phone,plan,joinedOn,paidUntil", ...rows].join("\n"));
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("button", { name: "Import 50 members" })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await shot(page, "5-import-preview");
  await page.getByRole("button", { name: "Import 50 members" }).click();
  await expect(page.getByRole("status")).toContainText(/50 members/);
  await page.goto("/admin/register");
  await expect(page.getByTestId("register-counts")).toContainText(/^52 members/);
  await shot(page, "5-register-after-import");
  fs.mkdirSync(shots, { recursive: true });
});
