// Shared Playwright fixtures for browser journeys: every page a test opens fails the test on an
// unexpected console error or uncaught exception, and on any request to another host while the
// site is in use (the site promises no third-party requests; only a visitor's click may leave it).
import {
  test as playwrightsTest,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type Request,
  type TestType,
} from "@playwright/test";

export type PageGuard = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 resource). */
  allowConsole(pattern: RegExp): void;
  /** Requests to other hosts seen so far. */
  foreignRequests(): string[];
  /** Requests to another host matching this are expected (the console's WhatsApp button opens wa.me, which the test answers itself). */
  allowHost(pattern: RegExp): void;
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
  if (selector) await afterNextFrame(page);
}

/**
 * Waits for the page's next frame and a task after it: what the frame's observers (a resize, an
 * element's new size) started has run, and a React update they asked for has been committed.
 */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Playwright's test with the context options it works out for each test (config, project and
 * `test.use` merged): its internal `_combinedContextOptions` fixture, which its own `context`
 * fixture is made from. Named here so the kept tab below is made with exactly the same options.
 */
const base = playwrightsTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/** A worker's browser context and its tab, kept for the next test with the same context options. */
type KeptTab = { key: string; context: BrowserContext; page: Page };

const withKeptTab = base.extend<{}, { keptTab: { current?: KeptTab } }>({
  // One context and tab per worker, kept from test to test while the tests' context options stay
  // the same, and put back after each test by the `context` fixture below. Playwright's own reuse
  // (reuseContext) puts back more than these tests change, and pays for it on every test: it loads
  // every origin the test visited again, with a script in it, to clear its storage, and drops the
  // browser's cache (about 0.8 CPU seconds a test on the test machine; decision 034).
  keptTab: [
    async ({}, use) => {
      const holder: { current?: KeptTab } = {};
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: "worker" },
  ],
  context: async ({ browser, keptTab, _combinedContextOptions: options }, use, testInfo) => {
    const key = JSON.stringify(options);
    if (keptTab.current && keptTab.current.key !== key) {
      await keptTab.current.context.close();
      keptTab.current = undefined;
    }
    if (!keptTab.current) {
      const context = await browser.newContext(options);
      keptTab.current = { key, context, page: await context.newPage() };
    }
    const { context, page } = keptTab.current;
    const undo = trackChanges(context, page, options);
    await use(context);
    // Kept only if the test passed and changed nothing that cannot be put back cheaply (a clock,
    // an exposed function, permissions, emulated media, a closed tab...): otherwise the next test
    // gets a new context, as every test once did.
    const kept = testInfo.status === testInfo.expectedStatus && !undo.changedForGood() && !page.isClosed() && (await undo.putBack().then(() => true, () => false));
    if (!kept) {
      keptTab.current = undefined;
      await context.close().catch(() => {});
    }
  },
  page: async ({ keptTab, context }, use) => {
    void context; // the kept tab is readied by the context fixture
    await use(keptTab.current!.page);
  },
});

export const test = withKeptTab.extend<{ guard: PageGuard }>({
  // What the guard below was told to allow; a test that takes no page (an HTTP request only) gets
  // no browser tab either, nor its clean-up afterwards (docs/testing.md).
  guard: async ({}, use) => {
    const allowed: RegExp[] = [];
    const foreign: string[] = [];
    const hosts: RegExp[] = [];
    const guard: GuardState = {
      allowed,
      foreign,
      hosts,
      allowConsole: (pattern) => void allowed.push(pattern),
      foreignRequests: () => [...foreign],
      allowHost: (pattern) => void hosts.push(pattern),
    };
    await use(guard);
  },
  // Every page a test opens fails the test on an unexpected console error or uncaught exception,
  // and on any request to another host. page.goto and page.reload return once the page has loaded
  // and, with JavaScript on, hydrated (see hydrated()).
  page: async ({ page, javaScriptEnabled, baseURL, guard }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const { allowed, foreign, hosts } = guard as GuardState;
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
      if (new URL(url).origin !== origin && !hosts.some((p) => p.test(url))) foreign.push(url);
    };
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    page.on("request", onRequest);
    // The tab is kept for the next test: goto, reload and the listeners are put back when it ends.
    const { goto, reload } = page;
    page.goto = async (url, options) => {
      const response = await goto.call(page, url, options);
      if (javaScriptEnabled) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload.call(page, options);
      if (javaScriptEnabled) await hydrated(page);
      return response;
    };
    await use(page);
    page.goto = goto;
    page.reload = reload;
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("request", onRequest);
    const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
    expect(unexpected, "unexpected console errors").toEqual([]);
    expect(foreign, "requests to other hosts").toEqual([]);
  },
});

