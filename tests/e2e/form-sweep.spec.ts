// Every POST form of the site, posted as a visitor's or a volunteer's browser posts it: Chromium,
// the production build with its production headers (its Content-Security-Policy and
// Referrer-Policy, device codes at login) on a server of its own, no request routed, held or given
// a header on its way. JavaScript off, then on, each on a server of its own (the first account's
// setup link works once), both tests at once.
//
// The route modules with an `action` are found from app/routes.ts, not listed by hand: a module
// with an action and no case below fails the test, and so does a case whose module has no action.
// Each case opens its page, fills what a person would, presses the form's button and checks that
// the form answered with its own page: the answer, or a message beside a field. It fails on any
// answer of 5xx, any 403, a refusal that is not a page of the site (a bare "Bad Request"), and a
// page of the site that says the request was refused or failed.
//
// The cases run in one order, each leaving what a later one needs (the event booked, the member
// approved and paid, the mails that carry the member's, the cancel and the newsletter links), the
// login and password forms last.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { frameCopy } from "#app/content/frame.ts";
import { consoleCopy } from "#app/content/console.ts";
import { addDays, shiftMonth, todayIso } from "#app/core/calendar.ts";
import { planPrice } from "#app/core/fees.ts";
import { hydrated } from "#tests/support/e2e.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/mail-smtp-sink.ts";
import { copyPgliteTemplate } from "#tests/support/pglite-template.ts";
import { validForms, validPost } from "#tests/support/valid-forms.ts";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process.ts";

test.describe.configure({ mode: "parallel", timeout: 240_000 });

const appDir = path.resolve("app");

/** Every route module of app/routes.ts with the path it serves ("/admin/events/:id"). */
function routeModules(entries: readonly RouteConfigEntry[], parent = ""): Array<{ file: string; path: string }> {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    return [{ file: entry.file, path: own || "/" }, ...routeModules(entry.children ?? [], own)];
  });
}

/** The route modules that take posts: those exporting an `action`. */
function modulesWithAction(): string[] {
  const files = new Set(routeModules(routes).map((r) => r.file));
  return [...files].filter((file) => /^export\s+(async\s+)?(function|const|let)\s+action\b/m.test(fs.readFileSync(path.join(appDir, file), "utf8"))).sort();
}

// ---- What the sweep runs on ----

type Mode = "off" | "on";

type Sweep = {
  mode: Mode;
  js: boolean;
  base: string;
  page: Page;
  context: BrowserContext;
  sink: SmtpSink;
  server: ServerProcess;
  logFile: string;
  owner: { email: string; password: string };
  /** What one case leaves for a later one. */
  got: {
    eventId?: string;
    eventSlug?: string;
    blogId?: string;
    newsletterId?: string;
    mediaId?: string;
    memberNumber?: string;
    memberLink?: string;
    cancelLink?: string;
    confirmLink?: string;
    unsubscribeLink?: string;
    contactEmail?: string;
    resetLink?: string;
  };
};

/** Headings of the site's pages that say a request was refused or failed (public frame and console). */
const refusalHeadings = [frameCopy.badRequest.heading, frameCopy.serverError.heading, frameCopy.notFound.heading, consoleCopy.errors.notFoundTitle, consoleCopy.errors.forbiddenTitle, consoleCopy.errors.ownersOnlyTitle, consoleCopy.errors.otherTitle];

/** Opens a page of the site as a person would, and waits until its controls answer. */
async function open(s: Sweep, url: string): Promise<void> {
  const response = await s.page.goto(url.startsWith("http") ? url : `${s.base}${url}`);
  expect(response?.status(), `${url} opens`).toBeLessThan(400);
  if (s.js) await hydrated(s.page);
}

type PostSeen = { url: string; status: number; contentType: string; origin: string | null };

/**
 * Presses `button` and checks the form's answer: every POST the page made answered neither 5xx nor
 * 403, nor with a bare error (not a page of the site); the page then shows a heading that is not
 * a refusal, and `answer` (the answer, or the message beside a field) is in view.
 */
