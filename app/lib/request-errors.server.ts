// What the server logs when a request fails (React Router's handleError, exported from
// app/entry.server.tsx). A visitor's mistake or a bot's probe (a form post to a page that takes
// none, an unknown address) is a one-line warning with its status; a fault of ours is an error with
// its stack. A request the visitor abandoned is not logged at all. No query string, body or header
// is logged: they may hold what a visitor typed; a path's personal link token is cut (pathForLog).
import { isRouteErrorResponse } from "react-router";
import { log as rootLog, pathForLog, type Logger } from "#app/lib/log.server.ts";

/** The messages of React Router's cross-site post check (react-router/lib/actions.ts, throwIfPotentialCSRFAttack). */
const FOREIGN_ORIGIN = /`origin` header.*Aborting the action\.$/;

/** Whether React Router refused a post for its Origin: its document requests say why, its data requests (…/x.data) only "Bad Request". */
function isForeignOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error)) return false;
  if (FOREIGN_ORIGIN.test(error.message)) return true;
  const origin = request.headers.get("origin");
  if (error.message !== "Bad Request" || origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

export function logRequestError(error: unknown, request: Request, log: Logger = rootLog): void {
  if (request.signal.aborted) return;
  // The path without a personal link's token (a member's page is /membership/<token>).
  const where = { method: request.method, path: pathForLog(new URL(request.url).pathname) };
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn({ ...where, status: error.status }, `request refused: ${error.status} ${error.statusText}`);
    return;
  }
  // React Router's own check of a post's Origin header (answered 400 "Bad Request") reports a plain Error.
  if (isForeignOriginRefusal(error, request)) {
    log.warn({ ...where, status: 400 }, "request refused: a post whose Origin header is not this site's");
    return;
  }
  // React Router wraps its own failures in an ErrorResponse that carries the original Error.
  const err = isRouteErrorResponse(error) && "error" in error && error.error instanceof Error ? error.error : error;
  log.error({ ...where, err }, "request failed");
}
