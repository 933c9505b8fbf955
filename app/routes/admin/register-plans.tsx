// /admin/register/plans (owners): each plan's price now and the prices it had, and the form that
// sets a new price from a month on (app/lib/fees/plan-prices.server.ts). Each month is owed at the
// price of that month, so a new price changes nothing already owed; a price once set is never
// changed or removed, and the audit says who set it. Plain posts: they work without JavaScript.
import { BackLink } from "#app/components/admin/back-link.tsx";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/register-plans";
import { consolePlansCopy as copy } from "#app/content/console-plans.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { requireOwner, requireOwnerPost } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { addPlanPrice, FIRST_PRICES_MONTH, priceList } from "#app/lib/fees/plan-prices.server.ts";
import { monthOf } from "#app/lib/fees/register.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { readFields } from "#app/schemas/form-data.ts";
import { planPriceFields, planPriceSchema } from "#app/schemas/plan-price.ts";
import { PLANS, priceIn } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

const planLabel = (plan: string) => consoleRegisterCopy.plans[plan as keyof typeof consoleRegisterCopy.plans] ?? plan;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOwner(request, services);
  const prices = await priceList(services.db);
  const month = monthOf(new Date());
  const url = new URL(request.url);
  // The notice is worked out from the row it names, never shown as the address carries it.
  const done = prices.find((p) => url.searchParams.get("done") === "set" && p.plan === url.searchParams.get("plan") && p.fromMonth === url.searchParams.get("from"));
  return {
    month,
    plans: PLANS.map((plan) => ({
      plan,
      label: planLabel(plan),
      now: priceIn(prices, plan, month) ?? 0,
      history: prices.filter((p) => p.plan === plan).map((p) => (p.fromMonth === FIRST_PRICES_MONTH ? copy.sinceStart(p.price) : copy.since(p.price, p.fromMonth, p.setBy))),
    })),
    notice: done ? copy.done(planLabel(done.plan), done.price, done.fromMonth) : null,
  };
}

type ActionData = { values: Record<string, string>; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireOwnerPost(request, services);
  const { values, input, errors } = readFields(planPriceSchema(monthOf(new Date())), await formDataOf(request), planPriceFields);
  if (!input) return data<ActionData>({ values, errors }, { status: 422, headers: privateHeaders });
  if ((await addPlanPrice(services.db, operator, input)) === "taken") {
    return data<ActionData>({ values, errors: { fromMonth: copy.messages.taken(planLabel(input.plan), input.fromMonth) } }, { status: 409, headers: privateHeaders });
  }
  // The public pages that say the prices (/join-us, /faq, /terms) are rendered again.
  services.pages.changed();
  throw redirect(withNotice("/admin/register/plans", { done: "set", plan: input.plan, from: input.fromMonth }));
}

export default function RegisterPlans({ loaderData: d, actionData }: Route.ComponentProps) {
  const form = { idPrefix: "plan", copy: copy.form, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? {} } };
  return (
    <>
      <BackLink to="/admin/register" label={copy.back} />
      <h1 className="mt-2 text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <div className="mt-6">
        <DataTable caption={copy.title} stack>
          <thead>
            <tr>
              <Th>{copy.columns.plan}</Th>
              <Th>{copy.columns.now}</Th>
              <Th>{copy.columns.history}</Th>
            </tr>
          </thead>
          <tbody>
            {d.plans.map((p) => (
              <tr key={p.plan}>
                <Td className="font-semibold">{p.label}</Td>
                <Td label={copy.columns.now} className="tabular-nums">
                  {p.now ? rupees(p.now) : "—"}
                </Td>
                <Td label={copy.columns.history}>
                  <ul className="space-y-1">
                    {p.history.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
      <ConsoleSection id="new-price" title={copy.form.heading} frame="boxed" width="form">
        <Form method="post" noValidate className="mt-4 space-y-6">
          <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form)} autoFocus />
          <Select {...fieldProps(form, "plan", { defaultValue: "" })} placeholder={copy.form.choose} options={d.plans.map((p) => ({ value: p.plan, label: p.label }))} />
          <TextInput {...fieldProps(form, "price")} inputMode="numeric" width="medium" autoComplete="off" />
          <TextInput {...fieldProps(form, "fromMonth", { defaultValue: d.month })} width="medium" autoComplete="off" />
          <button type="submit" className={consoleButton.primary}>
            {copy.form.submit}
          </button>
        </Form>
      </ConsoleSection>
    </>
  );
}
