// The server renderer: React Router's default Node entry plus the CSP nonce on every inline script.
import { Transform } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { deferModuleScripts } from "#app/lib/deferred-scripts.server.ts";
import { fillFormTokens } from "#app/lib/submissions/form-token.server.ts";
import { logRequestError } from "#app/lib/request-errors.server.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";

export const streamTimeout = 5_000;

/** Refusals (4xx) as one-line warnings, faults with their stack: app/lib/request-errors.server.ts. */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request);

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
  // Absent when prerendering at build time; the server adds nonces to prerendered files as it serves them.
  const requestContext = loadContext ? maybeRequestContext(loadContext) : undefined;
  const nonce: string | undefined = requestContext?.cspNonce;
  // A page rendered for one response gets its one-time form tokens now; a prerendered or day-cached
  // page keeps the placeholder, and the server writes tokens into each copy it sends.
  const fillTokens = requestContext !== undefined && !requestContext.formTokensLater;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for all content.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Never "outline" a finished <Suspense> boundary (React moves large ones after the shell and
        // reveals them with an inline script): without JavaScript that content would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The production page is collected whole (the shell is rendered at once anyway) so that
          // its JavaScript can be set to load after the first paint (deferred-scripts.server.ts).
          // The development server keeps Vite's scripts as they are.
          const collect = import.meta.env.PROD;
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
              const html = deferModuleScripts(Buffer.concat(chunks).toString("utf8"));
              callback(null, fillTokens ? fillFormTokens(html) : html);
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
