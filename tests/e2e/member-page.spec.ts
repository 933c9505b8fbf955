// A member's own page as a member meets it (issue 54, points 3, 4, 5 and 7), on a server of its
// own with UPI_ID set, for a member who joined five months ago, paid three months (two receipts)
// and owes two:
// - Paying: on a phone (360 × 740, larger text) the "Pay by UPI" button opens the UPI app; on a
//   computer (640 × 400, a laptop at 200 % zoom, with a mouse) that button would do nothing, so the
//   page shows the QR code (which reads back as the same upi:// link), the UPI ID to type and a line
//   saying to scan it with the phone. With JavaScript and without: CSS alone decides.
// - Fitting: the heading never breaks before its colon, a receipt number never breaks inside, and
//   nothing is wider than the screen, at 320 and 360 px with larger text and at 640 × 400.
// - Printing: the member's page and the office's printable receipt each print on one page, A4 and
//   a 58 mm roll, without the site's header, footer or chat band, the receipt number whole.
// - Agreeing: the UPI note names the months owed, on the page and in the month's reminder, whose
//   UPI ID does not break inside a word at 360 px.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { breaksIn, overflowRight, papers, printedPages } from "#tests/support/print-and-lines.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { registerMembers, memberLinks, payments, receiptCounters } from "#app/lib/db/schema.ts";
import { hashLinkToken } from "#app/lib/fees/fee-mail.server.ts";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { membershipPageCopy } from "#app/content/membership-page.ts";
import { formatMonth, shiftMonth, todayIso } from "#app/core/calendar.ts";
import { financialYear, receiptNumber } from "#app/core/fees.ts";
import { openingHours } from "#app/content/opening-hours.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ timeout: 90_000 });

const UPI_ID = "anandamseniors@okaxis";
const TOKEN = "MemberPageE2eToken_0123456789abcdefghijklmn";
const NAME = "Lakshmi Narayanaswamy Venkataraman";
const month = todayIso().slice(0, 7);
const joined = shiftMonth(month, -4);
const paidUntil = shiftMonth(month, -2);
const receipts = [receiptNumber(financialYear(todayIso()), 1), receiptNumber(financialYear(todayIso()), 2)];
const ids = { member: 0, number: 0, payment: 0 };

const server = ownServer(
  "member",
  { email: "office@e2e.example.org", password: "an office volunteer passphrase" },
  {
    env: { UPI_ID },
    // What no form can make today: a member who joined months ago, paid some months and owes two.
    seed: async (db) => {
      const [member] = await db
        .insert(registerMembers)
        .values({ name: NAME, email: "lakshmi.v@example.in", phone: "+91 98450 12345", address: "12, 4th Cross, Jalahalli", plan: "basic", joinedOn: `${joined}-01`, paidUntil })
        .returning();
      ids.member = member!.id;
      ids.number = member!.number;
      const paid = [
        { receiptNumber: receipts[0]!, months: 2, coversFrom: joined, coversTo: shiftMonth(joined, 1) },
        { receiptNumber: receipts[1]!, months: 1, coversFrom: paidUntil, coversTo: paidUntil },
      ];
      const rows = await db
        .insert(payments)
        .values(paid.map((p) => ({ ...p, memberId: member!.id, amount: 1000 * p.months, method: "upi", reference: "412345678901", paidOn: todayIso(), recordedBy: "office@e2e.example.org" })))
        .returning();
      ids.payment = rows[0]!.id;
      await db.insert(receiptCounters).values({ financialYear: financialYear(todayIso()), last: 2 });
      await db.insert(memberLinks).values({ tokenHash: hashLinkToken(TOKEN), memberId: member!.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    },
  },
);

const own = `/membership/${TOKEN}`;
// Screenshots and printouts to look at.
const shots = path.resolve(".tmp/member-page");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
const upiButton = (page: Page) => page.getByRole("link", { name: feeMailCopy.howToPay.upiLink });
const qrCode = (page: Page) => page.getByRole("img", { name: feeMailCopy.howToPay.qrAlt });

/** What zbarimg reads in a screenshot of the QR code. */
async function readQr(page: Page): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qr-"));
  try {
    const file = path.join(dir, "qr.png");
    await qrCode(page).screenshot({ path: file });
    return execFileSync("zbarimg", ["--quiet", "--raw", file], { encoding: "utf8" }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const screens = [
  { name: "a phone, larger text", viewport: { width: 360, height: 740 }, size: "larger", phone: true },
  { name: "a laptop at 200 % zoom", viewport: { width: 640, height: 400 }, size: "normal", phone: false },
] as const;

for (const screen of screens) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${screen.name}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: screen.viewport, javaScriptEnabled, isMobile: screen.phone, hasTouch: screen.phone });

      test("paying by UPI: the button where a UPI app can open, the QR code and the UPI ID where it cannot", async ({ page }) => {
        if (javaScriptEnabled) await page.addInitScript((s) => localStorage.setItem("text-size", s), screen.size);
        await page.goto(own);
        const link = await page.locator("a[href^='upi:']").first().getAttribute("href");
        expect(link).toMatch(/^upi:\/\/pay\?pa=anandamseniors%40okaxis&/);
        // The UPI ID to type, whole, on every screen.
        await expect(page.getByText(UPI_ID, { exact: false }).first()).toBeVisible();
        // The screen as the member sees it at "How to pay" (a full-page shot would drop the phone's touch emulation).
        await page.locator("#pay-heading").evaluate((el) => el.scrollIntoView());
        await page.screenshot({ path: path.join(shots, `pay-${screen.viewport.width}-${javaScriptEnabled ? "js" : "no-js"}.png`) });
        if (screen.phone) {
          await expect(upiButton(page)).toBeVisible();
        } else {
          // A computer's screen: no button that does nothing; the code to scan with the phone instead.
          await expect(upiButton(page)).toBeHidden();
          await expect(qrCode(page)).toBeVisible();
          await expect(page.getByText(feeMailCopy.howToPay.scanWithPhone)).toBeVisible();
          const box = (await qrCode(page).boundingBox())!;
          expect(box.width, "the QR code is large enough to scan from the screen").toBeGreaterThanOrEqual(160);
          expect(box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
          expect(await readQr(page), "the QR code is the page's own UPI link").toBe(link);
          if (javaScriptEnabled) expect(await axeViolations(page), "the member's page on a computer").toEqual([]);
        }
      });
    });
  }
}

