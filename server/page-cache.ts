// Owns the day cache of the public pages rendered per request: those that show the coming events (/
// and /events) and those that show what the operator edits in the console (gallery, news, stories,
// the team). What they show changes once a day in Bangalore or when the operator changes it, so each
// address is rendered once and then served from memory (about 100 renders a second against
// thousands for a stored page; docs/operations.md). A kept page is compressed once and each copy
// gets only its own form tokens at its end (server/kept-page.ts); a page whose copies differ
// elsewhere keeps its placeholders and finishPage() writes them into each copy sent. When
// the programme or the content changes, invalidate() starts afresh on this server; another server
// sharing the database shows the change when its copy is a minute old (PAGE_CACHE_MAX_AGE_MS): the
// copy past that age is still sent while one render makes the next (nobody waits for it), so the
// change shows a render later. When a page cannot be rendered again (the database is out), the last
// good copy of the address is served instead, and the failure logged.
//
// What a stranger sends cannot fill it or push a page out: an address is kept under its
// path and the query values its page reads (pageKey: /about?fill=1 is /about), the copies are
// bounded in number and bytes with the least recently used out first, and the pages' bare paths
// (/, /events, …) are never evicted.
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { todayIso } from "#app/core/calendar.ts";
import type { QueryReads } from "#app/content/public-pages.ts";
import { BoundedLru } from "#app/lib/bounded-lru.ts";
import { routerContextFor, type RequestContext } from "#app/lib/services/context.server.ts";
import { SENT_PARAM } from "#app/lib/submissions/sent-receipt.server.ts";
import { NONCE_PLACEHOLDER } from "#app/lib/finish-page.server.ts";
import { keepPage, sendKept, type KeptPage } from "./kept-page.ts";

/** Pages kept at most (each address with the query values that change it is one). */
const MAX_ENTRIES = 200;
/** Bytes of HTML kept at most (a page is 30–120 KB). */
const MAX_BYTES = 16 * 1024 * 1024;

/** How long a kept page is served, so a change made through another server shows within it (the default). */
const MAX_AGE_MS = 60_000;

type Entry = { day: string; expires: number; generation: number; status: number; headers: [string, string][]; page: KeptPage; bytes: number };

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * Sends the kept copy of the page asked for when it is fresh and compressed once (only its tail
   * made per answer), and says so; otherwise sends nothing and returns false (the middleware then
   * renders, waits or passes on, as ever).
   */
  sendFresh(req: Request, res: Response): boolean;
  /** Forgets every kept page (the programme changed): each is rendered again before it is served, and served only if that fails. */
  invalidate(): void;
  /** Pages rendered and pages served from memory since the start, and what is kept now (for tests and figures). */
  stats(): { renders: number; hits: number; size: number; bytes: number; keys: string[] };
};

const EMPTY_QUERY = new URLSearchParams();

/** A page the cache keeps: its path and what it reads from its query. */
export type CachedPage = { path: string; reads?: QueryReads };

/**
 * The key of an address: its path, and of its query only the parameters the page reads with values
 * that change it, in a fixed order (the first value of each, as the page reads it). Everything else
 * an address carries shows the same page, so it makes no entry of its own.
 */
export function pageKey(path: string, query: URLSearchParams, reads: QueryReads = {}): string {
  const kept = new URLSearchParams();
  for (const name of Object.keys(reads).sort()) {
    const value = query.get(name);
    if (value !== null && reads[name]!(value)) kept.set(name, value);
  }
  return kept.size === 0 ? path : `${path}?${kept}`;
}

