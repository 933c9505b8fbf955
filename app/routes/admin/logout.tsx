// Logging out: a post (a link could be triggered by another site), which ends the session in the
// database as well as clearing the cookie.
import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { consoleCopy } from "#app/content/console.ts";
import { endSession } from "#app/lib/auth/sessions.server.ts";
import { clearedSessionCookieHeader, readSessionToken } from "#app/lib/auth/cookie.server.ts";
import { isAllowedOrigin } from "#app/lib/auth/guards.server.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) {
    throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  }
  const token = await readSessionToken(request, services.env);
  if (token) await endSession(services.db, token);
  return redirect("/admin/login?loggedOut=1", {
    headers: { "Set-Cookie": await clearedSessionCookieHeader(request, services.env) },
  });
}
