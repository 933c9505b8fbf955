// In Chromium on a 390 × 844 phone, a volunteer runs the month's fees for three members on a server
// of its own: three applications approved become three due members; one pays in cash, one by UPI
// (refused without its reference, beside the field), one a discounted amount (warned before it is
// recorded); the register then counts them paid with the month's takings by method, the printable
// receipt says the amount in words, and each member was mailed their receipt. Screenshots go to
// .tmp/fees-phone/ to be looked at; axe finds nothing on the register, a member's page and a receipt.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { validPost } from "#tests/support/valid-forms.ts";
import { formatMonth, todayIso } from "#app/core/calendar.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const server = ownServer("fees", { email: "treasurer@e2e.example.org", password: "a treasurer's passphrase" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = path.resolve(".tmp/fees-phone");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** Sideways scroll and controls off the screen: none on a phone. */
const fit = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    outside: [...document.querySelectorAll("a, button, input, select, textarea")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && getComputedStyle(el).clipPath === "none" && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  }));

test("a volunteer runs the month's fees for three members on a phone", async ({ page, baseURL, guard }) => {
  // The refused payment and the warned amount are answered 422.
  guard.allowConsole(/status of 422/);
  const people = [
    { firstName: "Lakshmi", lastName: "Narayan", email: "lakshmi@example.in", membershipType: "basic" },
    { firstName: "Suresh", lastName: "Iyer", email: "suresh@example.in", membershipType: "premium" },
    { firstName: "Kamala", lastName: "Devi", email: "kamala@example.in", membershipType: "family" },
  ];
  for (const p of people) {
    const response = await page.request.post("/join-us", { headers: { Origin: baseURL! }, form: Object.fromEntries([...validPost("member", p), ["website", ""]]) });
    expect(response.status()).toBe(200);
  }
  await server.logIn(page);

  // Approving each application makes a member.
  await page.goto("/admin/members");
  for (const p of people) {
    await page.getByRole("link", { name: `${p.firstName} ${p.lastName}` }).click();
    await page.getByRole("button", { name: "Mark as approved" }).click();
    await expect(page.getByRole("status")).toHaveText("Status changed to approved.");
    await expect(page.getByRole("link", { name: /^In the members register as M-\d+$/ })).toBeVisible();
    await page.goto("/admin/members");
  }

  const month = formatMonth(todayIso()).split(" ")[0];
  // The register is in the console's menu.
  await page.locator("summary", { hasText: "Menu (now: " }).click();
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page.getByTestId("register-counts")).toHaveText(`3 members: 0 paid for ${month}, 3 due, 0 lapsed`);
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });
  await shot(page, "1-register-due");

  const open = async (name: string) => {
    await page.goto("/admin/register");
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  };
  const pay = async (amount: string, method: string, reference: string, months = "1") => {
    await page.getByLabel("Amount in rupees").fill(amount);
    await page.getByLabel("How it was paid").selectOption({ label: method });
    await page.getByLabel("Reference").fill(reference);
    await page.getByLabel("Months it pays for").fill(months);
    await page.getByRole("button", { name: "Record the payment" }).click();
  };

  // Cash, the plan's price.
  await open("Lakshmi Narayan");
  await pay("2000", "Cash", "");
  await expect(page.getByRole("status")).toContainText(/Payment recorded: receipt \d{4}-\d{2}\/0001/);
  await expect(page.getByRole("table", { name: "1 payment" })).toContainText("₹2,000");
  await shot(page, "2-cash-recorded");

  // UPI without its reference: the message is beside the field, nothing is recorded; then with it.
  await open("Suresh Iyer");
  await pay("3500", "UPI", "");
  const reference = page.getByLabel("Reference");
  await expect(reference).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#payment-reference-error")).toHaveText(/reference of the UPI payment/);
  await expect(page.getByText("No payment recorded yet.")).toBeVisible();
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "a member's page with a refused payment").toEqual([]);
  await shot(page, "3-upi-without-reference");
  await reference.fill("412345678901");
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status")).toContainText(/receipt \d{4}-\d{2}\/0002/);

  // A discount: warned before it is recorded, then recorded as typed.
  await open("Kamala Devi");
  await pay("12000", "Cheque", "004512", "3");
  await expect(page.getByRole("alert").filter({ hasText: "is not the plan's price" })).toContainText("₹12,000 is not the plan's price for 3 months (₹15,000)");
  await shot(page, "4-discount-warning");
  await page.getByRole("button", { name: "Record it anyway" }).click();
  await expect(page.getByRole("status")).toContainText(/receipt \d{4}-\d{2}\/0003/);
  await page.getByRole("link", { name: /\/0003$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Receipt");
  await expect(page.locator("article")).toContainText("Twelve thousand rupees only");
  await expect(page.locator("article")).toContainText("Cheque");
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "the printable receipt").toEqual([]);
  await shot(page, "5-receipt");

  await page.goto("/admin/register");
  await expect(page.getByTestId("register-counts")).toHaveText(`3 members: 3 paid for ${month}, 0 due, 0 lapsed`);
  const takings = page.locator("#takings-heading + dl");
  await expect(takings).toContainText("Cash (1)₹2,000");
  await expect(takings).toContainText("UPI (1)₹3,500");
  await expect(takings).toContainText("Cheque (1)₹12,000");
  await expect(takings).toContainText("Total₹17,500");
  expect(await axeViolations(page), "the register").toEqual([]);
  await shot(page, "6-register-paid");

  const receipts = [...readMailDir(path.join(server.dataDir(), "mail"))].filter(([name]) => name.startsWith("payment_"));
  expect(receipts.map(([, mail]) => mail.headers.to).sort()).toEqual(["kamala@example.in", "lakshmi@example.in", "suresh@example.in"]);
});
