// /admin/login/code: the second step of logging in on a browser that has not logged in before
// (docs/decisions/019-operator-login.md). The browser's login cookie names the waiting login; the
// field `code` takes the six digits mailed to the operator. The right code logs in and trusts this
// browser; five wrong ones end the wait (log in again for a new code).
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login-code";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consoleCopy } from "#app/content/console.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { clearedCookieHeader, loggedInCookies, readCookieToken } from "#app/lib/auth/cookie.server.ts";
import { isAllowedOrigin, safeNext } from "#app/lib/auth/guards.server.ts";
import { confirmLoginCode } from "#app/lib/auth/login.server.ts";
import { peekToken } from "#app/lib/auth/tokens.server.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = consoleAccessCopy.code;

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

/** Back to the login page, the waiting login forgotten. */
async function startAgain(request: Request, env: Parameters<typeof clearedCookieHeader>[2]): Promise<never> {
  throw redirect("/admin/login?codeExpired=1", { headers: { "Set-Cookie": await clearedCookieHeader("challenge", request, env) } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const challenge = await readCookieToken("challenge", request, services.env);
  const waiting = challenge ? await peekToken(services.db, "login_code", challenge) : undefined;
  if (!waiting?.email) return startAgain(request, services.env);
  return { email: waiting.email, next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  const form = await formDataOf(request);
  const next = safeNext(field(form, "next"));
  const code = field(form, "code").slice(0, 40);
  const challenge = await readCookieToken("challenge", request, services.env);
  if (!challenge) return startAgain(request, services.env);
  if (code.trim() === "") return data({ errors: { code: copy.fields.code.required }, code }, { status: 422, headers: privateHeaders });
  const device = await readCookieToken("device", request, services.env);
  const result = await confirmLoginCode(services.db, { challenge, code, device });
  if (result.ok) throw redirect(next, { headers: await loggedInCookies(result, request, services.env) });
  if (result.reason === "expired") return startAgain(request, services.env);
  return data({ errors: { code: copy.wrong(result.triesLeft) }, code }, { status: 422, headers: privateHeaders });
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const form = { idPrefix: "login", copy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: { code: actionData?.code ?? "" } } };
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro(loaderData.email)}</p>
      <Form method="post" noValidate className="mt-8 space-y-6">
        <input type="hidden" name="next" value={loaderData.next} />
        <FormErrorSummary heading={copy.errorHeading} intro={copy.errorIntro} errors={errorSummary(form)} autoFocus level={2} />
        <TextInput {...fieldProps(form, "code", { autoComplete: "one-time-code", spellCheck: false })} inputMode="numeric" maxLength={40} width="medium" />
        <button type="submit" className={consoleButton.primary}>
          {copy.submit}
        </button>
      </Form>
      <p className="mt-8 text-lg">{copy.notArrived}</p>
      <p className="mt-2 text-lg">
        <Link to="/admin/login" className={consoleLink}>
          {copy.again}
        </Link>
      </p>
    </div>
  );
}
