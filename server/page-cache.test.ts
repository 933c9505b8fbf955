// The page cache against what a stranger sends: query strings a page does not read
// make no entry, the cache is bounded in entries and bytes, and however many addresses are asked for,
// the home page and the other bare paths stay.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "#app/content/public-pages.ts";
import { createPageCache, pageKey, type PageCache } from "./page-cache.ts";

const cachedPages = publicPages.filter((p) => !p.prerender);
const reads = (path: string) => cachedPages.find((p) => p.path === path)?.reads;

describe("pageKey", () => {
  it("keeps only the parameters a page reads, with values that change it, in a fixed order", () => {
    const key = (address: string) => {
      const url = new URL(address, "http://x");
      return pageKey(url.pathname, url.searchParams, reads(url.pathname));
    };
    expect(key("/about?fill=1")).toBe("/about");
    expect(key("/?utm_source=mail&fbclid=abc")).toBe("/");
    expect(key("/events?month=2026-12&category=wellness&x=1")).toBe("/events?category=wellness&month=2026-12");
    expect(key("/events?category=wellness&month=2026-12")).toBe("/events?category=wellness&month=2026-12");
    expect(key("/events?category=nonsense&month=2026-13")).toBe("/events");
    expect(key("/events?category=wellness&category=outing")).toBe("/events?category=wellness");
    // One programme's sessions are a page of their own; a key of no offering page is not.
    expect(key("/events?programme=health-wellness%2Fmeditation&month=2026-12")).toBe("/events?month=2026-12&programme=health-wellness%2Fmeditation");
    expect(key("/events?programme=nowhere%2Fmeditation")).toBe("/events");
    expect(key("/events?programme=health-wellness%2F..%2Fx")).toBe("/events");
    expect(key("/gallery?category=yoga")).toBe("/gallery?category=yoga");
    expect(key("/gallery?category=wellness")).toBe("/gallery");
    expect(key("/blog?category=technology&page=2")).toBe("/blog?category=technology");
    expect(key("/blog/healthy-eating-seniors?ref=x")).toBe("/blog/healthy-eating-seniors");
  });
});

