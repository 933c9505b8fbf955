// Helpers for the forms' browser journeys: find the mail a submission queued (the file transport
// writes E2E_DATA_DIR/mail/<type>_<reference>_<kind>.eml), hold a submission in flight so the
// loading state can be seen, and read a Reference ID off the page.
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { parseEml, type ParsedEml } from "./mail-eml.ts";

const REFERENCE = /REQ-\d{13}-[A-Z0-9]{6,}/;

function mailDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dir, "mail");
}

/** Waits for a mail file whose name matches, and returns it parsed. */
export async function mailFile(matches: (name: string) => boolean, what: string): Promise<ParsedEml> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        // Finished mails only: the file mailer writes a hidden .tmp file and renames it when done.
        const names = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((n) => n.endsWith(".eml") && !n.startsWith(".")) : [];
        found = names.find(matches);
        return found;
      },
      { message: what, timeout: 15_000 },
    )
    .toBeTruthy();
  return parseEml(fs.readFileSync(path.join(mailDir(), found!), "utf8"));
}

/** Waits for the operator's notification for `reference` to be written, and returns it parsed. */
export function operatorMail(reference: string): Promise<ParsedEml> {
  return mailFile((n) => n.includes(`_${reference}_`) && n.endsWith("_operator.eml"), `operator mail for ${reference}`);
}

/** Waits for the visitor's mail for `reference` (a confirmation, or a newsletter's request to confirm). */
export function visitorMail(reference: string): Promise<ParsedEml> {
  return mailFile((n) => n.includes(`_${reference}_`) && n.endsWith("_confirmation.eml"), `visitor mail for ${reference}`);
}

/** How many mail files mention `reference` (to check that nothing was sent). */
export function mailCountFor(reference: string): number {
  return fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((n) => n.includes(`_${reference}_`)).length : 0;
}

/**
 * Holds the page's requests to addresses `matches` picks (with `method`, any method without) until
 * the returned function is called; the rest go on as usual.
 */
async function holdRequests(page: Page, matches: (url: URL) => boolean, method?: string, fromScript = false): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (fromScript && route.request().resourceType() !== "fetch") return route.fallback();
    await released;
    // A request from a page that was left in the meantime has nowhere to go.
    await route.fallback().catch(() => {});
  });
  return release;
}

/**
 * Holds every form post made without a page load (an island's fetch to the page's own address,
 * app/islands/main.tsx) until the returned function is called, so a test can look at the loading state.
 */
export function holdSubmissions(page: Page): Promise<() => void> {
  return holdRequests(page, () => true, "POST", true);
}

/**
 * Holds the ordinary form posts to `pathname` (a page's own POST, as a form without React sends it)
 * until the returned function is called, so a test can look at the page while it is being sent.
 */
export function holdPosts(page: Page, pathname: string): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname === pathname, "POST");
}

/**
 * Holds the site's JavaScript files until the returned function is called: the page is on screen
 * and its forms post the ordinary way, as on a slow phone whose scripts have not arrived yet.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"));
}

/** The Reference ID shown (in bold) in a success panel. */
export async function referenceIn(panel: Locator): Promise<string> {
  const shown = panel.locator("strong").filter({ hasText: /^REQ-/ });
  await expect(shown).toHaveText(new RegExp(`^${REFERENCE.source}$`));
  return ((await shown.textContent()) ?? "").trim();
}

/** A unique e-mail address per test run, so newsletter tests never meet an earlier subscription. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

/**
 * A field by the start of its label. Labels end with "(required)" or "(optional)", and one label
 * can contain another's words ("Your message" in "What is your message about?"), so match the start.
 */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}
