// /membership/<link>: a member's own page, behind the personal link each mail carries (no
// password): their number, plan, paid-until, payments with their receipts to print, how to pay,
// and a form for their phone and emergency contact. A link that is wrong or past its 60 days shows
// nothing of anyone. Opening the page changes nothing; only its form's post does.
import { data, Form } from "react-router";
import type { Route } from "./+types/membership-own";
import { membershipPageCopy } from "#app/content/membership-page.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { commonCopy, contactByOptions } from "#app/content/form-words/common.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { choicesProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { limiterFor, memberChangeLimiterFor, NO_STORE } from "#app/lib/submissions/action.server.ts";
import { memberByLink, updateOwnContact } from "#app/lib/fees/member-page.server.ts";
import { upiLink } from "#app/lib/fees/fee-mail.server.ts";
import { feePaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { memberActivity, monthOf } from "#app/lib/fees/register.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { requestContextOf, servicesOf } from "#app/lib/services/context.server.ts";
import { readFields } from "#app/schemas/form-data.ts";
import { OwnContactSchema, ownContactFields } from "#app/schemas/payment.ts";
import { withBrand } from "#app/lib/seo.ts";
import { qrOutline } from "#app/lib/qr-code.server.ts";
import { UpiPay } from "#app/components/site/upi-pay.tsx";
import { site } from "#app/core/site.ts";
import { amountDue, unpaidMonths } from "#app/core/fees.ts";
import { priceList } from "#app/lib/fees/plan-prices.server.ts";
import { formatStoredDate, shiftMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";

const copy = membershipPageCopy.own;

/** The UPI link with what the page shows beside it: its QR code, the UPI ID to type, the amount and the note. */
const upiPayment = (link: string, facts: { id: string; payee: string; amount: string; note: string }) => ({ link, ...facts, qr: qrOutline(link) });

export function meta({ loaderData: d }: Route.MetaArgs) {
  return [{ title: withBrand(d?.member ? copy.title : copy.gone.title) }, { name: "robots", content: "noindex" }];
}

/**
 * The page's address is the member's key, so it must not reach another site in a Referer (a link to
 * a UPI app or a map): same-origin sends it only back to this site. Not no-referrer: with that, the
 * browser posts the page's own form with `Origin: null`, which the origin check rightly refuses, and
 * the form could never be sent (tests/e2e/form-sweep.spec.ts posts it as Chromium does).
 */
export const headers: Route.HeadersFunction = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = servicesOf(context);
  const member = await memberByLink(db, params.token);
  // Nothing of anyone: the same page, 404, for a link changed by one character or long expired.
  if (!member) return data({ member: null }, { status: 404, headers: NO_STORE });
  const { payments } = await memberActivity(db, member.id);
  const month = monthOf(new Date());
  const months = unpaidMonths(member, month);
  // Each month at the price of that month: the same sum the reminder and the payment form work out.
  const due = amountDue(await priceList(db), member, month);
  // The months owed, named: "Member M-12 fee November 2026 to December 2026".
  const note = feeMailCopy.howToPay.upiNote(member.number, shiftMonth(month, 1 - months), month);
  return {
    member: {
      name: member.name,
      number: member.number,
      plan: consoleRegisterCopy.plans[member.plan] ?? member.plan,
      joined: formatStoredDate(member.joinedOn),
      paidUntil: consoleRegisterCopy.paidUntil(member.paidUntil),
      household: member.household.join(", "),
      phone: member.phone,
      emergencyContact: member.emergencyContact,
      emergencyPhone: member.emergencyPhone,
      contactBy: member.contactBy,
    },
    receipts: payments.map((p) => ({ id: p.id, number: p.receiptNumber, void: p.voidedAt !== null, facts: receiptFacts(p, feePaidBy(member)).slice(1) })),
    due: due > 0 ? rupees(due) : null,
    upi: due > 0 && env.UPI_ID ? upiPayment(upiLink({ ...env, UPI_ID: env.UPI_ID }, due, note), { id: env.UPI_ID, payee: env.UPI_PAYEE_NAME, amount: rupees(due), note }) : null,
  };
}

/** What the form's post answers: its fields as typed and their messages, whether it was saved, and a message above the form. */
type OwnAnswer = { values: Record<string, string>; errors: Record<string, string>; saved: boolean; formError?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = requestContextOf(context);
  const { db, env, dispatcher, log } = services;
  const member = await memberByLink(db, params.token);
  if (!member) return data<OwnAnswer>({ values: {}, errors: {}, saved: false }, { status: 404, headers: NO_STORE });
  const { values, input, errors } = readFields(OwnContactSchema, await formDataOf(request), ownContactFields);
  if (!input) return data<OwnAnswer>({ values, errors, saved: false }, { status: 400, headers: NO_STORE });
  // Limited as the public forms are (decision 035): each change mails the office, so neither a
  // leaked link nor one address may send them without end. The member first, then the address
  // (counted with the public forms); a post refused for a mistake above is not counted.
  const unchecked = (err: unknown) => (log.warn({ err, form: "member-contact" }, "rate limit could not be checked"), { allowed: true } as const);
  let decision = await memberChangeLimiterFor(services).hit(String(member.id)).catch(unchecked);
  if (decision.allowed) decision = await limiterFor(services).hit(clientIp).catch(unchecked);
  if (!decision.allowed) {
    log.warn({ form: "member-contact", member: `M-${member.number}`, clientIp }, "form submission refused: rate limit");
    return data<OwnAnswer>(
      { values, errors: {}, saved: false, formError: commonCopy.rateLimited(Math.ceil(decision.retryAfterSeconds / 60)) },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  if ((await updateOwnContact(db, env, member, input)) === "saved") dispatcher.kick();
  return data<OwnAnswer>({ values: {}, errors: {}, saved: true }, { headers: NO_STORE });
}

export default function MembershipOwn({ loaderData: d, actionData }: Route.ComponentProps) {
  if (!d.member) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-4xl font-bold">{copy.gone.title}</h1>
        <p className="mt-4 text-xl">{copy.gone.body}</p>
        <p className="mt-6">
          <a href="/membership" className={`${buttonBase} ${buttonClasses.primary}`}>
            {copy.gone.again}
          </a>
        </p>
      </div>
    );
  }
  const m = d.member;
  const form = { idPrefix: "own", copy: copy.contact, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? { contactBy: m.contactBy } } };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 print:p-0">
      {/* On paper, whose receipts these are: the site's header is not printed. */}
      <p className="mb-4 hidden text-lg font-bold print:block">
        {site.brand}, {site.address.display}
      </p>
      {/* Smaller on a phone, so that "membership:" fits a line whole and never leaves its colon behind. */}
      <h1 className="text-3xl font-bold wrap-break-word sm:text-4xl print:text-2xl">
        {copy.title}: {m.name}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-xl sm:grid-cols-[12rem_minmax(0,1fr)] print:mt-3 print:grid-cols-[auto_minmax(0,1fr)] print:gap-y-0">
        <dt className="font-semibold">{copy.facts.number}</dt>
        <dd>M-{m.number}</dd>
        <dt className="font-semibold">{copy.facts.plan}</dt>
        <dd>{m.plan}</dd>
        <dt className="font-semibold">{copy.facts.joined}</dt>
        <dd>{m.joined}</dd>
        <dt className="font-semibold">{copy.facts.paidUntil}</dt>
        <dd>{m.paidUntil}</dd>
        {m.household ? (
          <>
            <dt className="font-semibold">{copy.facts.household}</dt>
            <dd>{m.household}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="pay-heading" className="mt-10 print:hidden">
        <h2 id="pay-heading" className="text-3xl font-bold">
          {copy.howToPay}
        </h2>
        <p className="mt-3 text-xl">{d.due ? copy.due(d.due) : copy.notDue}</p>
        {d.upi ? <UpiPay upi={d.upi} /> : null}
        <p className="mt-3 text-lg">{feeMailCopy.howToPay.otherWays}</p>
      </section>

      <section aria-labelledby="receipts-heading" className="mt-10 print:mt-4">
        <h2 id="receipts-heading" className="text-3xl font-bold print:text-2xl">
          {copy.payments}
        </h2>
        {d.receipts.length === 0 ? <p className="mt-3 text-xl">{copy.noPayments}</p> : <p className="mt-3 text-lg print:hidden">{copy.print}</p>}
        {d.receipts.map((r) => (
          <article key={r.id} className="mt-4 rounded-xl border-2 border-stone-300 p-4 break-inside-avoid print:mt-2 print:p-2 print:leading-snug">
            <h3 className="text-2xl font-bold print:text-xl">
              {copy.receipt} <span className="whitespace-nowrap">{r.number}</span>
            </h3>
            {r.void ? <p className="mt-2 text-lg font-bold text-red-900">{copy.void}</p> : null}
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[11rem_minmax(0,1fr)] print:grid-cols-[auto_minmax(0,1fr)] print:gap-x-3 print:gap-y-0">
              {r.facts.map((f) => (
                <div key={f.label} className="contents">
                  <dt className="font-semibold">{f.label}</dt>
                  <dd className={f.value === r.number ? "whitespace-nowrap" : "wrap-break-word"}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </section>

      <section aria-labelledby="contact-heading" className="mt-10 print:hidden">
        <h2 id="contact-heading" className="text-3xl font-bold">
          {copy.contact.heading}
        </h2>
        <p className="mt-3 text-lg">{copy.contact.intro}</p>
        {actionData?.saved ? <Alert tone="success" role="status" autoFocus heading={copy.contact.saved} className="mt-4" /> : null}
        {actionData?.formError ? <Alert tone="error" role="alert" autoFocus heading={actionData.formError} className="mt-4" /> : null}
        <Form method="post" noValidate className="mt-4 space-y-6">
          <FormErrorSummary heading={copy.contact.errorHeading} intro={copy.contact.errorIntro} errors={errorSummary(form)} autoFocus />
          <TextInput {...fieldProps(form, "phone", { defaultValue: m.phone, type: "tel" })} autoComplete="tel" />
          <TextInput {...fieldProps(form, "emergencyContact", { defaultValue: m.emergencyContact })} />
          <TextInput {...fieldProps(form, "emergencyPhone", { defaultValue: m.emergencyPhone, type: "tel" })} />
          <CheckboxGroup {...choicesProps(form, "contactBy")} type="radio" options={contactByOptions} columns={3} />
          <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
            {copy.contact.submit}
          </button>
        </Form>
      </section>
    </div>
  );
}
