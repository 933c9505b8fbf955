// One member of the register: their state, the payment form (messages beside each field, a warning
// before an amount that is not the plan's price × months is saved, a second press of the same form
// recorded once), their payments with printable receipts, voiding (owners), the reminders they
// were sent, their mail, and their details, editable.
import { ReachList } from "#app/components/admin/reach-list.tsx";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import { memberReach } from "#app/lib/contact/reach.server.ts";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/register-member";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { commonCopy, contactByOptions } from "#app/content/form-words/common.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { choicesProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { MailTable } from "#app/components/admin/mail-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { isOwner, requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idField, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { mailView } from "#app/lib/console/outbox.server.ts";
import { memberMails, receiptMailer } from "#app/lib/fees/fee-mail.server.ts";
import { getMember, memberActivity, monthOf, recordPayment, refundFee, updateMemberDetails } from "#app/lib/fees/register.server.ts";
import { FeeRefundSchema, feeRefundFields } from "#app/schemas/booking-payment.ts";
import { mayRefund } from "#app/core/roles.ts";
import { voidPayment } from "#app/lib/payments/void.server.ts";
import { UNDO_MINUTES } from "#app/core/payment-rules.ts";
import { paymentVoidCopy } from "#app/content/payment-void.ts";
import { newFormToken } from "#app/lib/submissions/fill-form-tokens.server.ts";
import { seenOf, type Question } from "#app/lib/payments/questions.server.ts";
import { PaymentQuestions } from "#app/components/admin/payment-questions.tsx";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { field, readFields } from "#app/schemas/form-data.ts";
import { MemberDetailsSchema, memberDetailsFields, paymentFields, paymentSchema } from "#app/schemas/payment.ts";
import { FORM_TOKEN_FIELD, onlyFormToken } from "#app/core/form-token-fields.ts";
import { amountDue, amountFor, coverOf, MAX_MONTHS, memberState, PAYMENT_METHODS, PLANS, priceIn, unpaidMonths } from "#app/core/fees.ts";
import { priceList } from "#app/lib/fees/plan-prices.server.ts";
import { formatStoredDate, formatWhen, todayIso } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { isReadableText } from "#app/core/readable-text.ts";

export function meta({ loaderData: d }: Route.MetaArgs) {
  return consoleMeta(d ? copy.member.heading(d.member.name, d.member.number) : copy.title);
}