/**
 * Watches what a test does to the kept context and tab, and puts back what can be put back:
 * extra tabs closed, routes and init scripts removed, listeners the test added taken off, the tab
 * taken to a page of the site with no script, storage, cookies and the browser's cache cleared, the
 * mouse moved off the page and the viewport set back to the options'.
 */
function trackChanges(context: BrowserContext, page: Page, options: BrowserContextOptions) {
  const disposables: { dispose(): Promise<void> }[] = [];
  const origins = new Set<string>();
  let changedForGood = false;
  const onNavigated = (frame: import("@playwright/test").Frame) => {
    const url = frame.url();
    if (/^https?:/.test(url)) origins.add(new URL(url).origin);
  };
  // The client's Page is an event emitter; its typings leave these two out.
  const emitter = page as unknown as { eventNames(): string[]; rawListeners(name: string): unknown[]; off(name: string, listener: unknown): void };
  const listenersBefore = new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));
  const onPage = (other: Page) => other.on("framenavigated", onNavigated);
  page.on("framenavigated", onNavigated);
  context.on("page", onPage);
  const restore: (() => void)[] = [];
  type Method = (...args: unknown[]) => unknown;
  /** Replaces a method of the tab or context for this test; the original is put back at the end. */
  const around = (target: object, name: string, wrap: (original: Method) => Method) => {
    const methods = target as Record<string, Method>;
    const original = methods[name]!;
    methods[name] = wrap((...args) => original.apply(target, args));
    restore.push(() => (methods[name] = original));
  };
  /** Calling this marks the context as changed for good. */
  const forGood = (target: object, name: string) =>
    around(target, name, (original) => (...args) => {
      changedForGood = true;
      return original(...args);
    });
  for (const target of [page, context]) {
    for (const name of ["exposeFunction", "exposeBinding", "setExtraHTTPHeaders", "routeFromHAR", "routeWebSocket"]) forGood(target, name);
    // An init script's answer is a disposable, disposed at the end.
    around(target, "addInitScript", (original) => async (...args) => {
      const script = (await original(...args)) as { dispose(): Promise<void> };
      disposables.push(script);
      return script;
    });
  }
  for (const name of ["grantPermissions", "setOffline", "setGeolocation", "setHTTPCredentials"]) forGood(context, name);
  for (const name of ["emulateMedia", "setDefaultTimeout", "setDefaultNavigationTimeout"]) forGood(page, name);
  for (const name of ["install", "setFixedTime", "setSystemTime"]) forGood(page.clock, name);
  return {
    changedForGood: () => changedForGood,
    async putBack() {
      for (const undo of restore) undo();
      page.off("framenavigated", onNavigated);
      context.off("page", onPage);
      for (const name of emitter.eventNames()) {
        const before = listenersBefore.get(name);
        for (const listener of emitter.rawListeners(name)) if (!before?.has(listener)) emitter.off(name, listener);
      }
      for (const other of context.pages()) if (other !== page) await other.close();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await context.unrouteAll({ behavior: "ignoreErrors" });
      for (const script of disposables) await script.dispose();
      // Off the test's page before its storage is cleared (a page may save what was typed as it
      // goes), to a page of the same site with no script: about:blank would cost the next test a
      // new renderer process (about 0.5 CPU seconds a test on the test machine).
      const url = page.url();
      if (/^https?:/.test(url)) await page.goto(new URL("/robots.txt", url).href);
      const cdp = await context.newCDPSession(page);
      try {
        for (const origin of origins) {
          await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
          // Session storage belongs to the tab, not the origin's data.
          await cdp.send("DOMStorage.clear", { storageId: { securityOrigin: origin, isLocalStorage: false } });
        }
        await cdp.send("Network.clearBrowserCache");
      } finally {
        await cdp.detach();
      }
      await context.clearCookies();
      await page.mouse.move(-1, -1);
      const viewport = page.viewportSize();
      if (options.viewport && (viewport?.width !== options.viewport.width || viewport.height !== options.viewport.height)) await page.setViewportSize(options.viewport);
    },
  };
}

/** The guard as the page fixture sees it: what was allowed, and what went to other hosts. */
type GuardState = PageGuard & { allowed: RegExp[]; foreign: string[]; hosts: RegExp[] };

export { expect };

/** The sticky header's bottom edge, in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  return page
    .locator("body > header, header.sticky")
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
}

/**
 * `list` in groups of `size`, in order: a spec that visits many pages makes a test of each group,
 * so the two workers share them and each test pays its tab's clean-up once for several pages.
 */
export function inGroupsOf<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}