test.describe("pages that fit", () => {
  for (const width of [320, 360]) {
    test(`${width} px, larger text: the heading keeps its colon, receipt numbers stay whole, nothing is wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
      await page.goto(own);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toContainText(NAME);
      expect((await breaksIn(heading)).filter((b) => b.endsWith(":")), "no line starts with the colon").toEqual([]);
      for (const number of receipts) {
        // Its heading ("Receipt 2026-27/0001") and its line among the facts.
        const shown = page.locator("h3, dd").filter({ hasText: number });
        await expect(shown).toHaveCount(2);
        for (const el of await shown.all()) expect((await breaksIn(el)).filter((b) => number.includes(b)), `${number} on one line`).toEqual([]);
      }
      await shot(page, `fit-${width}-larger`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("printing", () => {
  test("the member's page prints on one page, A4 and a 58 mm roll, without the site's header, footer or chat", async ({ page }) => {
    await page.goto(own);
    await page.emulateMedia({ media: "print" });
    for (const chrome of ["body > header", "body > footer", "footer", "[data-chat-band]", "a[href^='tel:']"]) {
      for (const el of await page.locator(chrome).all()) expect(await el.isVisible(), `${chrome} is not printed`).toBe(false);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const paper of papers) expect(await printedPages(page, paper, path.join(shots, `member-${paper.px}.pdf`)), paper.name).toBe(1);
    // On the roll's width the receipt numbers are whole and on the paper.
    await page.setViewportSize({ width: 219 - 30, height: 800 });
    for (const number of receipts) {
      const shown = page.getByText(number, { exact: true }).first();
      expect(await breaksIn(shown), `${number} on one line`).toEqual([]);
      expect(await overflowRight(shown), `${number} within the paper`).toBe(0);
    }
  });

  test("the office's printable receipt prints on one page, A4 and a 58 mm roll, its number whole", async ({ page }) => {
    await server.logIn(page);
    await page.goto(`/admin/register/${ids.number}/receipt/${ids.payment}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(receipts[0]!);
    await page.emulateMedia({ media: "print" });
    for (const paper of papers) expect(await printedPages(page, paper, path.join(shots, `receipt-${paper.px}.pdf`)), paper.name).toBe(1);
    await page.setViewportSize({ width: 219 - 30, height: 800 });
    const number = page.getByRole("heading", { level: 1 }).getByText(receipts[0]!, { exact: true });
    expect(await breaksIn(number)).toEqual([]);
    expect(await overflowRight(number), "the receipt number within the paper").toBe(0);
  });
});

test("the UPI note names the months owed, on the page and in the month's reminder, and the hours agree with the site's", async ({ page }) => {
  const months = `${formatMonth(shiftMonth(month, -1))} to ${formatMonth(month)}`;
  await page.goto(own);
  const link = (await page.locator("a[href^='upi:']").first().getAttribute("href"))!;
  expect(new URL(link).searchParams.get("tn")).toBe(`Member M-${ids.number} fee ${months}`);
  await expect(page.getByRole("main")).toContainText(openingHours.sentence);
  await expect(page.getByRole("main")).toContainText(membershipPageCopy.own.due("₹2,000").slice(0, 8));

  // The month's reminder, queued as `npm run dues -- remind` does, through the running server.
  execFileSync(process.execPath, [path.resolve(process.env.BUILD_DIR ?? "build", "server/dues.js"), "remind"], {
    env: { ...process.env, DATA_DIR: server.dataDir(), DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const reminder = async () => [...readMailDir(path.join(server.dataDir(), "mail"))].map(([, m]) => m).find((m) => m.subject.startsWith("Your membership fee"));
  await expect.poll(async () => (await reminder()) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = (await reminder())!;
  expect(mail.text).toContain(`Member M-${ids.number} fee ${months}`);
  expect(mail.text).toContain(openingHours.sentence);

  // The mail on a 360 px phone: the UPI ID breaks, if at all, only after its @.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(mail.html.replace(/<img[^>]*>/g, ""));
  const id = page.locator("td").filter({ hasText: UPI_ID }).first();
  expect((await breaksIn(id)).filter((b) => !b.startsWith("@")), "the UPI ID is not broken inside a word").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
