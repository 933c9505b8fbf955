// Owns how route modules reach the process's services for one request: the request context (the
// services, the client's address, the CSP nonce) and its accessors. Types only from the service
// modules, so a route that asks for its services pulls in none of them (they are built once at
// start-up by start.server.ts).
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { Env } from "#app/lib/env.server.ts";
import type { Database, DatabaseHandle } from "#app/lib/db/client.server.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import type { Backups } from "#app/lib/db/backups.server.ts";

export type Services = {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  dispatcher: Dispatcher;
  /** The backups this server makes (nightly, and when an owner asks). */
  backups: Backups;
  log: Logger;
  /**
   * Tells this server's page cache that what the public pages show changed: the programme, a
   * booking, or content the operator edits (server/app.ts listens).
   */
  pages: { changed(): void; onChange(listener: () => void): void };
  close(): Promise<void>;
};

/** What the server gives every loader and action besides the request (server/app.ts). */
export type RequestContext = {
  services: Services;
  /** The client's address as Express sees it (honours TRUST_PROXY); for rate limits only. */
  clientIp: string;
  /** Per-response CSP nonce for inline scripts (the development server's; production writes it in finishPage). */
  cspNonce: string;
  /** The page is kept and sent many times (the day cache): its nonce and one-time form tokens are written as each copy is sent, not now. */
  formTokensLater?: boolean;
  /**
   * Runs `work` once this request's answer has been sent (server/app.ts: the response's "close").
   * `work` handles its own failures. Without it (a test's context), `work` runs on the next turn.
   */
  afterResponse?: (work: () => Promise<void>) => void;
};

/**
 * Null only while pages are prerendered at build time (no server, no services). A context is found
 * by the identity of its key, and this module is in two bundles (the React Router build, and the
 * compiled server that fills the context), so the one key lives on globalThis.
 */
const contextKey = Symbol.for("senior-community-site.request-context");
const requestContext: RouterContext<RequestContext | null> = ((globalThis as Record<symbol, unknown>)[contextKey] ??=
  createContext<RequestContext | null>(null)) as RouterContext<RequestContext | null>;

/** The context React Router hands to loaders, actions and the server entry for one request. */
export function routerContextFor(value: RequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, value);
  return context;
}

/** This request's services, address and nonce, or undefined while prerendering. */
export function maybeRequestContext(context: Readonly<RouterContextProvider>): RequestContext | undefined {
  return context.get(requestContext) ?? undefined;
}

/** This request's services, address and nonce; only a route that is never prerendered may ask. */
export function requestContextOf(context: Readonly<RouterContextProvider>): RequestContext {
  const value = context.get(requestContext);
  if (!value) throw new Error("no request context: this route needs the server (it cannot be prerendered)");
  return value;
}

export const servicesOf = (context: Readonly<RouterContextProvider>): Services => requestContextOf(context).services;

/**
 * Does `work` after the answer is sent, so the answer's time says nothing of it (e.g. whether an
 * address has an account). `work` must log its own failures.
 */
export function afterAnswer(context: Readonly<RouterContextProvider>, work: () => Promise<void>): void {
  const { afterResponse } = requestContextOf(context);
  if (afterResponse) afterResponse(work);
  else setImmediate(() => void work());
}