function numberParam(params: { number?: string }): number {
  const n = /^[1-9]\d{0,8}$/.test(params.number ?? "") ? Number(params.number) : NaN;
  if (!Number.isSafeInteger(n)) notFound();
  return n;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, servicesOf(context));
  const { db } = servicesOf(context);
  const member = await getMember(db, numberParam(params));
  if (!member) notFound();
  const [activity, mails, prices] = await Promise.all([memberActivity(db, member.id), memberMails(db, member.id), priceList(db)]);
  const now = new Date();
  const state = memberState(member, monthOf(now));
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  // A notice names the receipt as stored, found by its payment's id among this member's: nothing typed into the address is shown.
  const noticed = activity.payments.find((p) => String(p.id) === url.searchParams.get("payment"));
  const receipt = noticed?.receiptNumber ?? "";
  // A refund's notice, likewise, from the stored refund of this member's payment.
  const refundNoticed = activity.refunds.find((r) => String(r.id) === url.searchParams.get("refund"));
  const refundedNotice = refundNoticed ? copy.refund.done(refundNoticed.amount, activity.payments.find((p) => p.id === refundNoticed.paymentId)?.receiptNumber ?? "") : "";
  const notices: Record<string, string> = {
    details: copy.member.detailsSaved,
    paid: copy.payment.recorded(receipt),
    mailed: copy.payment.recordedMailed(receipt),
    already: copy.payment.already(receipt),
    void: copy.void.done(receipt),
    refunded: refundedNotice,
    "already-refunded": copy.refund.already,
    undone: paymentVoidCopy.undoDone(receipt),
  };
  // A member the mail does not reach (no address, or they chose WhatsApp or a call): their latest receipts, each with a prepared WhatsApp message.
  const receiptsReach = await memberReach(db, member, activity.payments.filter((p) => p.voidedAt === null).slice(0, 3));
  return {
    receiptsReach,
    member: {
      number: member.number,
      name: member.name,
      email: member.email,
      phone: member.phone,
      address: member.address,
      emergencyContact: member.emergencyContact,
      emergencyPhone: member.emergencyPhone,
      plan: member.plan,
      planLabel: copy.plans[member.plan] ?? member.plan,
      household: member.household.join("\n"),
      noReminders: member.noReminders,
      contactBy: member.contactBy,
      leftOn: member.leftOn ?? "",
      joinedOn: member.joinedOn,
      paidUntil: copy.paidUntil(member.paidUntil),
      erased: member.erasedAt !== null,
    },
    state,
    stateLabel: copy.states[state],
    price: priceIn(prices, member.plan, monthOf(now)) ?? 0,
    // The amount starts with what is due now (every unpaid month at its price), else a month's price, as the booking form starts with what is due.
    suggested: amountDue(prices, member, monthOf(now)) || (priceIn(prices, member.plan, monthOf(now)) ?? 0),
    suggestedMonths: Math.max(1, Math.min(MAX_MONTHS, unpaidMonths(member, monthOf(now)))),
    today: todayIso(now),
    formToken: newFormToken(),
    payments: activity.payments.map((p) => ({
      id: p.id,
      // Money given back of it, each with when and why; and what is left of it to give back.
      refunds: activity.refunds.filter((r) => r.paymentId === p.id).map((r) => copy.refund.given(r.amount, formatStoredDate(r.refundedOn), r.reason)),
      left: p.voidedAt ? 0 : p.amount - activity.refunds.filter((r) => r.paymentId === p.id).reduce((sum, r) => sum + r.amount, 0),
      rupeesPaid: p.amount,
      receipt: p.receiptNumber,
      paidOn: formatStoredDate(p.paidOn),
      amount: rupees(p.amount),
      method: copy.methods[p.method as keyof typeof copy.methods] ?? p.method,
      reference: p.reference,
      covers: copy.member.covers(p.coversFrom ?? "", p.coversTo ?? ""),
      recorded: p.recordedBy,
      void: p.voidedAt ? copy.member.voided(p.voidReason ?? "", p.voidedBy ?? "") : null,
      // The operator who recorded it may undo it for a few minutes (a mis-tap).
      undo: !p.voidedAt && p.recordedById === operator.id && now.getTime() - p.createdAt.getTime() <= UNDO_MINUTES * 60_000,
    })),
    reminders: activity.reminders.map((r) => ({ month: r.month, text: copy.member.remindedOn(r.month, formatWhen(r.sentAt), r.amount) })),
    mails: mails.map(mailView),
    notice: done && (done === "details" || noticed || (done === "already-refunded") || (done === "refunded" && refundNoticed)) ? (notices[done] ?? null) : null,
    // Voiding a payment is an owner's (docs/decisions/020-roles-and-erasure.md); so is giving money back (app/core/roles.ts).
    canVoid: isOwner(operator),
    canRefund: mayRefund(operator.role),
    refundToken: newFormToken(),
  };
}

