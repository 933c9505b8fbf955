// /membership: a member asks for the personal link to their own page by e-mail. The answer is the
// same for any address, in its words and in its time (the link is looked for and mailed after the
// answer is sent), so the page tells nobody who is a member. Works without JavaScript.
import { data, Form } from "react-router";
import type { Route } from "./+types/membership";
import { membershipPageCopy } from "#app/content/membership-page.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { fieldProps } from "#app/components/ui/field-props.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { limiterFor, NO_STORE } from "#app/lib/submissions/action.server.ts";
import { sendMemberLink } from "#app/lib/fees/member-page.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { afterAnswer, requestContextOf } from "#app/lib/services/context.server.ts";
import { readFields } from "#app/schemas/form-data.ts";
import { LinkRequestSchema } from "#app/schemas/payment.ts";
import { withBrand } from "#app/lib/seo.ts";

const copy = membershipPageCopy.ask;

export function meta() {
  return [{ title: withBrand(copy.title) }, { name: "robots", content: "noindex" }];
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = requestContextOf(context);
  const { values, input, errors } = readFields(LinkRequestSchema, await formDataOf(request), ["email"]);
  if (!input) return data({ values, errors, sent: null, formError: null }, { status: 400, headers: NO_STORE });
  // The public forms' limit per client address: asking for links is not a way to probe addresses or fill mailboxes.
  const decision = await limiterFor(services)
    .hit(clientIp)
    .catch((err: unknown) => (services.log.warn({ err, form: "membership-link" }, "rate limit could not be checked"), { allowed: true } as const));
  if (!decision.allowed) {
    services.log.warn({ form: "membership-link", clientIp }, "form submission refused: rate limit");
    return data(
      { values, errors: {}, sent: null, formError: commonCopy.rateLimited(Math.ceil(decision.retryAfterSeconds / 60)) },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  // Whether the address is a member's must not show in the answer's time either: the lookup, the
  // link and its mail are done after the answer is sent, as /admin/forgot does (decisions 029, 035).
  afterAnswer(context, async () => {
    try {
      if (await sendMemberLink(services.db, services.env, input.email)) services.dispatcher.kick();
    } catch (error) {
      services.log.error({ err: error, form: "membership-link" }, "member link request failed: no link was sent");
    }
  });
  return data({ values: {}, errors: {}, sent: input.email, formError: null }, { headers: NO_STORE });
}

export default function Membership({ actionData }: Route.ComponentProps) {
  const form = { idPrefix: "membership", copy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? {} } };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-xl">{copy.intro}</p>
      {actionData?.sent ? <Alert tone="success" role="status" autoFocus heading={copy.sent(actionData.sent)} className="mt-6" /> : null}
      {actionData?.formError ? <Alert tone="error" role="alert" autoFocus heading={actionData.formError} className="mt-6" /> : null}
      <Form method="post" noValidate className="mt-6 space-y-6">
        <TextInput {...fieldProps(form, "email")} type="email" autoComplete="email" />
        <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
          {copy.submit}
        </button>
      </Form>
    </div>
  );
}