async function press(s: Sweep, what: string, button: Locator, answer: () => Locator, { checkedFirst = false }: { checkedFirst?: boolean } = {}): Promise<void> {
  const { page } = s;
  const posts: PostSeen[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (request.method() !== "POST" || request.frame() !== page.mainFrame()) return;
    pending.push(
      request.headerValue("origin").then((origin) => {
        posts.push({ url: response.url(), status: response.status(), contentType: response.headers()["content-type"] ?? "", origin });
      }),
    );
  };
  page.on("response", onResponse);
  try {
    await button.click();
    // With `checkedFirst`, the page's own script may answer a form it can check before it is sent
    // (the public forms' fields left empty): then nothing is posted, and the answer is the page's.
    if (checkedFirst && s.js) await expect(answer()).toBeVisible();
    else await expect.poll(() => posts.length, { message: `${what}: the form posts`, timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForLoadState("load");
    await expect(answer(), `${what}: the form's answer (JavaScript ${s.mode}); posts: ${JSON.stringify(posts)}`).toBeVisible({ timeout: 10_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- the page: ${page.url()} ---\n${await pageSummary(page)}`, { cause: error });
  } finally {
    page.off("response", onResponse);
    await Promise.all(pending);
  }
  for (const post of posts) {
    const summary = `${what} (JavaScript ${s.mode}): POST ${post.url} sent Origin ${post.origin} and was answered ${post.status} ${post.contentType}`;
    expect(post.status, summary).toBeLessThan(500);
    expect(post.status, summary).not.toBe(403);
    // A refusal is a page of the site (or, to a script, its data), never plain text.
    if (post.status >= 400) expect(post.contentType, summary).not.toMatch(/^text\/plain/);
  }
  const headings = await page.locator("h1").allInnerTexts();
  expect(headings.length, `${what}: the answer is a page of the site`).toBeGreaterThan(0);
  for (const heading of headings) expect(refusalHeadings, `${what}: the answer's heading`).not.toContain(heading.trim());
}

/** What a failure shows of the page: its headings, the fields marked invalid and their messages, its alerts. */
async function pageSummary(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
      const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => `${el.getAttribute("name")}: ${text(document.getElementById(el.getAttribute("aria-describedby")?.split(" ")[0] ?? ""))}`);
      return [
        `headings: ${[...document.querySelectorAll("h1, h2")].map(text).join(" | ")}`,
        `invalid: ${invalid.join(" | ")}`,
        `alerts: ${[...document.querySelectorAll('[role="alert"], [role="status"]')].map(text).join(" | ")}`,
        `body: ${text(document.body)}`,
      ].join("\n");
    })
    .catch((error: Error) => `(unreadable: ${error.message})`);
}

/** The form that holds a field named `name` (or, with `button`, the one whose button says so). */
function formWith(s: Sweep, has: string): Locator {
  return s.page.locator('form[method="post" i]', { has: s.page.locator(has) }).first();
}
const submitOf = (form: Locator) => form.locator('button[type="submit"], button:not([type])').first();
const buttonNamed = (s: Sweep, name: string | RegExp) => s.page.getByRole("button", { name, exact: typeof name === "string" });
const statusAnswer = (s: Sweep) => () => s.page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).first();
const fieldRefused = (s: Sweep, name: string) => () => s.page.locator(`[name="${name}"][aria-invalid="true"]`).first();
const headingAnswer = (s: Sweep, text: string | RegExp) => () => s.page.getByRole("heading", { level: 1, name: text });

/** Fills fields by name, as typed (a select by its option's value, a radio button or boxes by their values, a box ticked). */
async function fill(scope: Locator, values: Record<string, string | boolean | string[]>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`).first();
    const tag = await field.evaluate((el) => `${el.tagName}:${el.getAttribute("type") ?? ""}`);
    if (Array.isArray(value) || (tag.endsWith(":radio") && typeof value === "string")) {
      for (const one of [value].flat()) await scope.locator(`[name="${name}"][value="${one}"]`).check();
      continue;
    }
    // "(first)": the first option that is a choice, as a person picks one without minding which.
    if (tag.startsWith("SELECT")) await (value === "(first)" ? field.selectOption({ index: 1 }) : field.selectOption(String(value)));
    else if (tag.endsWith(":checkbox") || tag.endsWith(":radio")) await (value ? field.check() : field.uncheck());
    else await field.fill(String(value));
  }
}

/** A POST as the page's own form sends it, for what a case needs to exist first (not what it tests). */
async function prepare(s: Sweep, url: string, form: URLSearchParams | Record<string, string>): Promise<import("@playwright/test").APIResponse> {
  return s.context.request.post(`${s.base}${url}`, { form: Object.fromEntries(new URLSearchParams(form)), headers: { Origin: s.base }, maxRedirects: 0 });
}

/**
 * With SWEEP_SHOTS=<folder>, the page as it stands at 320, 375 and 1280 px, at each step of the
 * text-size control (JavaScript on: the control's choice is applied by the page's script), to be
 * looked at by a person; without it, nothing.
 */
async function screenshots(s: Sweep, name: string): Promise<void> {
  const folder = process.env.SWEEP_SHOTS;
  if (!folder || !s.js) return;
  const { page } = s;
  for (const size of ["", "large", "larger"]) {
    await page.evaluate((size) => (size ? localStorage.setItem("text-size", size) : localStorage.removeItem("text-size")), size);
    await page.reload();
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(folder, `${name}-${width}${size ? `-${size}` : ""}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem("text-size"));
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits for a mail to `to` whose subject or text matches, and returns it. */
async function mailTo(s: Sweep, to: string, matches: RegExp) {
  let found: (typeof s.sink.messages)[number] | undefined;
  await expect
    .poll(() => (found = [...s.sink.messages].reverse().find((m) => m.to.includes(to) && (matches.test(m.parsed.subject) || matches.test(m.parsed.text)))), { message: `a mail to ${to} matching ${matches}`, timeout: 15_000 })
    .toBeTruthy();
  return found!.parsed;
}
const linkIn = (text: string, pattern: RegExp) => {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return link;
};
/** A mailed link at this server (mail links are built from PUBLIC_SITE_URL). */
const here = (s: Sweep, link: string) => { const url = new URL(link); return `${s.base}${url.pathname}${url.search}`; };

// ---- The cases: one per route module with an action, in the order they run ----

const eventDate = () => addDays(todayIso(), 21);

const cases: Array<[file: string, run: (s: Sweep) => Promise<void>]> = [
  [
    "routes/admin/setup.tsx",
    async (s) => {
      const token = /\/admin\/setup\?token=(\S+)/.exec(fs.readFileSync(s.logFile, "utf8"))?.[1];
      expect(token, "the setup link the server prints").toBeTruthy();
      await open(s, `/admin/setup?token=${token}`);
      const form = formWith(s, '[name="again"]');
      await fill(form, { email: s.owner.email, password: s.owner.password, again: s.owner.password });
      await press(s, "the first account", submitOf(form), headingAnswer(s, "Overview"));
    },
  ],
  [
    "routes/admin/event-new.tsx",
    async (s) => {
      await open(s, "/admin/events/new");
      const form = formWith(s, '[name="venue"]');
      await press(s, "an event with nothing filled in", submitOf(form), fieldRefused(s, "title"));
      await fill(form, { title: "Sweep Morning Walk", category: "(first)", date: eventDate(), startTime: "07:00", endTime: "08:30", venue: "Lalbagh West Gate", description: "A slow walk round the lake, with tea after.", capacity: "5", price: "200" });
      await press(s, "an event", submitOf(form), statusAnswer(s));
      s.got.eventId = /\/admin\/events\/(\d+)/.exec(s.page.url())?.[1];
      expect(s.got.eventId, "the new event's page").toBeTruthy();
      s.got.eventSlug = /\/events\/([a-z0-9-]+)/.exec((await s.page.locator('a[href^="/events/"]').first().getAttribute("href")) ?? "")?.[1];
      expect(s.got.eventSlug, "a link to the event's public page").toBeTruthy();
    },
  ],
  [
    "routes/event.tsx",
    async (s) => {
      await open(s, `/events/${s.got.eventSlug}`);
      const form = formWith(s, '[name="seats"]');
      await press(s, "a booking with nothing filled in", submitOf(form), fieldRefused(s, "name"), { checkedFirst: true });
      await fill(form, { name: "Asha Rao", email: `asha.${s.mode}@example.in`, phone: "98450 12345" });
      await press(s, "a booking", submitOf(form), statusAnswer(s));
      const mail = await mailTo(s, `asha.${s.mode}@example.in`, /cancel/i);
      s.got.cancelLink = here(s, linkIn(mail.text, /https?:\/\/\S+\/events\/[^/\s]+\/cancel\?\S+/));
      // A second booking, for the door list (the first is given back on the cancel page).
      expect((await prepare(s, `/events/${s.got.eventSlug}`, validPost("booking", { name: "Ravi Kumar", email: `ravi.${s.mode}@example.in`, website: "" }))).status()).toBe(200);
    },
  ],
  [
    "routes/event-cancel.tsx",
    async (s) => {
      await open(s, s.got.cancelLink!);
      await press(s, "a booking given back", submitOf(s.page.locator('form[method="post" i]').last()), statusAnswer(s));
    },
  ],
  [
    "routes/admin/event.tsx",
    async (s) => {
      await open(s, `/admin/events/${s.got.eventId}`);
      const form = formWith(s, '[name="venue"]');
      await fill(form, { venue: "Lalbagh West Gate, by the glass house" });
      await press(s, "an event's changes", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/prepare.tsx",
    async (s) => {
      // Ravi's phone is a mobile and he left "How would you like to hear from us?": WhatsApp. The
      // button's post answers 303 to WhatsApp's address, and the site's form-action lets the browser
      // go on to it (with 'self' alone Chromium blocks the redirect). The offline browser resolves no
      // other host, so it stops there.
      await open(s, `/admin/events/${s.got.eventId}`);
      const [request] = await Promise.all([s.page.waitForRequest(/^https:\/\/wa\.me\//), s.page.getByRole("button", { name: "WhatsApp Ravi Kumar: their booking" }).click()]);
      expect(request.url()).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=Namaste%20Ravi%20Kumar/);
      await s.page.waitForURL((u) => u.protocol === "chrome-error:");
      await open(s, `/admin/events/${s.got.eventId}`);
      await expect(s.page.getByText(/WhatsApp prepared by .+: their booking\./)).toBeVisible();
    },
  ],
  [
    "routes/admin/event-attendance.tsx",
    async (s) => {
      await open(s, `/admin/events/${s.got.eventId}/attendance`);
      await press(s, "a person at the door", s.page.getByRole("button", { name: /came/i }).first(), statusAnswer(s));
      await press(s, "cash at the door", s.page.getByRole("button", { name: /paid ₹200 in cash/i }).first(), statusAnswer(s));
      // The tap undone at once, as after a mis-tap.
      await press(s, "cash at the door undone", buttonNamed(s, "Undo this payment"), () => s.page.getByRole("status").filter({ hasText: /undone/ }));
      await press(s, "cash at the door again", s.page.getByRole("button", { name: /paid ₹200 in cash/i }).first(), statusAnswer(s));
    },
  ],
  [
    "routes/admin/event-receipt.tsx",
    async (s) => {
      await open(s, `/admin/events/${s.got.eventId}`);
      const receipt = s.page.locator(`a[href^="/admin/events/${s.got.eventId}/receipt/"]:not(.line-through)`).first();
      await open(s, (await receipt.getAttribute("href"))!);
      await press(s, "a receipt undone by its recorder", buttonNamed(s, "Undo this payment"), () => s.page.getByRole("status").filter({ hasText: /undone/ }));
    },
  ],
  [
    "routes/admin/event-message.tsx",
    async (s) => {
      await open(s, `/admin/events/${s.got.eventId}/message`);
      const form = formWith(s, '[name="body"], textarea');
      await press(s, "a message with nothing written", submitOf(form), () => s.page.locator('[aria-invalid="true"]').first());
    },
  ],
  [
    "routes/admin/blog-new.tsx",
    async (s) => {
      await open(s, "/admin/blog/new");
      const form = formWith(s, '[name="excerpt"]');
      await fill(form, { title: `Sweep news ${s.mode}`, category: "(first)", excerpt: "What happened at the centre this week.", body: "We walked, we sang, we had tea." });
      await press(s, "a news post", buttonNamed(s, "Save the post"), statusAnswer(s));
      s.got.blogId = /\/admin\/blog\/(\d+)/.exec(s.page.url())?.[1];
      expect(s.got.blogId, "the post's page").toBeTruthy();
    },
  ],
  [
    "routes/admin/blog-post.tsx",
    async (s) => {
      await open(s, `/admin/blog/${s.got.blogId}`);
      const form = formWith(s, '[name="excerpt"]');
      await fill(form, { title: "" });
      await press(s, "a news post without a title", submitOf(form), fieldRefused(s, "title"));
    },
  ],
  [
    "routes/admin/media.tsx",
    async (s) => {
      await open(s, "/admin/media");
      const form = formWith(s, 'input[type="file"]');
      await press(s, "a photo upload with no photo", submitOf(form), () => s.page.locator('[aria-invalid="true"], [role="alert"]').first());
      await form.locator('input[type="file"]').setInputFiles(path.resolve("public/icon-512.png"));
      await fill(form, { title: "The garden", alt: "Flowers in the centre's garden" });
      await press(s, "a photo upload", submitOf(form), statusAnswer(s));
      s.got.mediaId = /\/admin\/media\/(\d+)/.exec(s.page.url())?.[1] ?? /\/admin\/media\/(\d+)/.exec((await s.page.locator('a[href^="/admin/media/"]').first().getAttribute("href")) ?? "")?.[1];
      expect(s.got.mediaId, "the photo's page").toBeTruthy();
    },
  ],
  [
    "routes/admin/media-item.tsx",
    async (s) => {
      await open(s, `/admin/media/${s.got.mediaId}`);
      const form = formWith(s, '[name="alt"]');
      await fill(form, { alt: "Marigolds and roses in the centre's garden" });
      await press(s, "a photo's description", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/gallery.tsx",
    async (s) => {
      await open(s, "/admin/gallery");
      const form = formWith(s, '[name="youtube"]');
      await press(s, "a video with no address", submitOf(form), () => s.page.locator('[aria-invalid="true"]').first());
    },
  ],
  [
    "routes/admin/stories.tsx",
    async (s) => {
      await open(s, "/admin/stories");
      await press(s, "a story moved", buttonNamed(s, /^Move down/).first(), statusAnswer(s));
    },
  ],
  [
    "routes/admin/story.tsx",
    async (s) => {
      await open(s, "/admin/stories");
      const href = await s.page.locator('a[href^="/admin/stories/"]').first().getAttribute("href");
      await open(s, href!);
      const form = formWith(s, '[name="text"]');
      await press(s, "a story's changes", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/team.tsx",
    async (s) => {
      await open(s, "/admin/team");
      await press(s, "a team member moved", buttonNamed(s, /^Move down/).first(), statusAnswer(s));
    },
  ],
  [
    "routes/admin/team-member.tsx",
    async (s) => {
      await open(s, "/admin/team");
      const href = await s.page.locator('a[href^="/admin/team/"]').first().getAttribute("href");
      await open(s, href!);
      const form = formWith(s, '[name="bio"]');
      await press(s, "a team member's changes", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/operators.tsx",
    async (s) => {
      await open(s, "/admin/operators");
      const form = formWith(s, '[name="role"]');
      await fill(form, { email: `editor.${s.mode}@example.org`, password: "an editor's passphrase", again: "an editor's passphrase" });
      await form.locator('[name="role"][value="editor"]').check();
      await press(s, "a new operator", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/backups.tsx",
    async (s) => {
      await open(s, "/admin/backups");
      await press(s, "a backup now", buttonNamed(s, "Make a backup now"), statusAnswer(s));
    },
  ],
  [
    "routes/join-us.tsx",
    async (s) => {
      await open(s, "/join-us");
      const form = formWith(s, '[name="membershipType"]');
      await press(s, "a membership application with nothing filled in", submitOf(form), fieldRefused(s, "firstName"), { checkedFirst: true });
      // The application the register's cases need.
      await fill(form, { ...validForms.member, email: `lakshmi.${s.mode}@example.in` });
      await press(s, "a membership application", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/record.tsx",
    async (s) => {
      await open(s, "/admin/members");
      await s.page.getByRole("link", { name: "Lakshmi Narayan" }).first().click();
      await s.page.waitForLoadState("load");
      if (s.js) await hydrated(s.page);
      await press(s, "an application approved", buttonNamed(s, "Mark as approved"), statusAnswer(s));
      const register = await s.page.getByRole("link", { name: /^In the members register as M-\d+$/ }).textContent();
      s.got.memberNumber = /M-(\d+)/.exec(register ?? "")?.[1];
    },
  ],
  [
    "routes/admin/register-member.tsx",
    async (s) => {
      await open(s, `/admin/register/${s.got.memberNumber}`);
      const form = formWith(s, '[name="amount"]');
      await fill(form, { amount: String(planPrice("premium")), method: "upi", reference: "" });
      await press(s, "a UPI payment without its reference", submitOf(form), fieldRefused(s, "reference"));
      await fill(form, { method: "cash" });
      await press(s, "a payment in cash", submitOf(form), statusAnswer(s));
      const receipt = await mailTo(s, `lakshmi.${s.mode}@example.in`, /receipt/i);
      s.got.memberLink = here(s, linkIn(receipt.text, /https?:\/\/\S+\/membership\/[A-Za-z0-9_-]+/));
    },
  ],
  [
    "routes/admin/register-import.tsx",
    async (s) => {
      await open(s, "/admin/register/import");
      const form = formWith(s, 'input[type="file"]');
      await press(s, "a paper register with no file", submitOf(form), fieldRefused(s, "file"));
      // Two members to bring in, and a row refused: the member approved above, by her address.
      const csv = [
        "name,email,phone,plan,joinedOn,paidUntil",
        `Shankar Gowda,shankar.${s.mode}@example.in,99001 23456,basic,01/04/2024,2026-03`,
        `Geetha Hegde,geetha.${s.mode}@example.in,080 2345 6789,family,2023-11-15,`,
        `Lakshmi Narayan,lakshmi.${s.mode}@example.in,98860 11111,premium,01/04/2024,`,
      ].join("\r\n");
      await form.locator('input[type="file"]').setInputFiles({ name: "register.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await press(s, "a paper register previewed", submitOf(form), statusAnswer(s));
      await expect(s.page.getByText(/^Already in the register as M-\d+ \(the same e-mail address\)\.$/), "the refused row's reason").toBeVisible();
      await press(s, "the previewed members imported", buttonNamed(s, "Import 2 members"), () => s.page.getByRole("status").filter({ hasText: /^2 members imported: M-\d+ to M-\d+/ }));
    },
  ],
  [
    "routes/admin/register-plans.tsx",
    async (s) => {
      await open(s, "/admin/register/plans");
      const form = formWith(s, '[name="fromMonth"]');
      await fill(form, { plan: "basic", price: "2500", fromMonth: "2001-01" });
      await press(s, "a price from a month gone by", submitOf(form), fieldRefused(s, "fromMonth"));
      await fill(form, { plan: "basic", price: "2500", fromMonth: shiftMonth(todayIso().slice(0, 7), 2) });
      await press(s, "a new price from a month on", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/membership.tsx",
    async (s) => {
      await open(s, "/membership");
      const form = formWith(s, '[name="email"]');
      await press(s, "a link asked for with no address", submitOf(form), fieldRefused(s, "email"), { checkedFirst: true });
      await fill(form, { email: `lakshmi.${s.mode}@example.in` });
      await press(s, "a member's link asked for", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/membership-own.tsx",
    async (s) => {
      await open(s, s.got.memberLink!);
      const form = formWith(s, '[name="emergencyPhone"]');
      await fill(form, { phone: "984501234" });
      await press(s, "a member's phone of nine digits", submitOf(form), fieldRefused(s, "phone"));
      await fill(form, { phone: "98450 77777" });
      await press(s, "a member's new phone", submitOf(form), statusAnswer(s));
      await open(s, s.got.memberLink!);
      await expect(s.page.locator('[name="phone"]'), "the new number read back").toHaveValue(/98450\s?77777/);
      await screenshots(s, "membership-own");
    },
  ],
  [
    "routes/contact.tsx",
    async (s) => {
      await open(s, "/contact");
      const form = formWith(s, '[name="message"]');
      await press(s, "an enquiry with nothing filled in", submitOf(form), fieldRefused(s, "name"), { checkedFirst: true });
      s.got.contactEmail = `meera.${s.mode}@example.in`;
      // The next mail the sink takes is refused for good: the operator's copy of this enquiry, which the outbox then offers to send again.
      s.sink.plan({ code: 550, message: "Mailbox unavailable (refused by the sweep)" });
      await fill(form, { name: "Meera Iyer", email: s.got.contactEmail, phone: "98450 24680", subject: "general", message: "Do you have a singing group on Sundays?" });
      await press(s, "an enquiry", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/admin/outbox.tsx",
    async (s) => {
      await expect.poll(async () => (await s.context.request.get(`${s.base}/admin/outbox`)).text(), { message: "a mail refused for good, in the outbox", timeout: 15_000 }).toMatch(/Send again|Retry/i);
      await open(s, "/admin/outbox");
      await press(s, "a mail sent again", submitOf(s.page.locator('form[method="post" i]', { has: s.page.locator('[name="intent"][value="retry"], button[value="retry"]') }).first()), statusAnswer(s));
    },
  ],
  [
    "routes/blog.tsx",
    async (s) => {
      await open(s, "/blog");
      const form = formWith(s, '[name="email"]');
      await fill(form, { email: `gopal.${s.mode}@example.in` });
      await press(s, "a newsletter subscription", submitOf(form), statusAnswer(s));
      const mail = await mailTo(s, `gopal.${s.mode}@example.in`, /confirm/i);
      s.got.confirmLink = here(s, linkIn(mail.text, /https?:\/\/\S+\/newsletter\/confirm\?\S+/));
    },
  ],
  [
    "routes/events.tsx",
    async (s) => {
      await open(s, "/events");
      const form = formWith(s, '[name="email"]');
      await press(s, "a newsletter subscription with no address", submitOf(form), fieldRefused(s, "email"), { checkedFirst: true });
      await fill(form, { email: `hema.${s.mode}@example.in` });
      await press(s, "a newsletter subscription", submitOf(form), statusAnswer(s));
    },
  ],
  [
    "routes/newsletter-confirm.tsx",
    async (s) => {
      await open(s, s.got.confirmLink!);
      await press(s, "a subscription confirmed", submitOf(s.page.locator('form[method="post" i]').last()), statusAnswer(s));
    },
  ],
  [
    "routes/admin/newsletter-new.tsx",
    async (s) => {
      await open(s, "/admin/newsletter/new");
      const form = formWith(s, '[name="subject"]');
      await fill(form, { subject: "News from the centre", body: "Our walks start again in the cool months." });
      await press(s, "a newsletter issue", submitOf(form), statusAnswer(s));
      s.got.newsletterId = /\/admin\/newsletter\/(\d+)/.exec(s.page.url())?.[1];
      expect(s.got.newsletterId, "the issue's page").toBeTruthy();
    },
  ],
  [
    "routes/admin/newsletter-issue.tsx",
    async (s) => {
      await open(s, `/admin/newsletter/${s.got.newsletterId}`);
      const form = formWith(s, '[name="subject"]');
      await fill(form, { subject: "" });
      await press(s, "an issue without a subject", submitOf(form), fieldRefused(s, "subject"));
      // Sent to the one reader who confirmed: its mail carries the unsubscribe link.
      await open(s, `/admin/newsletter/${s.got.newsletterId}`);
      const send = formWith(s, '[name="confirm"]');
      await send.locator('[name="confirm"]').check();
      await press(s, "an issue sent", submitOf(send), statusAnswer(s));
      const mail = await mailTo(s, `gopal.${s.mode}@example.in`, /unsubscribe/i);
      s.got.unsubscribeLink = here(s, linkIn(mail.text, /https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/));
    },
  ],
  [
    "routes/newsletter-unsubscribe.tsx",
    async (s) => {
      await open(s, s.got.unsubscribeLink!);
      await press(s, "a subscription ended", submitOf(s.page.locator('form[method="post" i]').last()), statusAnswer(s));
    },
  ],
  [
    "routes/admin/erase.tsx",
    async (s) => {
      await open(s, "/admin/contact-inquiries");
      const href = await s.page.locator('a[href^="/admin/contact-inquiries/"]:not([href$=".csv"])').first().getAttribute("href");
      await open(s, `${href}/erase`);
      const form = formWith(s, '[name="confirm"]');
      await fill(form, { confirm: "yes please" });
      await press(s, "an erasure without its word", submitOf(form), fieldRefused(s, "confirm"));
    },
  ],
  [
    "routes/admin/people.tsx",
    async (s) => {
      await open(s, `/admin/people?q=${encodeURIComponent(s.got.contactEmail!)}`);
      const form = s.page.locator('form[method="post" i]').filter({ hasNot: s.page.locator('[action="/admin/logout"]') }).last();
      await press(s, "a person's records, erasing asked for", submitOf(form), headingAnswer(s, /^Erase these records/));
      const confirm = formWith(s, '[name="confirm"]');
      await fill(confirm, { confirm: "ERASE" });
      await press(s, "a person's records erased", submitOf(confirm), statusAnswer(s));
    },
  ],
  [
    "routes/admin/logout.tsx",
    async (s) => {
      await open(s, "/admin");
      await press(s, "logging out", buttonNamed(s, "Log out"), headingAnswer(s, /log in/i));
    },
  ],
  [
    "routes/admin/login.tsx",
    async (s) => {
      // A browser the console has not seen: its login waits for the mailed code.
      await s.context.clearCookies();
      await open(s, "/admin/login");
      const form = formWith(s, '[name="password"]');
      await fill(form, { email: s.owner.email, password: "not the password at all" });
      await press(s, "a wrong password", submitOf(form), () => s.page.locator('[role="alert"], [aria-invalid="true"]').first());
      await fill(form, { email: s.owner.email, password: s.owner.password });
      await press(s, "the right password on a new browser", submitOf(form), () => s.page.locator('[name="code"]'));
    },
  ],
  [
    "routes/admin/login-code.tsx",
    async (s) => {
      const mail = await mailTo(s, s.owner.email, /is your code/);
      const code = /(\d{6}) is your code/.exec(mail.subject)![1]!;
      const form = formWith(s, '[name="code"]');
      await fill(form, { code: code === "000000" ? "111111" : "000000" });
      await press(s, "a wrong code", submitOf(form), fieldRefused(s, "code"));
      await fill(form, { code });
      await press(s, "the mailed code", submitOf(form), headingAnswer(s, "Overview"));
      await open(s, "/admin");
      await press(s, "logging out again", buttonNamed(s, "Log out"), headingAnswer(s, /log in/i));
    },
  ],
  [
    "routes/admin/forgot.tsx",
    async (s) => {
      await open(s, "/admin/forgot");
      const form = formWith(s, '[name="email"]');
      await fill(form, { email: s.owner.email });
      await press(s, "a forgotten password", submitOf(form), statusAnswer(s));
      const mail = await mailTo(s, s.owner.email, /reset|new password/i);
      s.got.resetLink = here(s, linkIn(mail.text, /https?:\/\/\S+\/admin\/reset\?\S+/));
    },
  ],
  [
    "routes/admin/reset.tsx",
    async (s) => {
      await open(s, s.got.resetLink!);
      const form = formWith(s, '[name="again"]');
      await fill(form, { password: "a brand new passphrase", again: "not the same one" });
      await press(s, "two passwords that differ", submitOf(form), fieldRefused(s, "again"));
      await fill(form, { password: "a brand new passphrase", again: "a brand new passphrase" });
      await press(s, "a new password", submitOf(form), headingAnswer(s, "Overview"));
    },
  ],
];

test("every route module with an action has a case, and every case's module has one", () => {
  const withAction = modulesWithAction();
  const covered = cases.map(([file]) => file);
  expect(new Set(covered).size, "one case per module").toBe(covered.length);
  expect(withAction.filter((file) => !covered.includes(file)), "route modules with an action and no case in the form sweep").toEqual([]);
  expect(covered.filter((file) => !withAction.includes(file)), "cases whose module has no action").toEqual([]);
});

async function sweep(browser: Browser, mode: Mode): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-sweep-${mode}-`));
  copyPgliteTemplate(dataDir);
  const logFile = path.join(dataDir, "server.log");
  const sink = await startSmtpSink();
  let server: ServerProcess | undefined;
  let context: BrowserContext | undefined;
  try {
    // Production as `npm start` runs it: device codes at login, mail by SMTP, no rate limit raised but the suite's.
    server = await startServer({
      buildDir: path.resolve(process.env.BUILD_DIR ?? "build"),
      logFile,
      env: { DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "1000", MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, UPI_ID: "anandamcentre@okaxis", PUBLIC_SITE_URL: "https://anandam.example" },
    });
    // The page's own policy applies (no bypassCSP), and nothing changes a request on its way.
    context = await browser.newContext({ javaScriptEnabled: mode === "on", viewport: { width: 1280, height: 900 } });
    // A control that is not there fails its case at once, not at the test's end.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const s: Sweep = { mode, js: mode === "on", base: server.base, page, context, sink, server, logFile, owner: { email: `owner.${mode}@example.org`, password: "the sweep owner's passphrase" }, got: {} };
    for (const [file, run] of cases) {
      await test.step(`${file} (JavaScript ${mode})`, () => run(s));
    }
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n") : "";
    throw new Error(`${(error as Error).message}\n--- server log (last lines) ---\n${tail}`, { cause: error });
  } finally {
    await context?.close();
    await server?.stop("SIGTERM");
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

test("every form of the site, posted by Chromium with JavaScript off", async ({ browser }) => sweep(browser, "off"));
test("every form of the site, posted by Chromium with JavaScript on", async ({ browser }) => sweep(browser, "on"));