type ActionResult = {
  intent: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What is asked before the payment is recorded (app/lib/payments/questions.server.ts). */
  questions?: Question[];
  error?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireConsolePost(request, servicesOf(context));
  const services = servicesOf(context);
  const { db } = services;
  const number = numberParam(params);
  const here = `/admin/register/${number}`;
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  const refuse = (result: Omit<ActionResult, "intent">, status = 422) => data<ActionResult>({ intent, ...result }, { status, headers: privateHeaders });

  if (intent === "payment") {
    const member = await getMember(db, number);
    if (!member) notFound();
    const now = new Date();
    const { values, input, errors } = readFields(paymentSchema(todayIso(now)), form, paymentFields);
    if (!input) return refuse({ values, errors });
    const formToken = onlyFormToken(form);
    if (!formToken) return refuse({ values, errors: {}, error: copy.payment.messages.notFromPage }, 400);
    // What the months it pays for cost, each at the price of that month (plan_prices).
    const expected = amountFor(await priceList(db), member.plan, coverOf(member, input.months).from, input.months);
    // An amount other than the plan's price is allowed (discounts happen), once the operator has
    // seen it said: a question like the ledger's, keyed by the amount as a number ("00500" is 500).
    const asked = expected !== undefined && input.amount !== expected ? [{ key: `price:${input.amount}:${expected}`, text: copy.payment.notPlanPrice(input.amount, expected, input.months) }] : [];
    const result = await recordPayment(db, operator, number, input, { formToken, now, inside: receiptMailer(services, now), asked, seen: seenOf(form) });
    if (result.result === "not_found") notFound();
    if (result.result === "left") return refuse({ values, errors: {}, error: copy.payment.memberLeft }, 409);
    if (result.result === "questions") return refuse({ values, errors: {}, questions: result.questions });
    if (result.result === "already") throw redirect(withNotice(here, { done: "already", payment: String(result.payment.id) }));
    services.dispatcher.kick();
    throw redirect(withNotice(here, { done: member.email ? "mailed" : "paid", payment: String(result.payment.id) }));
  }

  if (intent === "details") {
    const { values, input, errors } = readFields(MemberDetailsSchema, form, memberDetailsFields);
    if (!input) return refuse({ values, errors });
    if ((await updateMemberDetails(db, operator, number, input)) === "not_found") notFound();
    throw redirect(withNotice(here, { done: "details" }));
  }

  if (intent === "refund") {
    if (!mayRefund(operator.role)) throw data({ reason: "owners-only" }, { status: 403, headers: privateHeaders });
    // A payment chosen is one of the page's (an id that cannot be one is the console's 404 page); none chosen is said beside the field.
    if (field(form, "payment") !== "") idField(form, "payment");
    const { values, input, errors } = readFields(FeeRefundSchema, form, feeRefundFields);
    if (!input) return refuse({ values, errors });
    const formToken = onlyFormToken(form);
    if (!formToken) return refuse({ values, errors: {}, error: copy.payment.messages.notFromPage }, 400);
    const result = await refundFee(db, operator, number, input, { formToken });
    if (result.result === "not_found") notFound();
    if (result.result === "too_much") return refuse({ values, errors: { amount: copy.refund.tooMuch(result.left) } });
    if (result.result === "nothing_left") return refuse({ values, errors: { payment: copy.refund.nothingLeft } });
    if (result.result === "already") throw redirect(withNotice(here, { done: "already-refunded" }));
    services.dispatcher.kick();
    throw redirect(withNotice(here, { done: "refunded", refund: String(result.refund.id) }));
  }

  if (intent === "void" || intent === "undo") {
    const member = await getMember(db, number);
    if (!member) notFound();
    const paymentId = idField(form, "payment");
    const reason = field(form, "reason").replace(/\s+/g, " ").trim();
    const values = { payment: field(form, "payment"), reason };
    const { payments } = await memberActivity(db, member.id);
    const payment = payments.find((p) => p.id === paymentId);
    if (!payment) notFound();
    // An owner voids any payment with a reason; the operator who recorded it undoes it for a few minutes (app/lib/payments/void.server.ts).
    if (intent === "void" && !isOwner(operator)) throw data({ reason: "owners-only" }, { status: 403, headers: privateHeaders });
    if (intent === "void" && (!reason || !isReadableText(reason) || reason.length > 300)) return refuse({ values, errors: { reason: copy.void.reason.required } });
    const result = await voidPayment(db, operator, paymentId, intent === "void" ? reason : "", { memberId: member.id });
    if (result === "not_found") notFound();
    if (result === "already") return refuse({ values, errors: {}, error: copy.void.already }, 409);
    if (result === "not_allowed") return refuse({ values, errors: {}, error: paymentVoidCopy.notAllowed }, 403);
    services.dispatcher.kick();
    throw redirect(withNotice(here, { done: intent === "void" ? "void" : "undone", payment: String(payment.id) }));
  }

  throw data("Unknown request", { status: 400, headers: privateHeaders });
}

