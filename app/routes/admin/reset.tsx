// /admin/reset?token=…: the page a password reset link opens. Opening it changes
// nothing (mail scanners follow links); it says whose password it sets, and its form posts the new
// password with the token. The post uses the link once, within its 30 minutes, ends that operator's
// other sessions and trusted browsers, and logs them in here.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reset";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consoleCopy } from "#app/content/console.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { LinkGone } from "#app/components/admin/link-gone.tsx";
import { errorSummary } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { NewPasswordFields } from "#app/components/admin/new-password-fields.tsx";
import { loggedInCookies, readCookieToken } from "#app/lib/auth/cookie.server.ts";
import { isAllowedOrigin } from "#app/lib/auth/guards.server.ts";
import { admit } from "#app/lib/auth/login.server.ts";
import { readNewPassword } from "#app/lib/auth/password-form.server.ts";
import { resetPassword } from "#app/lib/auth/recovery.server.ts";
import { peekToken } from "#app/lib/auth/tokens.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = consoleAccessCopy.reset;

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.email ? copy.title : copy.invalidTitle);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const owner = await peekToken(servicesOf(context).db, "reset", token);
  if (!owner?.email) return data({ email: null, token: "" }, { status: 404, headers: privateHeaders });
  return { email: owner.email, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  const form = await formDataOf(request);
  const token = field(form, "token").slice(0, 200);
  const { password, errors } = readNewPassword(form, copy.fields);
  if (Object.keys(errors).length > 0) return data({ errors, gone: false }, { status: 422, headers: privateHeaders });
  const device = await readCookieToken("device", request, services.env);
  const reset = await resetPassword(services.db, { token, password, device });
  if (!reset) return data({ errors: {}, gone: true }, { status: 410, headers: privateHeaders });
  const admitted = await admit(services.db, reset.operator, device, { browser: "reset" }, new Date());
  throw redirect(withNotice("/admin", { done: "reset", ended: String(reset.endedSessions) }), { headers: await loggedInCookies(admitted, request, services.env) });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.email || actionData?.gone) return <LinkGone title={copy.invalidTitle} text={copy.invalid} to="/admin/forgot" action={copy.askAgain} />;
  const form = { idPrefix: "reset", copy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: {} } };
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro(loaderData.email)}</p>
      <Form method="post" noValidate className="mt-8 space-y-6">
        <input type="hidden" name="token" value={loaderData.token} />
        {/* For the browser's password manager: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <FormErrorSummary heading={copy.errorHeading} intro={copy.errorIntro} errors={errorSummary(form)} autoFocus level={2} />
        <NewPasswordFields form={form} />
        <button type="submit" className={consoleButton.primary}>
          {copy.submit}
        </button>
      </Form>
      <p className="mt-8 text-lg">
        <Link to="/admin/login" className={consoleLink}>
          {consoleAccessCopy.forgot.back}
        </Link>
      </p>
    </div>
  );
}
