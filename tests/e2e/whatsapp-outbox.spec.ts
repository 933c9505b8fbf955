// The Outbox's WhatsApp part, on a server of its own set up for the WhatsApp Business Platform
// against a local stand-in of the Graph API: messages WhatsApp refused (dead) and one waiting
// through an outage are listed with WhatsApp's answer in words, the answer itself one tap away;
// Retry now (without JavaScript too) sends a dead one again, and the stand-in receives it once.
// At 320, 360 and 1280 px with the larger text: no sideways scroll, axe finds nothing; screenshots
// go to .tmp/whatsapp-outbox/ to be looked at.
import path from "node:path";
import type { Page } from "@playwright/test";
import { whatsappOutbox } from "#app/lib/db/schema.ts";
import { consoleWhatsAppCopy as words } from "#app/content/console-whatsapp.ts";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { startCloudApiStandIn, type CloudApiStandIn } from "#tests/support/whatsapp-cloud-api.ts";
import { ownPort, ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const TOKEN = "EAAGe2eoutbox" + "z".repeat(40);
const PHONE_NUMBER_ID = "100200300400500";
// Beside the server's own port, in the spec's band (own-server.ts).
const API_PORT = ownPort("whatsapp") + 50;
const hourAgo = () => new Date(Date.now() - 3600_000);
const params = (ref: string, name: string) => [name, "Heritage Walk", ref, "Saturday 10 January 2099, 7 am to 9 am", "Lalbagh Botanical Garden", "1 place", "Nothing: the event is free.", "(sent; its personal link is not kept)"];

const server = ownServer(
  "whatsapp",
  { email: "whatsapp@e2e.example.org", password: "a volunteer's long passphrase" },
  {
    env: { WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_API_URL: `http://127.0.0.1:${API_PORT}/v26.0` },
    // What a day of WhatsApp trouble leaves: a number without WhatsApp, a token that expired (dead), one waiting through an outage.
    seed: async (db) => {
      const row = (key: string, name: string, values: Partial<typeof whatsappOutbox.$inferInsert>) => ({
        dedupeKey: `event_registration:${key}:confirmed`,
        recordType: "event_registration",
        recordId: 1,
        recipient: "919845012345",
        template: "booking_confirmed",
        params: params(key, name),
        ...values,
      });
      await db.insert(whatsappOutbox).values([
        row("EVT-1796000000001-AB12CD", "Lakshmi Narayan", { status: "dead", attempts: 1, lastError: "HTTP 400 from https://graph.facebook.com/v26.0/100200300400500/messages (code 131026): (#131026) Message undeliverable: Unable to deliver the message. Reasons can include: the recipient phone number is not a WhatsApp phone number." }),
        row("EVT-1796000000002-EF34GH", "Venkatasubramanian Ramachandran", { status: "dead", attempts: 13, template: "fee_reminder", params: ["Venkatasubramanian", "₹500", "December 2026", "in cash at the centre, or ask us how to pay by bank transfer.", "(sent; its personal link is not kept)"], lastError: "HTTP 401 from https://graph.facebook.com/v26.0/100200300400500/messages (code 190): (#190) Error validating access token: Session has expired on Friday, 04-Dec-26 10:00:00 PST." }),
        row("EVT-1796000000003-IJ56KL", "Meera Rao", { status: "pending", attempts: 3, nextAttemptAt: new Date(Date.now() + 24 * 3600_000), claimedAt: hourAgo(), lastError: "HTTP 503 from https://graph.facebook.com/v26.0/100200300400500/messages (code 131000): (#131000) Something went wrong" }),
      ]);
    },
  },
);

let api: CloudApiStandIn;
test.beforeAll(async () => {
  api = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, port: API_PORT });
});
test.afterAll(async () => {
  await api.close();
});

const shots = path.resolve(".tmp/whatsapp-outbox");

/** Sideways scroll: none at any width. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("the Outbox lists WhatsApp messages not delivered, dead first, with WhatsApp's answer in words; it fits 320 px with the larger text", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
  await server.logIn(page);
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/outbox");
    const section = page.getByRole("region", { name: words.heading });
    await expect(section.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
    const rows = section.getByRole("row");
    await expect(rows).toHaveCount(4); // the header and three messages
    await expect(rows.nth(1)).toContainText("EVT-1796000000001-AB12CD");
    await expect(rows.nth(1)).toContainText(words.errors.refused.meaning);
    await expect(rows.nth(1)).toContainText("+91 98450 12345");
    await expect(rows.nth(2)).toContainText(words.errors.login.meaning);
    await expect(rows.nth(2)).toContainText("The month's membership fee reminder");
    await expect(rows.nth(3)).toContainText(words.errors.unreachable.meaning);
    await expect(section.getByRole("button", { name: /^Retry now: WhatsApp message/ })).toHaveCount(3);
    // WhatsApp's own answer, one tap away.
    await rows.nth(1).getByText(words.technical).click();
    await expect(rows.nth(1)).toContainText("(#131026) Message undeliverable");
    expect(await sideways(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, `outbox-${width}-larger.png`), fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Retry now sends a dead message again, and the stand-in receives it once", async ({ page }) => {
    await server.logIn(page);
    await page.goto("/admin/outbox");
    const section = page.getByRole("region", { name: words.heading });
    await section.getByRole("button", { name: /^Retry now: WhatsApp message, .* for EVT-1796000000001-AB12CD$/ }).click();
    await expect(page.getByRole("status")).toContainText(words.retried);
    await expect.poll(() => api.delivered.map((m) => m.params[2]), { timeout: 15_000 }).toEqual(["EVT-1796000000001-AB12CD"]);
    await page.goto("/admin/outbox");
    await expect(page.getByRole("region", { name: words.heading }).getByRole("row")).toHaveCount(3);
    // The waiting one is under its schedule (next try tomorrow); nothing else goes, and nothing twice.
    await page.waitForTimeout(6000);
    expect(api.delivered).toHaveLength(1);
  });
});
