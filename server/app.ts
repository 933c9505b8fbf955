// Owns the HTTP layer: security headers, compression, static and prerendered files, health, and the
// React Router request handler. Services (database, dispatcher) are created by the caller.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import express, { type Request, type Response, type NextFunction } from "express";
import compression from "compression";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { publicPages } from "#app/content/public-pages.ts";
import { MEDIA_FORM_OVERHEAD_BYTES, MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { GALLERY_UPLOAD_MAX_BYTES } from "#app/lib/media/upload.server.ts";
import { createPhotoServer } from "#app/lib/media/serve.server.ts";
import { finishPage } from "#app/lib/finish-page.server.ts";
import { createPageCache } from "./page-cache.ts";
import { keepPage, sendKept, type KeptPage } from "./kept-page.ts";
import { refuseMalformedAddresses, tooLargePhotoPage } from "./refusals.ts";
import { withSiteUrl } from "#app/lib/site-url.server.ts";
import { fixedInlineScripts } from "#app/core/inline-scripts.ts";

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

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  const https = env.PUBLIC_SITE_URL.startsWith("https://");
  app.use(
    helmet({
      // Vite's dev server injects inline scripts of its own; the policy applies to built sites.
      contentSecurityPolicy: env.NODE_ENV === "development" ? false : { useDefaults: false, directives: cspDirectives(https) },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The policy's frame-ancestors 'none' says no page may frame the site; older browsers read
      // this header instead, so it says the same (SAMEORIGIN would contradict it).
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((_req, res, next) => {
    res.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    next();
  });
  app.use(compression());
  app.use(refuseMalformedAddresses(log));

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
    app.use(prerendered(clientDir, env.PUBLIC_SITE_URL));
  }

  if (clientDir && typeof build !== "function") {
    // The pages rendered per request because they show the coming events, kept for the day.
    const pageCache = createPageCache({
      build,
      pages: publicPages.filter((p) => !p.prerender),
      prefixes: ["/blog/"],
      requestContext: () => ({ services, clientIp: "page-cache" }),
      maxAgeMs: services.env.PAGE_CACHE_MAX_AGE_MS,
      log: services.log,
    });
    app.locals.pageCache = pageCache;
    services.pages.onChange(() => pageCache.invalidate());
    app.use(pageCache.middleware);
  }
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
  if (length > MAX_BODY_BYTES) {
    res.status(413).set("Connection", "close").type("text/plain").send("That submission is too large. Please shorten it and try again.");
    return;
  }
  next();
}

/** Embeds the visitor asks for by a click (map, videos); nothing from these hosts loads with a page. */
const EMBED_ORIGINS = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

/**
 * The Content-Security-Policy: scripts only from this site, or inline ones whose text never
 * changes, each allowed by its hash (app/core/inline-scripts.ts), or carrying the response's nonce
 * (React Router's inline hydration scripts on the console), no framing of the site, no plug-ins.
 * Inline style attributes are allowed (React's `style` props); other inline scripts are not.
 */
function cspDirectives(https: boolean) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonce, ...fixedInlineScripts.map(scriptHash)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'", ...EMBED_ORIGINS],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
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
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url.includes("?")) return next();
    const loaderData = data.get(req.path);
    if (loaderData !== undefined) {
      res.set("Cache-Control", "no-cache");
      res.type("text/x-script");
      res.send(loaderData);
      return;
    }
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, "") : "/";
    const page = pages.get(route);
    if (page === undefined) return next();
    page.then((kept) => {
      res.set("Cache-Control", "no-cache");
      sendKept(req, res, kept);
    }, next);
  };
}

/** The policy's source for an inline script of exactly this text. */
function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
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
