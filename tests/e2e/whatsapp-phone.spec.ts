// People who do not read e-mail, in Chromium on a 390 × 844 phone, on a server of its own with
// UPI_ID set and the site's own Content-Security-Policy enforced (its form-action must let the
// console's post go on to WhatsApp): a volunteer books a caller without an e-mail address on a ₹800
// outing and opens the prepared WhatsApp message (the outing, ₹800, the Reference ID, a cancel
// link); a landline caller is on the list to ring, a tel: link; a time change says whom the e-mail
// reaches and, after it, lists both callers by name with their WhatsApp and tel: links; the register
// lists a member who chose WhatsApp and owes this month with a prepared reminder (₹2,000, the UPI
// link, their page's link), and says who prepared it and when. WhatsApp itself is not reached: the
// test answers wa.me in its place and reads the address the browser was sent to.
// Screenshots go to .tmp/whatsapp-phone/ to be looked at.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, type PageGuard } from "#tests/support/e2e.ts";
import { formatMonth, shiftMonth, todayIso } from "#app/core/calendar.ts";
import { registerMembers } from "#app/lib/db/schema.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const month = todayIso().slice(0, 7);
const server = ownServer(
  "reach",
  { email: "volunteer@e2e.example.org", password: "a phone volunteer passphrase" },
  {
    // The site's own policy, as a visitor's browser enforces it: the WhatsApp button's post must be let through to wa.me.
    bypassCSP: false,
    env: { UPI_ID: "anandam@okaxis" },
    // A member who joined months ago, paid up to last month, and chose WhatsApp: they owe this month.
    seed: async (db) => {
      await db.insert(registerMembers).values({
        name: "Meena Rao",
        email: "meena@example.in",
        phone: "+91 98860 11111",
        address: "7, 2nd Main, Jalahalli",
        plan: "basic",
        joinedOn: `${shiftMonth(month, -4)}-01`,
        paidUntil: shiftMonth(month, -1),
        contactBy: "whatsapp",
      });
    },
  },
);
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = path.resolve(".tmp/whatsapp-phone");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const title = "Outing to Nandi Hills";

const WHATSAPP = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;

/**
 * Presses a WhatsApp button: the console's post answers 303 to wa.me, which the browser follows
 * (the site's form-action allows it; with 'self' alone Chromium blocks the redirect and logs a
 * policy error, which fails the test). Nothing leaves the machine: the offline browser cannot
 * resolve wa.me (a redirect's target is not one Playwright's routing can answer). Returns the
 * number and the message the address carried; the caller opens its next page itself.
 */
async function openWhatsApp(page: Page, guard: PageGuard, button: ReturnType<Page["getByRole"]>): Promise<{ number: string; text: string }> {
  guard.allowHost(WHATSAPP);
  const [request] = await Promise.all([page.waitForEvent("requestfailed", (r) => WHATSAPP.test(r.url())), button.click()]);
  const url = new URL(request.url());
  // The tab shows the browser's own page for an address it could not reach; the caller goes on from there.
  await page.waitForURL((u) => u.protocol === "chrome-error:");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}

let eventPage = "";
let reference = "";

