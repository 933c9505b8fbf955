// One record: every stored field, its status changes (only those the transition table allows), a
// welcome mail once an application is approved, an answer by e-mail through the outbox, the
// internal note, its mail with delivery state and retry, its history, and the way to erasure.
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import { contactByOptions } from "#app/content/form-words/common.ts";
import { isContactBy } from "#app/core/contact-by.ts";
import { saveApplicantContactBy } from "#app/lib/contact/contact-by.server.ts";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/record";
import { consoleCopy } from "#app/content/console.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { memberNumberOfApplication } from "#app/lib/fees/register.server.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { welcomeMailCopy } from "#app/content/welcome-mail.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { readFields } from "#app/schemas/form-data.ts";
import { fieldsOf } from "#app/schemas/schema-kit.ts";
import { WelcomeMailSchema } from "#app/schemas/welcome-mail.ts";
import { ReplyMailSchema } from "#app/schemas/reply-mail.ts";
import { replyMailCopy } from "#app/content/reply-mail.ts";
import { answerMovesOn, isAnswerable, sendReply } from "#app/lib/console/replies.server.ts";
import { isApplicant, sendWelcomeMail, welcomeDraft, welcomeQueued } from "#app/lib/console/welcome.server.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { MailTable } from "#app/components/admin/mail-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { isOwner, requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { recordHistory } from "#app/lib/console/audit.server.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { describeRecord, fieldText, statusLabel, topicOf } from "#app/schemas/stored-fields.ts";
import { describeAuditEntry } from "#app/lib/console/history.ts";
import { idField, idParam, notFound, privateHeaders, typeParam, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { isReadableText } from "#app/core/readable-text.ts";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { mailsOfRecord, mailView, retryMail } from "#app/lib/console/outbox.server.ts";
import { MAX_NOTE_LENGTH } from "#app/lib/console/limits.ts";
import { changeStatus, getRecord, saveNote } from "#app/lib/console/records.server.ts";
import { allowedTransitions, isReopening, SPAM, stateOf } from "#app/core/records.ts";
import { formatWhen } from "#app/core/calendar.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return consoleMeta(data ? `${data.reference}, ${data.singular}` : consoleCopy.brand);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, servicesOf(context));
  const { db, env } = servicesOf(context);
  const { slug, type } = typeParam(params);
  const id = idParam(params);
  const row = await getRecord(db, type, id);
  if (!row) notFound();
  const [mails, history, memberNumber] = await Promise.all([mailsOfRecord(db, type, id), recordHistory(db, type, id), type === "member" ? memberNumberOfApplication(db, id) : null]);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const to = url.searchParams.get("to") ?? "";
  const notices: Record<string, string> = {
    note: consoleCopy.record.noteSaved,
    retry: consoleCopy.outbox.retried,
    welcome: welcomeMailCopy.offer.sent,
    "welcome-already": welcomeMailCopy.offer.already,
    reply: replyMailCopy.sent,
    "reply-moved": replyMailCopy.sentAndMoved,
    "reply-already": replyMailCopy.already,
    "contact-by": consoleContactCopy.record.saved,
  };
  const notice = done === "status" ? consoleCopy.record.statusChanged(statusLabel(to)) : done ? (notices[done] ?? null) : null;
  const state = stateOf(type, row as { status: string; confirmedAt?: Date | null });
  // An approved application is offered a welcome mail until one has gone.
  const name = "name" in row ? row.name : "";
  const welcome = isApplicant(type) && row.status === "approved" && !(await welcomeQueued(db, type, row.reference)) ? { name, values: welcomeDraft(type, name) } : null;
  // The reference, status and note have places of their own on the page.
  const shownElsewhere = new Set(["reference", "status", "note"]);
  return {
    slug,
    id,
    plural: consoleCopy.types[type].plural,
    singular: consoleCopy.types[type].singular,
    reference: row.reference,
    status: row.status,
    // A subscription says whether its owner has confirmed it.
    state,
    statusLabel: statusLabel(state),
    welcome,
    // An approved membership application made a member of the register.
    memberNumber,
    transitions: allowedTransitions(type, row.status).map((s) => ({ to: s, label: statusLabel(s), reopen: isReopening(type, row.status, s) })),
    fields: describeRecord(storedRecords[type], row)
      .filter((f) => !shownElsewhere.has(f.key))
      .map((f) => ({ ...f, value: fieldText(f.value) })),
    note: row.note ?? "",
    reply: replyLink(row as { name?: string; email?: string; message?: string; reference: string }, type === "contact" ? topicOf(storedRecords[type], row) : consoleCopy.types[type].singular),
    // The answer written here, through the outbox: offered on a person's record with an address, spam aside.
    answer:
      isAnswerable(type) && row.email && row.status !== SPAM
        ? {
            to: row.email,
            replyTo: env.OPERATOR_EMAIL,
            movesOn: answerMovesOn(type, row.status),
            values: replyDraft(row as { name?: string; message?: string; reference: string }, type === "contact" ? topicOf(storedRecords[type], row) : consoleCopy.types[type].singular),
          }
        : null,
    mails: mails.map(mailView),
    history: history.map((h) => ({ id: h.id, when: formatWhen(h.createdAt), who: h.operatorEmail, what: describeAuditEntry(h.action, h.detail) })),
    notice,
    // An application's answer to "How would you like to hear from us?", editable here.
    contactBy: isApplicant(type) && "contactBy" in row ? String(row.contactBy) : null,
    // Erasure is an owner's (docs/decisions/020-roles-and-erasure.md).
    canErase: isOwner(operator),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireConsolePost(request, servicesOf(context));
  const { db, dispatcher, env } = servicesOf(context);
  const { slug, type } = typeParam(params);
  const id = idParam(params);
  const here = `/admin/${slug}/${id}`;
  const form = await formDataOf(request);
  const intent = field(form, "intent");

  if (intent === "status") {
    const to = field(form, "to");
    const result = await changeStatus(db, operator, type, id, { from: field(form, "from"), to });
    if (result === "not_found") notFound();
    if (result === "changed") throw redirect(withNotice(here, { done: "status", to }));
    const error = result === "conflict" ? consoleCopy.record.statusConflict : consoleCopy.record.statusRefused;
    return data({ intent, error, note: null }, { status: result === "conflict" ? 409 : 422, headers: privateHeaders });
  }

  if (intent === "note") {
    const typed = form.get("note");
    const note = typeof typed === "string" ? typed : "";
    if (note.trim().length > MAX_NOTE_LENGTH) {
      return data({ intent, error: consoleCopy.record.noteTooLong(MAX_NOTE_LENGTH), note }, { status: 422, headers: privateHeaders });
    }
    // A note that is not readable text is refused, not cleared (field() would read it as nothing).
    if (!isReadableText(note)) return data({ intent, error: validationCopy.unreadable(), note }, { status: 422, headers: privateHeaders });
    if ((await saveNote(db, operator, type, id, note)) === "not_found") notFound();
    throw redirect(withNotice(here, { done: "note" }));
  }

  if (intent === "retry") {
    const mailId = idField(form, "mail");
    // Only this record's mail can be retried from its page.
    const mails = await mailsOfRecord(db, type, id);
    if (!mails.some((m) => m.id === mailId)) notFound();
    const result = await retryMail(db, dispatcher, operator, mailId);
    if (result.result === "retried") throw redirect(withNotice(here, { done: "retry" }));
    return data({ intent, error: consoleCopy.outbox.notRetryable, note: null }, { status: 409, headers: privateHeaders });
  }

  if (intent === "welcome") {
    if (!isApplicant(type)) throw data("Unknown request", { status: 400, headers: privateHeaders });
    const { values, input, errors } = readFields(WelcomeMailSchema, form, fieldsOf(WelcomeMailSchema).fields);
    if (!input) return data({ intent, error: null, note: null, values, errors }, { status: 422, headers: privateHeaders });
    const result = await sendWelcomeMail(db, dispatcher, operator, type, id, input);
    if (result === "not-found") notFound();
    if (result === "not-approved") return data({ intent, error: welcomeMailCopy.offer.notApproved, note: null }, { status: 409, headers: privateHeaders });
    throw redirect(withNotice(here, { done: result === "sent" ? "welcome" : "welcome-already" }));
  }

  if (intent === "contact-by") {
    const value = field(form, "contactBy");
    if (!isApplicant(type) || !isContactBy(value)) throw data("Unknown request", { status: 400, headers: privateHeaders });
    if ((await saveApplicantContactBy(db, type, id, value)) === "not_found") notFound();
    throw redirect(withNotice(here, { done: "contact-by" }));
  }

  if (intent === "reply") {
    if (!isAnswerable(type)) throw data("Unknown request", { status: 400, headers: privateHeaders });
    const { values, input, errors } = readFields(ReplyMailSchema, form, fieldsOf(ReplyMailSchema).fields);
    if (!input) return data({ intent, error: null, note: null, values, errors }, { status: 422, headers: privateHeaders });
    const result = await sendReply({ db, env, dispatcher }, operator, type, id, input);
    if (result === "not-found") notFound();
    if (result === "no-address") return data({ intent, error: replyMailCopy.noAddress, note: null }, { status: 409, headers: privateHeaders });
    throw redirect(withNotice(here, { done: result === "sent" ? "reply" : result === "sent-and-moved" ? "reply-moved" : "reply-already" }));
  }

  throw data("Unknown request", { status: 400, headers: privateHeaders });
}

export default function RecordPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const copy = consoleCopy.record;
  const error = actionData?.error;
  return (
    <>
      <BackLink to={`/admin/${d.slug}`} label={copy.back(d.plural)} />
      <h1 className="mt-2 text-3xl font-bold">
        {d.singular} <span className="block font-mono text-2xl break-all sm:inline sm:text-3xl">{d.reference}</span>
      </h1>

      {error ? (
        <Alert tone="error" heading={error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}

      <ConsoleSection id="status" title={copy.status} frame="boxed">
        <p className="mt-3 flex flex-wrap items-center gap-3 text-lg">
          {copy.currentStatus}: <StatusBadge status={d.state} label={d.statusLabel} />
        </p>
        {d.memberNumber ? (
          <p className="mt-2">
            <Link to={`/admin/register/${d.memberNumber}`} className={consoleLink}>
              {consoleRegisterCopy.inRegister(d.memberNumber)}
            </Link>
          </p>
        ) : null}
        {d.transitions.length ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="from" value={d.status} />
            <fieldset>
              <legend className="text-lg font-semibold">{copy.changeStatus}</legend>
              <div className="mt-3 flex flex-wrap gap-3">
                {/* The workflow's next step stands out; the alternatives (reject, reopen, spam) do not invite a slip. */}
                {d.transitions.map((t, i) => (
                  <button key={t.to} type="submit" name="to" value={t.to} className={i === 0 && !t.reopen && t.to !== SPAM ? consoleButton.primary : consoleButton.secondary}>
                    {t.reopen ? copy.reopen(t.label) : copy.moveTo(t.label)}
                  </button>
                ))}
              </div>
            </fieldset>
          </Form>
        ) : (
          <p className="mt-3 text-lg">{copy.noTransitions}</p>
        )}
      </ConsoleSection>

      {d.contactBy ? (
        <ConsoleSection id="contact-by" title={consoleContactCopy.record.heading} frame="boxed" width="form">
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="contact-by" />
            <CheckboxGroup id="record-contactBy" name="contactBy" label={consoleContactCopy.record.label} hint={consoleContactCopy.record.hint} type="radio" options={contactByOptions} defaultValues={[d.contactBy]} columns={3} />
            <button type="submit" className={consoleButton.secondary}>
              {consoleContactCopy.record.save}
            </button>
          </Form>
        </ConsoleSection>
      ) : null}

      {d.welcome ? <WelcomeOffer name={d.welcome.name} values={actionData?.intent === "welcome" && "values" in actionData ? actionData.values : d.welcome.values} errors={actionData?.intent === "welcome" && "errors" in actionData ? actionData.errors : {}} /> : null}

      {d.answer ? (
        <AnswerForm
          // A new, empty start once an answer has gone (what was typed is not kept for a second press).
          key={d.mails.length}
          answer={d.answer}
          mailto={d.reply}
          values={actionData?.intent === "reply" && "values" in actionData ? actionData.values : d.answer.values}
          errors={actionData?.intent === "reply" && "errors" in actionData ? actionData.errors : {}}
        />
      ) : null}

      <ConsoleSection id="details" title={copy.details}>
        {d.reply && !d.answer ? (
          <p className="mt-3">
            <a href={d.reply} className={consoleButton.secondary}>
              {copy.reply}
            </a>
            <span className="mt-2 block text-base text-ink-muted">{copy.replyHint}</span>
          </p>
        ) : null}
        <dl className="mt-4 divide-y divide-stone-200 rounded-xl border-2 border-stone-300">
          {d.fields.map((f) => (
            <div key={f.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-semibold">{f.label}</dt>
              <dd className="break-words whitespace-pre-line">
                {!f.value ? (
                  <span className="text-ink-muted">{copy.empty}</span>
                ) : f.key === "email" ? (
                  <a href={`mailto:${f.value}`} className={consoleLink}>
                    {f.value}
                  </a>
                ) : f.key === "phone" || f.key === "emergencyPhone" ? (
                  <a href={`tel:${f.value.replace(/[^\d+]/g, "")}`} className={consoleLink}>
                    {f.value}
                  </a>
                ) : (
                  f.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>

      <ConsoleSection id="note" title={copy.note}>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="note" />
          <Textarea
            id="record-note"
            name="note"
            label={copy.noteLabel}
            hint={copy.noteHint}
            defaultValue={actionData?.intent === "note" && actionData.note !== null ? actionData.note : d.note}
            key={d.note}
            maxLength={MAX_NOTE_LENGTH}
            error={actionData?.intent === "note" ? (actionData.error ?? undefined) : undefined}
            rows={4}
          />
          <button type="submit" className={consoleButton.primary}>
            {copy.noteSave}
          </button>
        </Form>
      </ConsoleSection>

      <ConsoleSection id="mails" title={copy.mails}>
        {d.mails.length === 0 ? (
          <p className="mt-3 text-lg">{copy.noMails}</p>
        ) : (
          <div className="mt-4">
            <MailTable place="record" mails={d.mails} />
          </div>
        )}
      </ConsoleSection>

      <ConsoleSection id="history" title={copy.history}>
        {d.history.length === 0 ? (
          <p className="mt-3 text-lg">{copy.noHistory}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.historyCaption} stack>
              <thead>
                <tr>
                  <Th>{copy.historyColumns.when}</Th>
                  <Th>{copy.historyColumns.who}</Th>
                  <Th>{copy.historyColumns.what}</Th>
                </tr>
              </thead>
              <tbody>
                {d.history.map((h) => (
                  <tr key={h.id}>
                    <Td label={copy.historyColumns.when} className="whitespace-nowrap">
                      {h.when}
                    </Td>
                    <Td label={copy.historyColumns.who} className="break-all sm:whitespace-nowrap">
                      {h.who}
                    </Td>
                    <Td label={copy.historyColumns.what}>{h.what}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </ConsoleSection>

      {d.canErase ? (
      <ConsoleSection id="erase" title={copy.erase} frame="danger" spacing="mt-10">
        <p className="mt-2 text-lg">{copy.eraseIntro}</p>
        <p className="mt-4">
          <Link to={`/admin/${d.slug}/${d.id}/erase`} className={consoleButton.danger}>
            {copy.eraseLink}
          </Link>
        </p>
      </ConsoleSection>
      ) : null}
    </>
  );
}

/** The welcome mail an approved application is offered: its words, to change before it goes. */
function WelcomeOffer({ name, values, errors }: { name: string; values: Record<string, string>; errors: Record<string, string> }) {
  const offer = welcomeMailCopy.offer;
  const form = { idPrefix: "welcome", copy: welcomeMailCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <ConsoleSection id="welcome" title={offer.heading} frame="boxed">
      <p className="mt-2 text-lg">{offer.intro(name)}</p>
      <Form method="post" noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value="welcome" />
        <FormErrorSummary heading={offer.errorHeading} intro={offer.errorIntro} errors={errorSummary(form)} autoFocus />
        <TextInput {...fieldProps(form, "subject")} maxLength={150} />
        <Textarea {...fieldProps(form, "body")} rows={12} maxLength={5000} />
        <button type="submit" className={consoleButton.primary}>
          {offer.submit}
        </button>
      </Form>
    </ConsoleSection>
  );
}

/** The answer form on a record: to the visitor from the site's address, replies to the community's inbox. */
function AnswerForm({ answer, mailto, values, errors }: { answer: { to: string; replyTo: string; movesOn: boolean }; mailto: string | null; values: Record<string, string>; errors: Record<string, string> }) {
  const form = { idPrefix: "reply", copy: replyMailCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <ConsoleSection id="answer" title={replyMailCopy.heading} frame="boxed">
      <p className="mt-2 text-lg break-words">{replyMailCopy.intro(answer.to, answer.replyTo)}</p>
      {answer.movesOn ? <p className="mt-2 text-lg font-semibold">{replyMailCopy.movesOn}</p> : null}
      <Form method="post" noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value="reply" />
        <FormErrorSummary heading={replyMailCopy.errorHeading} intro={replyMailCopy.errorIntro} errors={errorSummary(form)} autoFocus />
        <TextInput {...fieldProps(form, "subject")} maxLength={150} />
        <Textarea {...fieldProps(form, "body")} rows={10} maxLength={10_000} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <button type="submit" className={consoleButton.primary}>
            {replyMailCopy.submit}
          </button>
          {mailto ? (
            <a href={mailto} className={consoleLink}>
              {replyMailCopy.otherApp}
            </a>
          ) : null}
        </div>
      </Form>
    </ConsoleSection>
  );
}

/** The answer's starting words: the subject with the Reference ID, a greeting, and their message quoted below. */
function replyDraft(row: { name?: string; message?: string; reference: string }, topic: string): { subject: string; body: string } {
  return { subject: consoleCopy.record.replySubject(topic, row.reference), body: consoleCopy.record.replyBody(row.name ?? "", quoted(row.message ?? "")) };
}

function quoted(message: string): string {
  return message
    .split(/\r?\n/)
    .filter((line, i, all) => line || i < all.length - 1)
    .map((line) => `> ${line}`)
    .join("\n");
}

/** A mailto: link that answers the visitor: their address, the Reference ID in the subject, their message quoted. */
function replyLink(row: { name?: string; email?: string; message?: string; reference: string }, topic: string): string | null {
  if (!row.email) return null;
  const { subject, body } = replyDraft(row, topic);
  return `mailto:${row.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
