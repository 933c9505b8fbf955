// /admin/forgot: a forgotten password. The field `email`; a post mails a link to
// /admin/reset?token=… (30 minutes, once) when the address is an operator's, within limits, and
// answers the same whether or not it is, so nobody learns who has an account: the same words, and
// the same time, because everything that depends on the address is done after the answer is sent.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/forgot";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consoleCopy } from "#app/content/console.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { isAllowedOrigin } from "#app/lib/auth/guards.server.ts";
import { requestPasswordReset } from "#app/lib/auth/recovery.server.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { afterAnswer, requestContextOf, servicesOf } from "#app/lib/services/context.server.ts";

const copy = consoleAccessCopy.forgot;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) throw data(consoleCopy.errors.forbidden, { status: 403, headers: privateHeaders });
  const email = field(await formDataOf(request), "email").trim().slice(0, 320);
  if (!EMAIL.test(email)) return data({ errors: { email: copy.fields.email.required }, email, sent: null }, { status: 422, headers: privateHeaders });
  const ip = requestContextOf(context).clientIp;
  afterAnswer(context, async () => {
    try {
      await requestPasswordReset(services, { email, ip });
    } catch (error) {
      services.log.error({ err: error, ip }, "password reset request failed: no link was sent");
    }
  });
  return data({ errors: {}, email: "", sent: email }, { headers: privateHeaders });
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const form = { idPrefix: "forgot", copy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: { email: actionData?.email ?? "" } } };
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {actionData?.sent ? (
        <Alert tone="success" heading={copy.sent(actionData.sent)} role="status" className="mt-6" />
      ) : (
        <>
          <p className="mt-3 text-lg">{copy.intro}</p>
          <Form method="post" noValidate className="mt-8 space-y-6">
            <FormErrorSummary heading={copy.errorHeading} intro={copy.errorIntro} errors={errorSummary(form)} autoFocus level={2} />
            <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "username", spellCheck: false })} autoCapitalize="none" maxLength={320} />
            <button type="submit" className={consoleButton.primary}>
              {copy.submit}
            </button>
          </Form>
        </>
      )}
      <p className="mt-8 text-lg">
        <Link to="/admin/login" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
    </div>
  );
}
