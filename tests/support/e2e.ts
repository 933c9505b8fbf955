// Shared Playwright fixtures for browser journeys: every page a test opens fails the test on an
// unexpected console error or uncaught exception, and on any request to another host while the
// site is in use (the site promises no third-party requests; only a visitor's click may leave it).
import { test as base, expect, type ConsoleMessage, type Page, type Request } from "@playwright/test";

export type PageGuard = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 resource). */
  allowConsole(pattern: RegExp): void;
  /** Requests to other hosts seen so far. */
  foreignRequests(): string[];
};

/**
 * Waits until the page's controls answer: React has hydrated it, on a page it runs on (the root
 * layout, or app/islands/main.tsx once every island is hydrated, then sets <html data-hydrated>), and the enhancements have started, on a page that loads
 * them (app/enhance/main.ts sets <html data-enhanced>). Until then a click on a JavaScript-only
 * control (the Offerings toggle, a carousel button) does nothing, as it would for a visitor on a
 * slow phone; tests wait as that visitor would. Pages with neither (XML, plain text) are ready.
 * With a selector, waits for that element to be React's (a part whose code loads later). Such parts
 * load as the visitor nears them, so the element is first scrolled into view, as a visitor would.
 */
export async function hydrated(page: Page, selector?: string): Promise<void> {
  if (selector) await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => {
      const isReacts = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__react"));
      if (selector) return isReacts(document.querySelector(selector));
      const root = document.documentElement;
      // React Router's document (the console), or a page with islands (the public forms).
      const hasReact = "__reactRouterContext" in window || document.querySelector("[data-island]") !== null;
      const react = !hasReact || root.dataset.hydrated === "true";
      const enhanced = !document.querySelector('script[src*="/enhance"]') || root.dataset.enhanced === "true";
      return react && enhanced;
    },
    selector,
    { timeout: 15_000 },
  );
  // A part's elements are React's as it hydrates; its handlers answer once that is committed.
  if (selector) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

export const test = base.extend<{ guard: PageGuard }>({
  // What the guard below was told to allow; a test that takes no page (an HTTP request only) gets
  // no browser tab either: readying one costs about two page loads of CPU (docs/testing.md).
  guard: async ({}, use) => {
    const allowed: RegExp[] = [];
    const foreign: string[] = [];
    const guard: GuardState = { allowed, foreign, allowConsole: (pattern) => void allowed.push(pattern), foreignRequests: () => [...foreign] };
    await use(guard);
  },
  // Every page a test opens fails the test on an unexpected console error or uncaught exception,
  // and on any request to another host. page.goto and page.reload return once the page has loaded
  // and, with JavaScript on, hydrated (see hydrated()).
  page: async ({ page, javaScriptEnabled, baseURL, guard }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const { allowed, foreign } = guard as GuardState;
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
    // Nothing can actually leave the machine: the browser resolves no other host and sends the rest
    // to a closed port (offlineChromiumFlags in scripts/lib/chromium.ts); this records the attempt.
    const onRequest = (request: Request) => {
      const url = request.url();
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== origin) foreign.push(url);
    };
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    page.on("request", onRequest);
    // The tab is reused by the next test (reuseContext in playwright.config.ts): wrap Playwright's own
    // goto and reload, not the last test's wrappers, and take this test's listeners off when it ends.
    const own = originals.get(page) ?? { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    originals.set(page, own);
    const { goto, reload } = own;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled) await hydrated(page);
      return response;
    };
    await use(page);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("request", onRequest);
    const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
    expect(unexpected, "unexpected console errors").toEqual([]);
    expect(foreign, "requests to other hosts").toEqual([]);
  },
});

/** Playwright's own goto and reload of a tab, before the fixture above wrapped them. */
const originals = new WeakMap<Page, Pick<Page, "goto" | "reload">>();
/** The guard as the page fixture sees it: what was allowed, and what went to other hosts. */
type GuardState = PageGuard & { allowed: RegExp[]; foreign: string[] };

export { expect };

/** The sticky header's bottom edge, in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  return page
    .locator("body > header, header.sticky")
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
}