describe("the page cache under a flood of addresses", () => {
  let server: http.Server;
  let base: string;
  let cache: PageCache;
  const rendered: string[] = [];
  let failing = false;

  beforeAll(async () => {
    cache = createPageCache({
      // Stands in for the React Router build: a page of 40 KB naming the address it was rendered for.
      handler: async (request) => {
        const url = new URL(request.url);
        rendered.push(`${url.pathname}${url.search}`);
        if (failing) return new Response("database out", { status: 503 });
        const status = url.pathname.startsWith("/blog/no-such-post") ? 404 : 200;
        return new Response(`<!doctype html><title>${url.pathname}${url.search}</title>${"x".repeat(40_000)}`, { status, headers: { "Content-Type": "text/html" } });
      },
      pages: cachedPages,
      prefixes: ["/blog/"],
      requestContext: () => ({ services: {} as never, clientIp: "page-cache" }),
      maxEntries: 50,
      maxBytes: 1024 * 1024,
    });
    const app = express();
    app.use((_req, res, next) => ((res.locals.cspNonce = "n"), next()));
    app.use(cache.middleware);
    app.use((_req, res) => res.status(299).send("rendered per request"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, title: /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] };
  };

  it("makes no entry for a query the page does not read: 1,000 of them are one render", async () => {
    expect(await get("/about")).toEqual({ status: 200, title: "/about" });
    for (let i = 0; i < 1000; i++) expect(await get(`/about?fill=${i}`)).toEqual({ status: 200, title: "/about" });
    expect(rendered.filter((r) => r.startsWith("/about"))).toEqual(["/about"]);
    expect(cache.stats().keys).toEqual(["/about"]);
  });

  it("keeps the home page and the bare paths however many distinct pages are asked for, within its bounds", async () => {
    for (const page of cachedPages) await get(page.path);
    const before = rendered.length;
    // 1,000 addresses that each are a page of their own (a month of the calendar) or no page at all.
    for (let i = 0; i < 500; i++) {
      await get(`/events?month=${String(1000 + i)}-0${1 + (i % 9)}`);
      expect((await get(`/blog/no-such-post-${i}`)).status).toBe(299);
    }
    const { size, bytes, keys } = cache.stats();
    expect(size).toBeLessThanOrEqual(50);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    for (const page of cachedPages) expect(keys, page.path).toContain(page.path);
    const renders = rendered.length;
    expect(renders - before).toBe(1000);
    // Served from memory, not rendered again.
    for (const page of cachedPages) expect((await get(page.path)).title).toBe(page.path);
    expect(rendered.length).toBe(renders);
    expect(cache.stats().hits).toBeGreaterThanOrEqual(1000 + cachedPages.length);
  });

  it("renders a page again after a change, and serves its last good copy when that fails", async () => {
    await get("/");
    const renders = rendered.length;
    cache.invalidate();
    failing = true;
    expect(await get("/")).toEqual({ status: 200, title: "/" });
    failing = false;
    expect(rendered.length).toBe(renders + 1);
    expect(await get("/")).toEqual({ status: 200, title: "/" });
    expect(rendered.length).toBe(renders + 2);
  });

  it("still keeps what a page reads: each category is its own copy", async () => {
    expect((await get("/events?category=wellness&junk=1")).title).toBe("/events?category=wellness");
    expect((await get("/events?junk=2&category=wellness")).title).toBe("/events?category=wellness");
    expect(rendered.filter((r) => r === "/events?category=wellness")).toHaveLength(1);
  });
});

describe("a kept copy past its age", () => {
  let server: http.Server;
  let base: string;
  let cache: PageCache;
  let clock = Date.parse("2026-12-01T06:00:00Z");
  let version = 1;
  let renders = 0;
  // A render waits for this when set: the test decides when it ends.
  let gate: Promise<void> | undefined;

  beforeAll(async () => {
    cache = createPageCache({
      handler: async () => {
        renders++;
        const rendering = version;
        await gate;
        return new Response(`<!doctype html><title>v${rendering}</title>`, { status: 200, headers: { "Content-Type": "text/html" } });
      },
      pages: cachedPages,
      requestContext: () => ({ services: {} as never, clientIp: "page-cache" }),
      now: () => new Date(clock),
      maxAgeMs: 60_000,
    });
    const app = express();
    app.use((_req, res, next) => ((res.locals.cspNonce = "n"), next()));
    // As the server has it: a fresh copy sent at once, anything else through the middleware.
    app.use((req, res, next) => (cache.sendFresh(req, res) ? undefined : next()));
    app.use(cache.middleware);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const title = async (signal?: AbortSignal) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}/events`, { signal })).text())?.[1];
  /** Lets a render through once the test has looked at what was answered meanwhile. */
  const hold = () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    return () => {
      gate = undefined;
      open();
    };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("is sent while one render makes the next: nobody waits for it", async () => {
    expect(await title()).toBe("v1");
    expect(renders).toBe(1);
    clock += 61_000;
    version = 2;
    const release = hold();
    // The render under way does not hold the answers back, and starts no other.
    expect(await title(AbortSignal.timeout(2_000))).toBe("v1");
    expect(await title(AbortSignal.timeout(2_000))).toBe("v1");
    expect(renders).toBe(2);
    release();
    await settled();
    expect(await title()).toBe("v2");
    expect(renders).toBe(2);
  });

  it("is never sent after a change on this server, nor on another day: those answers wait for the render", async () => {
    for (const change of [() => cache.invalidate(), () => void (clock += 24 * 60 * 60_000)]) {
      version++;
      change();
      const release = hold();
      let answered: string | undefined;
      const answer = title().then((t) => (answered = t));
      await settled();
      expect(answered).toBeUndefined();
      release();
      await answer;
      expect(answered).toBe(`v${version}`);
    }
  });
});
