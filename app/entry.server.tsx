// The server renderer: React Router's default Node entry, every page it renders in production finished
// by finishPage (app/lib/finish-page.server.ts).
import { Transform } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NONCE_PLACEHOLDER, finishPage, type PageFinish } from "#app/lib/finish-page.server.ts";
import { withConsoleScriptIfNeeded } from "#app/lib/console-script.server.ts";
import consoleScript from "virtual:console-script";
import { logRequestError } from "#app/lib/request-errors.server.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";
import type { PageHandle } from "./root.tsx";

export const streamTimeout = 5_000;

/** Refusals (4xx) as one-line warnings, faults with their stack: app/lib/request-errors.server.ts. */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request);

/**
 * Whether React Router runs in the browser on this page (a route's handle says `hydrate`). Only then
 * does it write inline scripts, which need the response's nonce; elsewhere it would write the nonce
 * on the page's links alone, where the policy does not read it (styles come from 'self'), and a page
 * without it is the same bytes for every visitor.
 */
function hydrates(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((m) => (context.routeModules[m.route.id]?.handle as PageHandle | undefined)?.hydrate === true);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Absent when prerendering at build time.
  const requestContext = loadContext ? maybeRequestContext(loadContext) : undefined;
  // The production page is collected whole and finished (app/lib/finish-page.server.ts): its nonce
  // and one-time form tokens written over their placeholders, wherever in the page they are. The
  // development server streams the page as React writes it, Vite's scripts as they are.
  const collect = import.meta.env.PROD;
  // React writes the placeholder where the nonce goes and finishPage the response's own over it,
  // for a page sent once as for each copy of a kept one.
  const nonce = collect ? NONCE_PLACEHOLDER : requestContext?.cspNonce;
  // A page rendered for one response is finished for it now. One kept to be sent many times
  // (prerendered at build time, or by the day cache) keeps the placeholders of its nonce and form
  // tokens: the server finishes each copy as it sends it.
  const finish: PageFinish =
    requestContext !== undefined && !requestContext.formTokensLater ? { nonce: requestContext.cspNonce } : {};

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for all content.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !requestContext ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={hydrates(routerContext) ? nonce : undefined} />,
      {
        nonce,
        // Never "outline" a finished <Suspense> boundary (React moves large ones after the shell and
        // reveals them with an inline script): without JavaScript that content would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              if (!collect) return callback(null, chunk);
              chunks.push(chunk);
              callback();
            },
            flush(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              if (!collect) return callback(null, undefined);
              // A console page keeps the console's script only if something on it needs it.
              callback(null, finishPage(withConsoleScriptIfNeeded(Buffer.concat(chunks).toString("utf8"), consoleScript), finish));
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