test("a caller booked without an e-mail on a ₹800 outing gets a WhatsApp message naming the outing, ₹800 and the Reference ID", async ({ page, baseURL, guard }) => {
  eventPage = await server.publishEvent({ title, category: "outing", date: "2031-05-10", startTime: "07:00", endTime: "13:00", venue: "Jalahalli bus stop", description: "A morning at the hills, with breakfast.", capacity: 10, price: 800 });
  const slug = "outing-to-nandi-hills-2031-05-10";
  // Someone who books online with an e-mail address: the mail reaches them.
  const booked = await page.request.post(`/events/${slug}`, { headers: { Origin: baseURL! }, form: { name: "Asha Rao", email: "asha@example.in", phone: "98450 12345", contactBy: "email", seats: "1", website: "" } });
  expect(booked.status()).toBe(200);

  await server.logIn(page);
  await page.goto(eventPage);
  const phoned = page.getByRole("region", { name: "Book for someone who phoned" });
  // Ravi has a mobile and no e-mail address; "How would they like to hear from us?" is left: WhatsApp.
  await phoned.getByLabel("Their name").fill("Ravi Kumar");
  await phoned.getByLabel("Their phone number").fill("98450 22222");
  await phoned.getByLabel("Places").fill("1");
  await phoned.getByRole("button", { name: "Book for them" }).click();
  await expect(page.getByRole("status")).toContainText("Ravi Kumar is booked for 1 place.");
  reference = /Reference ID (\S+) \(to read out/.exec((await page.getByRole("status").textContent()) ?? "")![1]!;
  // Savitri has a landline: she is rung.
  await phoned.getByLabel("Their name").fill("Savitri Bai");
  await phoned.getByLabel("Their phone number").fill("080 2345 6789");
  await phoned.getByLabel("Places").fill("1");
  await phoned.getByRole("button", { name: "Book for them" }).click();
  await expect(page.getByRole("status")).toContainText("Savitri Bai is booked for 1 place.");

  // The event's list of those the mail does not reach: Ravi by WhatsApp, Savitri to ring, each number a tel: link.
  const reach = page.getByRole("region", { name: "Not reached by e-mail" });
  const whatsappList = reach.getByRole("list", { name: "Send on WhatsApp" });
  const ringList = reach.getByRole("list", { name: "Ring them" });
  await expect(whatsappList.getByRole("listitem")).toHaveCount(1);
  await expect(whatsappList).toContainText("Ravi Kumar");
  await expect(whatsappList.getByRole("link", { name: /Ring Ravi Kumar/ })).toHaveAttribute("href", "tel:+919845022222");
  await expect(ringList).toContainText("Savitri Bai");
  await expect(ringList.getByRole("link", { name: /Ring Savitri Bai/ })).toHaveAttribute("href", "tel:+918023456789");
  await expect(ringList.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);
  await expect(reach).not.toContainText("Asha Rao");
  expect(await sideways(page)).toBe(0);
  await shot(page, "1-event-reach");

  const sent = await openWhatsApp(page, guard, whatsappList.getByRole("button", { name: "WhatsApp Ravi Kumar: their booking" }));
  expect(sent.number).toBe("919845022222");
  expect(sent.text).toContain(title);
  expect(sent.text).toContain("₹800");
  expect(sent.text).toContain(reference);
  expect(sent.text).toContain("upi://pay?pa=anandam%40okaxis");
  // A cancel link made for this message: it opens the booking's cancel page.
  const cancel = /https?:\/\/\S+\/cancel\?ref=\S+/.exec(sent.text)![0];
  expect(sent.text.length).toBeLessThanOrEqual(1000);
  await page.goto(eventPage);
  await expect(whatsappList).toContainText(/WhatsApp prepared by volunteer@e2e\.example\.org at .+: their booking\./);
  await shot(page, "2-event-prepared");
  const cancelPage = await page.request.get(new URL(cancel).pathname + new URL(cancel).search);
  expect(cancelPage.status()).toBe(200);
  expect(await cancelPage.text()).toContain(title);
});

test("a time change says whom the e-mail reaches, then lists the callers with WhatsApp and tel: links", async ({ page, guard }) => {
  await server.logIn(page);
  await page.goto(eventPage);
  await page.getByLabel("Starts at").fill("08:30");
  await page.getByRole("button", { name: "Save changes" }).click();
  const tell = page.getByRole("region", { name: "Tell the people booked?" });
  await expect(tell).toContainText("This will e-mail 1 person about the new time.");
  await expect(tell).toContainText("2 people have no e-mail address or chose WhatsApp or a call");
  await shot(page, "3-tell-step");
  await tell.getByRole("button", { name: "Save and tell them" }).click();
  await expect(page.getByRole("status")).toContainText("2 people were not reached by e-mail: tell them yourself (below).");
  const told = page.getByRole("region", { name: "Tell these people yourself" });
  await expect(told.getByRole("link", { name: /Ring Ravi Kumar/ })).toHaveAttribute("href", "tel:+919845022222");
  await expect(told.getByRole("link", { name: /Ring Savitri Bai/ })).toHaveAttribute("href", "tel:+918023456789");
  await expect(told).toContainText("Still to be told: the change.");
  expect(await sideways(page)).toBe(0);
  await shot(page, "4-change-answer");
  const answer = page.url();
  const sent = await openWhatsApp(page, guard, told.getByRole("button", { name: "WhatsApp Ravi Kumar: the change" }));
  expect(sent.number).toBe("919845022222");
  expect(sent.text).toContain("have changed");
  expect(sent.text).toContain("8:30");
  expect(sent.text).toContain(reference);
  await page.goto(answer);
  await expect(told.getByRole("listitem").filter({ hasText: "Ravi Kumar" })).toContainText(/WhatsApp prepared by volunteer@e2e\.example\.org at .+: the change\./);
  await expect(told.getByRole("listitem").filter({ hasText: "Savitri Bai" })).toContainText("Still to be told: the change.");
});

test("a member who chose WhatsApp and owes this month has a prepared reminder on the register", async ({ page, guard }) => {
  await server.logIn(page);
  await page.goto("/admin/register");
  const remind = page.getByRole("region", { name: `Fee reminders by WhatsApp or a call: ${formatMonth(month)}` });
  const meena = remind.getByRole("listitem").filter({ hasText: "Meena Rao" });
  await expect(meena).toContainText("₹2,000 due");
  await expect(meena).toContainText("Still to be reminded: the fee reminder.");
  await expect(meena.getByRole("link", { name: /Ring Meena Rao/ })).toHaveAttribute("href", "tel:+919886011111");
  expect(await sideways(page)).toBe(0);
  await shot(page, "5-register-reminders");
  const sent = await openWhatsApp(page, guard, meena.getByRole("button", { name: "WhatsApp Meena Rao: the fee reminder" }));
  expect(sent.number).toBe("919886011111");
  expect(sent.text).toContain("₹2,000");
  expect(sent.text).toContain("upi://pay?pa=anandam%40okaxis");
  expect(sent.text).toContain("am=2000.00");
  // Their own page: a new link, made when the button was pressed.
  const own = /https?:\/\/\S+\/membership\/\S+/.exec(sent.text)![0];
  const ownPage = await page.request.get(new URL(own).pathname);
  expect(ownPage.status()).toBe(200);
  expect(await ownPage.text()).toContain("Meena Rao");
  await page.goto("/admin/register");
  await expect(meena).toContainText(/WhatsApp prepared by volunteer@e2e\.example\.org at .+: the fee reminder\./);
  await shot(page, "6-register-prepared");
});
