// Shared Playwright fixtures for browser journeys: every page a test opens fails the test on an
// unexpected console error or uncaught exception, and on any request to another host while the
// site is in use (the site promises no third-party requests; only a visitor's click may leave it).
import { test as base, expect, type Page } from "@playwright/test";

export type PageGuard = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 resource). */
  allowConsole(pattern: RegExp): void;
  /** Requests to other hosts seen so far. */
  foreignRequests(): string[];
};

export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const errors: string[] = [];
      const foreign: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      // Nothing may actually leave the machine during tests.
      await page.route(
        (url) => url.origin !== origin && url.protocol.startsWith("http"),
        (route) => route.abort(),
      );
      await use({
        allowConsole: (pattern) => allowed.push(pattern),
        foreignRequests: () => [...foreign],
      });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "unexpected console errors").toEqual([]);
      expect(foreign, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The sticky header's bottom edge, in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  return page
    .locator("body > header, header.sticky")
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
}
