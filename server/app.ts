// Owns the HTTP layer: security headers, compression, static and prerendered files, health, and the
// React Router request handler. Services (database, dispatcher) are created by the caller.
import fs from "node:fs";
import path from "node:path";
import express, { type Request, type Response, type NextFunction } from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { publicPages } from "#app/content/public-pages.ts";
import { MEDIA_FORM_OVERHEAD_BYTES, MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { GALLERY_UPLOAD_MAX_BYTES } from "#app/lib/media/upload.server.ts";
import { IMPORT_MAX_BYTES } from "#app/lib/fees/import.server.ts";
import { createPhotoServer } from "#app/lib/media/serve.server.ts";
import { finishPage } from "#app/lib/finish-page.server.ts";
import { createPageCache } from "./page-cache.ts";
import { keepPage, sendKept, type KeptPage } from "./kept-page.ts";
import { refuseMalformedAddresses, tooLargeImportPage, tooLargePhotoPage } from "./refusals.ts";
import { securityHeaders } from "./security-headers.ts";
import { withSiteUrl } from "#app/lib/site-url.server.ts";

export type AppOptions = {
  services: Services;
  /** The server build, or a function that loads it per request (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in dev (Vite serves assets). */
  clientDir?: string;
  /** Extra middleware placed before the routes (Vite's dev middleware). */
  before?: express.RequestHandler[];
};

/** Largest form post accepted; anything bigger is answered 413 before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
/** The console's upload forms (and their React Router data requests) may send a photo: up to this. */
const UPLOAD_BODY_BYTES = MEDIA_MAX_BYTES + MEDIA_FORM_OVERHEAD_BYTES;
/** The gallery's upload takes several photos at once: up to this in all. */
const GALLERY_UPLOAD_BODY_BYTES = GALLERY_UPLOAD_MAX_BYTES + MEDIA_FORM_OVERHEAD_BYTES;

/** The paper register's import (/admin/register/import) takes a CSV of up to 2,000 members, and posts it back to import it: up to this. */
const IMPORT_BODY_BYTES = IMPORT_MAX_BYTES + MAX_BODY_BYTES;
const isImportPage = (path: string) => path === "/admin/register/import" || path === "/admin/register/import.data";

/**
 * The console pages whose forms may send a photo (the library, the gallery, a story's and a team
 * member's forms, new or edited), and how large a post each takes. `back` is the page itself, for
 * the too-large page's link: the path matched against these fixed patterns (digits for an id).
 */
function uploadPageOf(path: string): { back: string; bytes: number; several: boolean } | undefined {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  if (page === "/admin/gallery") return { back: page, bytes: GALLERY_UPLOAD_BODY_BYTES, several: true };
  if (page === "/admin/media" || /^\/admin\/(stories|team)(\/[1-9]\d{0,9})?$/.test(page)) return { back: page, bytes: UPLOAD_BODY_BYTES, several: false };
  return undefined;
}

export function createApp({ services, build, clientDir, before = [] }: AppOptions) {
  const { env, log } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(securityHeaders({ development: env.NODE_ENV === "development", https: env.PUBLIC_SITE_URL.startsWith("https://") }));
  app.use(refuseMalformedAddresses(log));

  // The pages kept in memory: prerendered by the build, or rendered once and kept by the day cache.
  const files = clientDir ? prerendered(clientDir, env.PUBLIC_SITE_URL) : undefined;
  // The pages rendered per request because they show the coming events, kept for the day.
  const pageCache =
    clientDir && typeof build !== "function"
      ? createPageCache({
          build,
          pages: publicPages.filter((p) => !p.prerender),
          prefixes: ["/blog/"],
          requestContext: () => ({ services, clientIp: "page-cache" }),
          maxAgeMs: services.env.PAGE_CACHE_MAX_AGE_MS,
          log: services.log,
        })
      : undefined;
  if (pageCache) {
    app.locals.pageCache = pageCache;
    services.pages.onChange(() => pageCache.invalidate());
  }
  // A kept page whose bytes are ready (compressed once) is sent here, once the answer has its
  // security headers and the address is known to be one: compression, the photos, the body limit
  // and the routes below have nothing to do for it. Anything else (a page not kept yet, a copy too
  // old, a form's answer, a POST) goes on below, where these same middlewares send it when ready.
  if (files || pageCache) {
    app.use((req, res, next) => {
      if (files?.sendReady(req, res) || pageCache?.sendFresh(req, res)) return;
      next();
    });
  }
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(services.database.ping(), 3_000);
      res.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed: database unreachable");
      res.status(503).json({ status: "unavailable", database: services.database.kind, error: "database unreachable" });
    }
  });

  // Photos of the media library, from the database (kept in memory while popular). A change in
  // the console empties the memory, so a deleted photo stops being sent at once.
  const photos = createPhotoServer({ db: services.db, log });
  services.pages.onChange(() => photos.forget());
  app.use(photos.middleware);

  app.use(bodyLimit);

  for (const middleware of before) app.use(middleware);

  if (clientDir) {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", redirect: false, index: false }),
    );
  }
  if (files) app.use(files.middleware);
  if (pageCache) app.use(pageCache.middleware);
  // The build's other files (icons, the manifest, illustrations), after the pages, which no file
  // shadows: a page from memory is not first looked for on disk.
  if (clientDir) app.use(express.static(clientDir, { maxAge: "1h", redirect: false, index: false }));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) =>
        routerContextFor({
          services,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
          // "close" follows the last byte of the answer (or the client leaving): work started then
          // cannot change how long the answer took.
          afterResponse: (work) => void res.once("close", () => void work()),
        }),
    }),
  );
  return app;
}