export function createPageCache(options: {
  /** The server build whose pages are kept; or `handler`, what renders them instead (tests). */
  build?: ServerBuild;
  handler?: (request: globalThis.Request, context: RouterContextProvider) => Promise<globalThis.Response>;
  /** The pages kept for the day, e.g. [{ path: "/" }, { path: "/events", reads: { category: … } }]. */
  pages: readonly CachedPage[];
  /** And every path under these, e.g. ["/blog/"] for the operator's news posts (which read no query). */
  prefixes?: readonly string[];
  /** What the route loaders are given besides the request, without the nonce (a kept page has none of its own). */
  requestContext: () => Omit<RequestContext, "cspNonce">;
  now?: () => Date;
  /** How long a kept page is served before it is rendered again. */
  maxAgeMs?: number;
  /** The bounds (MAX_ENTRIES, MAX_BYTES unless given). */
  maxEntries?: number;
  maxBytes?: number;
  /** Where a failed render is reported (the last good copy is served instead). */
  log?: { warn: (details: object, message: string) => void };
}): PageCache {
  if (!options.handler && !options.build) throw new Error("createPageCache needs a build or a handler");
  const handle = options.handler ?? createRequestHandler(options.build!, "production");
  const pages = new Map(options.pages.map((page) => [page.path, page.reads ?? {}]));
  const prefixes = options.prefixes ?? [];
  const readsOf = (path: string): QueryReads | undefined =>
    pages.get(path) ?? (prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length) ? {} : undefined);
  const now = options.now ?? (() => new Date());
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  // One copy per key, least recently used out first: the copy served while fresh, and the last good
  // one, whatever its age, when rendering it again fails (the database is out). The pages' bare
  // paths (/, /events, …) are pinned: however many other addresses are asked for, they stay.
  const kept = new BoundedLru<Entry>({
    maxEntries: options.maxEntries ?? MAX_ENTRIES,
    maxBytes: options.maxBytes ?? MAX_BYTES,
    sizeOf: (entry) => entry.bytes,
    pinned: (key) => pages.has(key),
  });
  // Several visitors arriving together for a page not yet kept wait for one render.
  const pending = new Map<string, Promise<Entry | "failed" | undefined>>();
  let renders = 0;
  let hits = 0;
  let generation = 0;

  /** The page, or "failed" (5xx: the database is out), or undefined for any other answer (rendered per request). */
  async function render(key: string, day: string): Promise<Entry | "failed" | undefined> {
    // Rendered for its key, not the address asked for: only what the page may depend on is passed
    // (no cookies, no client address, no query it does not read).
    const headers = new Headers({ accept: "text/html", "user-agent": "page-cache" });
    const startedIn = generation;
    renders++;
    const response = await handle(
      new Request(new URL(key, "http://cache.invalid"), { headers }),
      routerContextFor({ ...options.requestContext(), cspNonce: NONCE_PLACEHOLDER, formTokensLater: true }),
    );
    if (response.status >= 500) return "failed";
    if (response.status !== 200 || startedIn !== generation) return undefined;
    const page = await keepPage(await response.text());
    if (startedIn !== generation) return undefined;
    const entryHeaders = [...response.headers.entries()];
    const bytes = page.bytes + entryHeaders.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    return { day, expires: now().getTime() + maxAgeMs, generation: startedIn, status: response.status, headers: entryHeaders, page, bytes };
  }

  function send(req: Request, res: Response, entry: Entry) {
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) {
      if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
    }
    sendKept(req, res, entry.page);
  }

  // Today in Bangalore, worked out again when the clock has moved to another second (the calendar's
  // time-zone arithmetic for every answer was a twentieth of sending a kept page).
  let today = { second: Number.NaN, day: "" };
  const dayAt = (time: Date) => {
    const second = Math.floor(time.getTime() / 1000);
    if (second !== today.second) today = { second, day: todayIso(time) };
    return today.day;
  };

  /** The address's key and today, or undefined when the address is not one the cache keeps. */
  /**
   * The address's key and today, and its kept copy: `copy` when fresh; `stale` when only older than
   * maxAgeMs (still today's, and nothing changed on this server since it was rendered).
   */
  function lookUp(req: Request): { key: string; day: string; copy?: Entry; stale?: Entry } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const reads = readsOf(req.path);
    // A form's answer (?sent=…, post/redirect/get) is one visitor's: rendered, never kept.
    if (!reads || req.query[SENT_PARAM] !== undefined) return undefined;
    const at = req.originalUrl.indexOf("?");
    const key = at === -1 ? pageKey(req.path, EMPTY_QUERY, reads) : pageKey(req.path, new URLSearchParams(req.originalUrl.slice(at + 1)), reads);
    const time = now();
    const day = dayAt(time);
    const copy = kept.get(key);
    if (!copy || copy.day !== day || copy.generation !== generation) return { key, day };
    return time.getTime() < copy.expires ? { key, day, copy } : { key, day, stale: copy };
  }

  /** Renders the page for `key` unless a render of it is under way, and keeps it; the one promise for all who wait. */
  function renderOnce(key: string, day: string): Promise<Entry | "failed" | undefined> {
    let waiting = pending.get(key);
    if (!waiting) {
      waiting = render(key, day)
        .then((entry) => {
          if (entry && entry !== "failed") kept.set(key, entry);
          return entry;
        })
        .finally(() => pending.delete(key));
      pending.set(key, waiting);
    }
    return waiting;
  }

  const couldNotRender = (key: string, error?: unknown) =>
    options.log?.warn(error ? { err: error, path: key } : { path: key, status: "5xx" }, "a page could not be rendered again; its last good copy is served");

  return {
    sendFresh(req, res) {
      const copy = lookUp(req)?.copy;
      if (!copy || copy.page.kind !== "fixed") return false;
      hits++;
      send(req, res, copy);
      return true;
    },
    middleware(req, res, next) {
      const found = lookUp(req);
      if (!found) return next();
      const { key, day, copy, stale } = found;
      if (copy) {
        hits++;
        send(req, res, copy);
        return;
      }
      // A copy only older than the age limit (kept so that a change made through another server
      // shows) is sent while the page is rendered again: the crowd on a page does not wait for a
      // render every minute. A copy of another day, or from before a change here, is never sent.
      if (stale) {
        hits++;
        // The request that starts the render reports its failure, once.
        if (!pending.has(key)) {
          renderOnce(key, day).then(
            (entry) => void (entry === "failed" && couldNotRender(key)),
            (error: unknown) => void couldNotRender(key, error),
          );
        }
        send(req, res, stale);
        return;
      }
      const fallBack = (error: unknown, carryOn: () => void) => {
        const good = kept.get(key);
        if (!good) return carryOn();
        couldNotRender(key, error);
        send(req, res, good);
      };
      renderOnce(key, day).then(
        (entry) => {
          if (entry === "failed") return fallBack(undefined, () => next());
          if (!entry) return next();
          send(req, res, entry);
        },
        (error: unknown) => fallBack(error, () => next(error)),
      );
    },
    invalidate() {
      generation++;
    },
    stats: () => ({ renders, hits, size: kept.size, bytes: kept.bytes, keys: [...kept.keys()] }),
  };
}