export default function RegisterMember({ loaderData: d, actionData }: Route.ComponentProps) {
  const m = d.member;
  const returned = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const pay = returned("payment");
  const details = returned("details");
  const voiding = returned("void");
  const refunding = returned("refund");
  const refundForm = { idPrefix: "refund", copy: { fields: { payment: copy.refund.payment, reason: copy.refund.reason, ...copy.refund.fields } }, markers: commonCopy, state: { errors: refunding?.errors ?? {}, returnedValues: refunding?.values ?? {} } };
  const payForm = { idPrefix: "payment", copy: copy.payment, markers: commonCopy, state: { errors: pay?.errors ?? {}, returnedValues: pay?.values ?? {} } };
  const detailsForm = {
    idPrefix: "details",
    copy: copy.details,
    markers: commonCopy,
    state: { errors: details?.errors ?? {}, returnedValues: details?.values ?? {} },
  };
  return (
    <>
      <BackLink to="/admin/register" label={copy.member.back} />
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.member.heading(m.name, m.number)}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-lg">
        {copy.member.state}: <StatusBadge status={d.state} label={d.stateLabel} />
        <span>
          {copy.columns.paidUntil}: {m.paidUntil}
        </span>
      </p>
      {m.erased ? <p className="mt-2 text-lg">{copy.member.erased}</p> : null}

      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}

      {d.state !== "left" ? (
        <ConsoleSection id="payment" title={copy.payment.heading} frame="boxed" width="form">
          <p className="mt-2 text-lg">{copy.payment.intro(d.price, m.planLabel)}</p>
          <Form method="post" noValidate className="mt-4 space-y-6">
            <input type="hidden" name="intent" value="payment" />
            <input type="hidden" name={FORM_TOKEN_FIELD} value={d.formToken} />
            <FormErrorSummary heading={copy.payment.errorHeading} intro={copy.payment.errorIntro} errors={errorSummary(payForm)} autoFocus />
            <TextInput {...fieldProps(payForm, "amount", { defaultValue: String(d.suggested) })} inputMode="numeric" width="medium" autoComplete="off" />
            <Select {...fieldProps(payForm, "method", { defaultValue: "" })} placeholder={copy.payment.choose} options={PAYMENT_METHODS.map((v) => ({ value: v, label: copy.methods[v] }))} />
            <TextInput {...fieldProps(payForm, "reference")} marker={copy.payment.referenceMarker} autoComplete="off" spellCheck={false} />
            <TextInput {...fieldProps(payForm, "paidOn", { defaultValue: d.today })} type="date" max={d.today} width="medium" />
            <TextInput {...fieldProps(payForm, "months", { defaultValue: String(d.suggestedMonths) })} inputMode="numeric" width="medium" />
            <PaymentQuestions questions={pay?.questions} />
            <button type="submit" className={consoleButton.primary}>
              {pay?.questions?.length ? copy.payment.confirm : copy.payment.submit}
            </button>
          </Form>
        </ConsoleSection>
      ) : null}

      {d.receiptsReach.length > 0 ? <ReachList id="receipts-reach" title={consoleContactCopy.receiptsHeading} intro={consoleContactCopy.receiptsIntro} people={d.receiptsReach} /> : null}

      <ConsoleSection id="payments" title={copy.member.payments}>
        {d.payments.length === 0 ? (
          <p className="mt-3 text-lg">{copy.member.noPayments}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.member.paymentsCaption(d.payments.length)} stack>
              <thead>
                <tr>
                  <Th>{copy.member.columns.receipt}</Th>
                  <Th>{copy.member.columns.paidOn}</Th>
                  <Th>{copy.member.columns.amount}</Th>
                  <Th>{copy.member.columns.method}</Th>
                  <Th>{copy.member.columns.reference}</Th>
                  <Th>{copy.member.columns.covers}</Th>
                  <Th>{copy.member.columns.recorded}</Th>
                </tr>
              </thead>
              <tbody>
                {d.payments.map((p) => (
                  <tr key={p.id}>
                    <Td className="min-w-36">
                      <Link to={`/admin/register/${m.number}/receipt/${p.id}`} className={`${consoleLink} font-mono`}>
                        {p.receipt}
                      </Link>
                      {p.void ? (
                        <span className="mt-1 block">
                          <StatusBadge status="void" label={p.void} />
                        </span>
                      ) : null}
                    </Td>
                    <Td label={copy.member.columns.paidOn}>{p.paidOn}</Td>
                    <Td label={copy.member.columns.amount} className="tabular-nums">
                      <span className={p.void ? "line-through" : ""}>{p.amount}</span>
                      {p.refunds.map((r) => (
                        <span key={r} className="mt-1 block">
                          {r}
                        </span>
                      ))}
                    </Td>
                    <Td label={copy.member.columns.method}>{p.method}</Td>
                    <Td label={copy.member.columns.reference} className="break-all">
                      {p.reference}
                    </Td>
                    <Td label={copy.member.columns.covers}>{p.covers}</Td>
                    <Td label={copy.member.columns.recorded} className="break-all">
                      {p.recorded}
                      {p.undo ? (
                        <Form method="post" className="mt-2">
                          <input type="hidden" name="intent" value="undo" />
                          <input type="hidden" name="payment" value={p.id} />
                          <button type="submit" className={consoleButton.secondary} aria-label={`${paymentVoidCopy.undo}: ${p.receipt}`}>
                            {paymentVoidCopy.undo}
                          </button>
                          <span className="mt-1 block text-base">{paymentVoidCopy.undoHint(UNDO_MINUTES)}</span>
                        </Form>
                      ) : null}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </ConsoleSection>

      {d.canVoid && d.payments.some((p) => !p.void) ? (
        <ConsoleSection id="void" title={copy.void.heading} frame="danger" width="form">
          <p className="mt-2 text-lg">{copy.void.intro}</p>
          <Form method="post" noValidate className="mt-4 space-y-6">
            <input type="hidden" name="intent" value="void" />
            <Select
              id="void-payment"
              name="payment"
              label={copy.void.payment}
              placeholder={copy.payment.choose}
              required
              defaultValue={voiding?.values.payment ?? ""}
              options={d.payments.filter((p) => !p.void).map((p) => ({ value: String(p.id), label: `${p.receipt}: ${p.amount}, ${p.paidOn}` }))}
            />
            <TextInput id="void-reason" name="reason" label={copy.void.reason.label} marker={commonCopy.requiredMarker} required error={voiding?.errors.reason} defaultValue={voiding?.values.reason ?? ""} />
            <button type="submit" className={consoleButton.danger}>
              {copy.void.submit}
            </button>
          </Form>
        </ConsoleSection>
      ) : null}

      {d.canRefund && d.payments.some((p) => p.left > 0) ? (
        <ConsoleSection id="refund" title={copy.refund.heading} frame="boxed" width="form">
          <p className="mt-2 text-lg">{copy.refund.intro}</p>
          <Form method="post" noValidate className="mt-4 space-y-6">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name={FORM_TOKEN_FIELD} value={d.refundToken} />
            <FormErrorSummary heading={copy.refund.heading} intro={copy.payment.errorIntro} errors={errorSummary(refundForm)} autoFocus />
            <Select
              {...fieldProps(refundForm, "payment", { defaultValue: "" })}
              placeholder={copy.payment.choose}
              options={d.payments.filter((p) => p.left > 0).map((p) => ({ value: String(p.id), label: copy.refund.option(p.receipt, p.rupeesPaid, p.left) }))}
            />
            <TextInput {...fieldProps(refundForm, "amount")} inputMode="numeric" width="medium" autoComplete="off" />
            <Select {...fieldProps(refundForm, "method", { defaultValue: "" })} placeholder={copy.payment.choose} options={PAYMENT_METHODS.map((v) => ({ value: v, label: copy.methods[v] }))} />
            <TextInput {...fieldProps(refundForm, "reference")} marker={copy.payment.referenceMarker} autoComplete="off" spellCheck={false} />
            <TextInput {...fieldProps(refundForm, "reason")} />
            <button type="submit" className={consoleButton.primary}>
              {copy.refund.submit}
            </button>
          </Form>
        </ConsoleSection>
      ) : null}

      <ConsoleSection id="reminders" title={copy.member.reminders}>
        {d.reminders.length === 0 ? (
          <p className="mt-3 text-lg">{copy.member.noRemindersSent}</p>
        ) : (
          <ul className="mt-3 list-disc space-y-1 pl-6 text-lg">
            {d.reminders.map((r) => (
              <li key={r.month}>{r.text}</li>
            ))}
          </ul>
        )}
      </ConsoleSection>

      <ConsoleSection id="mails" title={copy.member.mails}>
        {d.mails.length === 0 ? (
          <p className="mt-3 text-lg">{copy.member.noMails}</p>
        ) : (
          <div className="mt-4">
            <MailTable place="record" mails={d.mails} />
          </div>
        )}
      </ConsoleSection>

      <ConsoleSection id="details" title={copy.member.details} frame="boxed" width="form">
        <Form method="post" noValidate className="mt-4 space-y-6">
          <input type="hidden" name="intent" value="details" />
          <FormErrorSummary heading={copy.details.errorHeading} intro={copy.details.errorIntro} errors={errorSummary(detailsForm)} autoFocus />
          <TextInput {...fieldProps(detailsForm, "name", { defaultValue: m.name })} />
          <TextInput {...fieldProps(detailsForm, "email", { defaultValue: m.email, type: "email" })} />
          <TextInput {...fieldProps(detailsForm, "phone", { defaultValue: m.phone, type: "tel" })} width="medium" />
          <Textarea {...fieldProps(detailsForm, "address", { defaultValue: m.address })} rows={3} />
          <TextInput {...fieldProps(detailsForm, "emergencyContact", { defaultValue: m.emergencyContact })} />
          <TextInput {...fieldProps(detailsForm, "emergencyPhone", { defaultValue: m.emergencyPhone, type: "tel" })} width="medium" />
          <Select {...fieldProps(detailsForm, "plan", { defaultValue: m.plan })} placeholder={copy.payment.choose} options={PLANS.map((v) => ({ value: v, label: copy.plans[v] ?? v }))} />
          <Textarea {...fieldProps(detailsForm, "household", { defaultValue: m.household })} rows={3} />
          <Checkbox id="details-noReminders" name="noReminders" label={copy.details.fields.noReminders.label} defaultChecked={details ? details.values.noReminders === "on" : m.noReminders} />
          <CheckboxGroup {...choicesProps(detailsForm, "contactBy")} defaultValues={[details?.values.contactBy ?? m.contactBy]} type="radio" options={contactByOptions} columns={3} />
          <TextInput {...fieldProps(detailsForm, "joinedOn", { defaultValue: m.joinedOn })} type="date" max={d.today} width="medium" />
          <TextInput {...fieldProps(detailsForm, "leftOn", { defaultValue: m.leftOn })} type="date" width="medium" />
          <button type="submit" className={consoleButton.primary}>
            {copy.member.detailsSave}
          </button>
        </Form>
      </ConsoleSection>
    </>
  );
}
