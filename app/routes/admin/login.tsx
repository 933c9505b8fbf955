// The console's login: an ordinary form (works without JavaScript) with one generic failure message,
// so it never tells which e-mail addresses have accounts. A browser that has logged in before is
// trusted and goes straight in; a new one, after the right password, waits for the code mailed to
// the operator (/admin/login/code; docs/decisions/019-operator-login.md).
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { consoleCopy } from "#app/content/console.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { fieldProps } from "#app/components/ui/field-props.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { MAX_PASSWORD_LENGTH } from "#app/lib/auth/passwords.server.ts";
import { loggedInCookies, readCookieToken, setCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { logIn } from "#app/lib/auth/login.server.ts";
import { getOperator, isAllowedOrigin, safeNext } from "#app/lib/auth/guards.server.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { requestContextOf, servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(consoleCopy.login.title);
}

// The action's Retry-After (429) must reach the response; the console layout adds the private-page headers.
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await getOperator(request, servicesOf(context))) throw redirect(next);
  const notice = url.searchParams.has("loggedOut")
    ? consoleCopy.login.loggedOut
    : url.searchParams.has("codeExpired")
      ? consoleAccessCopy.code.expired
      : url.searchParams.has("next")
        ? consoleCopy.login.expired
        : null;
  return { next, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) {
    throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  }
  const form = await formDataOf(request);
  const email = field(form, "email").trim().slice(0, 320);
  const password = field(form, "password").slice(0, MAX_PASSWORD_LENGTH + 1);
  const next = safeNext(field(form, "next"));
  if (!email || !password) {
    return data({ error: consoleCopy.login.missing, email }, { status: 400, headers: privateHeaders });
  }
  const device = await readCookieToken("device", request, services.env);
  const result = await logIn(services, { email, password, ip: requestContextOf(context).clientIp, device });
  if (result.ok) throw redirect(next, { headers: await loggedInCookies(result, request, services.env) });
  if (result.reason === "code") {
    const to = next === "/admin" ? "/admin/login/code" : `/admin/login/code?next=${encodeURIComponent(next)}`;
    throw redirect(to, { headers: { "Set-Cookie": await setCookieHeader("challenge", result.challenge, request, services.env) } });
  }
  if (result.reason === "invalid") return data({ error: consoleCopy.login.failed, email }, { status: 401, headers: privateHeaders });
  const seconds = Math.ceil(result.retryAfterMs / 1000);
  const error = result.reason === "codes" ? consoleAccessCopy.code.tooMany(Math.ceil(seconds / 60)) : consoleCopy.login.tooMany(Math.ceil(seconds / 60));
  return data({ error, email }, { status: 429, headers: { ...privateHeaders, "Retry-After": String(seconds) } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const copy = consoleCopy.login;
  // One message for the whole attempt, above the form, so no field carries an error of its own.
  const form = { idPrefix: "login", copy, markers: commonCopy, state: { errors: {}, returnedValues: { email: actionData?.email ?? "" } } };
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      {actionData?.error ? (
        <Alert tone="error" heading={copy.errorHeading} role="alert" className="mt-6">
          <p>{actionData.error}</p>
        </Alert>
      ) : loaderData.notice ? (
        <Alert tone="success" heading={loaderData.notice} role="status" className="mt-6" />
      ) : null}
      <Form method="post" className="mt-8 space-y-6">
        <input type="hidden" name="next" value={loaderData.next} />
        <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "username", spellCheck: false })} autoCapitalize="none" />
        <TextInput {...fieldProps(form, "password", { type: "password", autoComplete: "current-password" })} />
        <button type="submit" className={consoleButton.primary}>
          {copy.submit}
        </button>
      </Form>
      <p className="mt-8 text-lg">
        <Link to="/admin/forgot" className={consoleLink}>
          {consoleAccessCopy.forgot.link}
        </Link>
      </p>
    </div>
  );
}
