// Owns the day cache of the public pages rendered per request: those that show the coming events (/
// and /events) and those that show what the operator edits in the console (gallery, news, stories,
// the team). What they show changes once a day in Bangalore or when the operator changes it, so each
// address is rendered once and then served from memory (about 100 renders a second against
// thousands for a stored page; docs/operations.md). The kept HTML carries placeholders where each
// response's CSP nonce and form tokens go, and finishPage() writes them into each copy sent. When
// the programme or the content changes, invalidate() starts afresh on this server; another server
// sharing the database shows the change when its copy is a minute old (PAGE_CACHE_MAX_AGE_MS). When
// a page cannot be rendered again (the database is out), the last good copy of the address is
// served instead, and the failure logged.
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { todayIso } from "#app/core/calendar.ts";
import { routerContextFor, type RequestContext } from "#app/lib/services/context.server.ts";
import { SENT_PARAM } from "#app/lib/submissions/sent-receipt.server.ts";
import { NONCE_PLACEHOLDER, finishPage } from "#app/lib/finish-page.server.ts";

/** Addresses (with their query) kept at most; others are rendered per request as before. */
const MAX_ENTRIES = 200;
/** A longer query is not a link of the site's own: rendered, never kept. */
const MAX_QUERY_LENGTH = 120;

/** How long a kept page is served, so a change made through another server shows within it (the default). */
const MAX_AGE_MS = 60_000;

type Entry = { day: string; expires: number; status: number; headers: [string, string][]; body: string };

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Forgets every kept page (the programme changed). */
  invalidate(): void;
  /** Pages rendered and pages served from memory since the start (for tests and figures). */
  stats(): { renders: number; hits: number; size: number };
};

export function createPageCache(options: {
  build: ServerBuild;
  /** The paths whose pages are kept for the day, e.g. ["/", "/events"]. */
  paths: readonly string[];
  /** And every path under these, e.g. ["/blog/"] for the operator's news posts. */
  prefixes?: readonly string[];
  /** What the route loaders are given besides the request, without the nonce (a kept page has none of its own). */
  requestContext: () => Omit<RequestContext, "cspNonce">;
  now?: () => Date;
  /** How long a kept page is served before it is rendered again. */
  maxAgeMs?: number;
  /** Where a failed render is reported (the last good copy is served instead). */
  log?: { warn: (details: object, message: string) => void };
}): PageCache {
  const handle = createRequestHandler(options.build, "production");
  const paths = new Set(options.paths);
  const prefixes = options.prefixes ?? [];
  const cacheable = (path: string) => paths.has(path) || prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
  const now = options.now ?? (() => new Date());
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const entries = new Map<string, Entry>();
  // The last page each address rendered well, whatever its age: served when rendering fails. Not
  // emptied by invalidate(), so a visitor gets the page as last shown rather than an error page.
  const lastGood = new Map<string, Entry>();
  // Several visitors arriving together for a page not yet kept wait for one render.
  const pending = new Map<string, Promise<Entry | "failed" | undefined>>();
  let renders = 0;
  let hits = 0;
  let generation = 0;

  /** The page, or "failed" (5xx: the database is out), or undefined for any other answer (rendered per request). */
  async function render(req: Request, day: string): Promise<Entry | "failed" | undefined> {
    const url = new URL(req.originalUrl, "http://cache.invalid");
    // Only what the page may depend on is passed: no cookies, no client address.
    const headers = new Headers({ accept: "text/html", "user-agent": "page-cache" });
    const startedIn = generation;
    renders++;
    const response = await handle(new Request(url, { headers }), routerContextFor({ ...options.requestContext(), cspNonce: NONCE_PLACEHOLDER, formTokensLater: true }));
    if (response.status >= 500) return "failed";
    if (response.status !== 200 || startedIn !== generation) return undefined;
    return { day, expires: now().getTime() + maxAgeMs, status: response.status, headers: [...response.headers.entries()], body: await response.text() };
  }

  function send(req: Request, res: Response, entry: Entry) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) {
      if (name !== "content-length" && name !== "content-encoding") res.set(name, value);
    }
    if (req.method === "HEAD") res.end();
    else res.send(finishPage(entry.body, { nonce: res.locals.cspNonce as string }));
  }

  return {
    middleware(req, res, next) {
      if ((req.method !== "GET" && req.method !== "HEAD") || !cacheable(req.path)) return next();
      const query = req.originalUrl.slice(req.path.length);
      // A form's answer (?sent=…, post/redirect/get) is one visitor's: rendered, never kept.
      if (query.length > MAX_QUERY_LENGTH || req.query[SENT_PARAM] !== undefined) return next();
      const day = todayIso(now());
      const key = `${req.path}${query}`;
      const kept = entries.get(key);
      if (kept && kept.day === day && now().getTime() < kept.expires) {
        hits++;
        send(req, res, kept);
        return;
      }
      if (kept || entries.size >= MAX_ENTRIES) {
        // A new day (or a full table): drop what belongs to another day first.
        for (const [k, e] of entries) if (e.day !== day) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) return next();
      }
      let waiting = pending.get(key);
      if (!waiting) {
        waiting = render(req, day).finally(() => pending.delete(key));
        pending.set(key, waiting);
      }
      const fallBack = (error: unknown, carryOn: () => void) => {
        const good = lastGood.get(key);
        if (!good) return carryOn();
        options.log?.warn(error ? { err: error, path: key } : { path: key, status: "5xx" }, "a page could not be rendered again; its last good copy is served");
        send(req, res, good);
      };
      waiting.then(
        (entry) => {
          if (entry === "failed") return fallBack(undefined, () => next());
          if (!entry) return next();
          entries.set(key, entry);
          if (lastGood.size < MAX_ENTRIES || lastGood.has(key)) lastGood.set(key, entry);
          send(req, res, entry);
        },
        (error: unknown) => fallBack(error, () => next(error)),
      );
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    stats: () => ({ renders, hits, size: entries.size }),
  };
}
