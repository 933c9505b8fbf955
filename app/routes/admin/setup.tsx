// /admin/setup?token=…: the first operator account. While nobody has an account the
// server prints this one-time link at start; opening it changes nothing, its form creates the first
// owner and logs them in here, and the link then stops working (and so does every other setup link).
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/setup";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consoleCopy } from "#app/content/console.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { LinkGone } from "#app/components/admin/link-gone.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { NewPasswordFields } from "#app/components/admin/new-password-fields.tsx";
import { loggedInCookies, readCookieToken } from "#app/lib/auth/cookie.server.ts";
import { isAllowedOrigin } from "#app/lib/auth/guards.server.ts";
import { admit } from "#app/lib/auth/login.server.ts";
import { readNewPassword } from "#app/lib/auth/password-form.server.ts";
import { createFirstOwner, setupLinkWorks } from "#app/lib/auth/recovery.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = consoleAccessCopy.setup;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.token ? copy.title : copy.invalidTitle);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  if (!(await setupLinkWorks(servicesOf(context).db, token))) return data({ token: "" }, { status: 404, headers: privateHeaders });
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  const form = await formDataOf(request);
  const token = field(form, "token").slice(0, 200);
  const email = field(form, "email").trim().slice(0, 320);
  const errors: Partial<Record<"email" | "password" | "again", string>> = {};
  if (!EMAIL.test(email)) errors.email = copy.fields.email.required;
  const read = readNewPassword(form, copy.fields);
  Object.assign(errors, read.errors);
  if (Object.keys(errors).length > 0) return data({ errors, email, gone: false }, { status: 422, headers: privateHeaders });
  const owner = await createFirstOwner(services.db, token, email, read.password);
  if (!owner) return data({ errors: {}, email, gone: true }, { status: 410, headers: privateHeaders });
  const device = await readCookieToken("device", request, services.env);
  const admitted = await admit(services.db, owner, device, { browser: "setup" }, new Date());
  throw redirect(withNotice("/admin", { done: "welcome" }), { headers: await loggedInCookies(admitted, request, services.env) });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token || actionData?.gone) return <LinkGone title={copy.invalidTitle} text={copy.invalid} to="/admin/login" action={copy.login} />;
  const form = { idPrefix: "setup", copy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: { email: actionData?.email ?? "" } } };
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      <Form method="post" noValidate className="mt-8 space-y-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrorSummary heading={copy.errorHeading} intro={copy.errorIntro} errors={errorSummary(form)} autoFocus level={2} />
        <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "username", spellCheck: false })} autoCapitalize="none" maxLength={320} />
        <NewPasswordFields form={form} />
        <button type="submit" className={consoleButton.primary}>
          {copy.submit}
        </button>
      </Form>
    </div>
  );
}
