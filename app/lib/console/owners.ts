// Owns how the console's error page tells "for owners only" (an editor at an owner's page) from
// other refusals. Pure: the error page runs in the browser too.
import { isRouteErrorResponse } from "react-router";

/** The reason an owner's page gives an editor (app/lib/auth/guards.server.ts, requireOwner). */
export const OWNERS_ONLY = "owners-only";

/** The console's page that tells an editor a download is an owner's (app/routes/admin/owners-only.tsx). */
export const OWNERS_ONLY_PAGE = "/admin/owners-only";

export function isOwnersOnly(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403 && (error.data as { reason?: string } | null)?.reason === OWNERS_ONLY;
}
