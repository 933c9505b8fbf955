// Owns the security headers of every answer: helmet's (the Content-Security-Policy, HSTS behind
// https, framing, referrer, …) and the Permissions-Policy, and the response's CSP nonce they name.
// They are the same in every answer but the nonce, so helmet works them out once, at start-up, with
// a slot where the nonce goes, and each answer gets that list with its own nonce written in. Helmet
// run for each answer checked and joined the policy's fifteen directives every time: under a crowd
// on a kept page, the largest share of the server's own work after writing to the socket.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { fixedInlineScripts } from "#app/core/inline-scripts.ts";
import { randomText } from "#app/lib/random-text.server.ts";

/** Embeds the visitor asks for by a click (map, videos); nothing from these hosts loads with a page. */
const EMBED_ORIGINS = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

/** Where a prepared WhatsApp message or call sends the browser after the console's post. */
const PREPARED_CONTACT_TARGETS = ["https://wa.me", "https://api.whatsapp.com", "tel:"];

/** Random bytes in a nonce: 128 bits, 24 characters of base64. */
const NONCE_BYTES = 16;

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Where the response's nonce goes in the worked-out policy: letters only, so no directive can end or begin in it. */
const NONCE_SLOT = "responsenonceslotresponsenonceslot";

type Nonce = (req: IncomingMessage, res: ServerResponse) => string;

/** The response's nonce as helmet reads it, from res.locals (set just before helmet runs). */
const responseNonce: Nonce = (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce as string}'`;

/**
 * The Content-Security-Policy: scripts only from this site, or inline ones whose text never
 * changes, each allowed by its hash (app/core/inline-scripts.ts), or carrying the response's nonce
 * (React Router's inline hydration scripts on the console), no framing of the site, no plug-ins.
 * Inline style attributes are allowed (React's `style` props); other inline scripts are not.
 *
 * Only directives every WebKit, Blink and Gecko of the floor knows (README, Browsers): an engine
 * logs a security error on every page for a directive it does not know. So no `manifest-src`
 * (WebKit knows it only where it is built with web app manifests, Apple's platforms; WebKitGTK
 * and WPE report it) and no `worker-src` (Safari before 15.5 has none): the engines that know them
 * fall back to `default-src 'self'` for the manifest and to `script-src`, whose only address is
 * 'self', for workers, which is what they said. `SUPPORTED_DIRECTIVES` in the test lists them.
 */
function cspDirectives(https: boolean, nonce: Nonce) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonce, ...fixedInlineScripts.map(scriptHash)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'", ...EMBED_ORIGINS],
    "media-src": ["'self'"],
    // The console's WhatsApp and call buttons post to the site, which answers 303 to WhatsApp's
    // click-to-chat address (which sends the browser on to api.whatsapp.com) or to tel:; a form's
    // redirects are held to form-action too (app/routes/admin/prepare.ts).
    "form-action": ["'self'", ...PREPARED_CONTACT_TARGETS],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export type SecurityHeaderOptions = {
  /** Vite's dev server injects inline scripts of its own: the policy applies to built sites. */
  development: boolean;
  /** PUBLIC_SITE_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean;
};

/** Helmet's options for the site, the policy's nonce read by `nonce` (the response's, unless given). */
export function helmetOptions({ development, https }: SecurityHeaderOptions, nonce: Nonce = responseNonce): HelmetOptions {
  return {
    contentSecurityPolicy: development ? false : { useDefaults: false, directives: cspDirectives(https, nonce) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The policy's frame-ancestors 'none' says no page may frame the site; older browsers read
    // this header instead, so it says the same (SAMEORIGIN would contradict it).
    xFrameOptions: { action: "deny" },
  };
}

/** What a middleware does to a response's headers, recorded in order: a value set, or a header removed (undefined). */
function recordHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Map<string, string | undefined> {
  const headers = new Map<string, string | undefined>();
  const res = {
    locals: {},
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.set(name, undefined),
  };
  let failure: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => void (failure = err));
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The middleware that gives every answer its nonce (res.locals.cspNonce) and its security headers:
 * exactly what helmet with helmetOptions() and the Permissions-Policy set, worked out once.
 */
export function securityHeaders(options: SecurityHeaderOptions, newNonce: () => string = () => randomText(NONCE_BYTES, "base64")) {
  // In helmet's order; a value naming the nonce is kept as the text before it and after it.
  const steps: Array<{ name: string; parts?: readonly string[] }> = [];
  for (const [name, value] of recordHeaders(helmet(helmetOptions(options, () => `'nonce-${NONCE_SLOT}'`)))) {
    const parts = value?.split(NONCE_SLOT);
    if (parts && parts.length > 2) throw new Error(`${name} names the nonce more than once`);
    steps.push({ name, parts });
  }
  steps.push({ name: "Permissions-Policy", parts: [PERMISSIONS_POLICY] });
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    for (const { name, parts } of steps) {
      if (parts === undefined) res.removeHeader(name);
      else res.setHeader(name, parts.length === 1 ? parts[0]! : parts[0]! + nonce + parts[1]!);
    }
    next();
  };
}

/** The policy's source for an inline script of exactly this text. */
function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