/**
 * Refuses a request body before a byte of it is read. Actions read bodies with
 * request.formData(), which has no limit of its own, and React Router runs an action for any
 * method but GET and HEAD, so every such method is checked, not only POST:
 * - a declared length over MAX_BODY_BYTES: 413;
 * - no declared length (Transfer-Encoding: chunked), which could be any size: 411. Browsers
 *   always send a form (urlencoded or multipart) with its length, so no visitor meets this.
 * "Connection: close" spares the server reading and discarding the rest of the refused body.
 */
function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  // Forms post; nothing on this site is changed by PUT, PATCH or DELETE (React Router would run
  // the form actions for them), so they are refused outright.
  if (req.method !== "POST") {
    res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("That method is not allowed here.");
    return;
  }
  if (req.headers["transfer-encoding"] !== undefined) {
    res.status(411).set("Connection", "close").type("text/plain").send("This request had no length. Please send the form again from its page.");
    return;
  }
  const length = Number(req.headers["content-length"] ?? 0);
  // A photo may only come to the console's upload forms, as a multipart form. The operator's
  // session is checked by the route before the body is read (requireConsolePost).
  const uploadPage = uploadPageOf(req.path);
  if (uploadPage && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) {
    if (length > uploadPage.bytes) {
      res.status(413).set({ Connection: "close", "Cache-Control": "no-store" }).type("html").send(tooLargePhotoPage(uploadPage.back, uploadPage.several));
      return;
    }
    return next();
  }
  // A register's CSV, as a file or its text, to the owner's import page (requireOwnerPost before it is read).
  if (isImportPage(req.path)) {
    if (length > IMPORT_BODY_BYTES) {
      res.status(413).set({ Connection: "close", "Cache-Control": "no-store" }).type("html").send(tooLargeImportPage());
      return;
    }
    return next();
  }
  if (length > MAX_BODY_BYTES) {
    res.status(413).set("Connection", "close").type("text/plain").send("That submission is too large. Please shorten it and try again.");
    return;
  }
  next();
}

/**
 * Serves build/client/<path>/index.html for prerendered pages, and their loader data
 * (build/client/<path>.data, fetched by client-side navigation). express.static would redirect
 * /about to /about/, so the file is looked up directly. Requests with a query string go to the
 * server renderer, because the page may depend on it (e.g. /contact?subject=outings).
 */
function prerendered(clientDir: string, siteUrl: string) {
  // The build does not change while the process runs: read every prerendered file once, up front,
  // with the address the server was started with (a lookup table of known pages, so unknown
  // paths cannot grow it), and compress it then (server/kept-page.ts), not for each copy.
  const pages = new Map<string, Promise<KeptPage>>();
  const data = new Map<string, string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const route = "/" + path.relative(clientDir, full).split(path.sep).join("/");
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const page = route.slice(0, -"/index.html".length) || "/";
        pages.set(page, keepPage(finishPage(fs.readFileSync(full, "utf8"), { siteUrl })));
      } else if (entry.name.endsWith(".data")) data.set(route, withSiteUrl(fs.readFileSync(full, "utf8"), siteUrl));
    }
  };
  walk(clientDir);
  // The pages compressed once and ready (their tail the only part made per answer).
  const ready = new Map<string, KeptPage>();
  for (const [route, page] of pages) void page.then((kept) => kept.kind === "fixed" && ready.set(route, kept), () => undefined);
  const routeOf = (req: Request) => (req.path.length > 1 ? req.path.replace(/\/+$/, "") : "/");
  const readable = (req: Request) => (req.method === "GET" || req.method === "HEAD") && !req.url.includes("?");
  return {
    /** Sends the page when it is kept whole and ready; false (nothing sent) otherwise. */
    sendReady(req: Request, res: Response): boolean {
      if (!readable(req)) return false;
      const page = ready.get(routeOf(req));
      if (page === undefined) return false;
      res.setHeader("Cache-Control", "no-cache");
      sendKept(req, res, page);
      return true;
    },
    middleware(req: Request, res: Response, next: NextFunction) {
      if (!readable(req)) return next();
      const loaderData = data.get(req.path);
      if (loaderData !== undefined) {
        res.set("Cache-Control", "no-cache");
        res.type("text/x-script");
        res.send(loaderData);
        return;
      }
      const page = pages.get(routeOf(req));
      if (page === undefined) return next();
      page.then((kept) => {
        res.set("Cache-Control", "no-cache");
        sendKept(req, res, kept);
      }, next);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
