// /admin/events/<id>/message: one e-mail to each person booked on the event, and to the waiting
// list when ticked, through the outbox, sent once however often it is posted
// (app/lib/events/messages.server.ts), and listed on the event with who sent it and when. Before it
// goes, the operator can see what each person will get and send a test copy to their own address;
// both keep what was typed.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/event-message";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { eventMessageFormCopy } from "#app/content/form-words/event.ts";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { EventPageHead } from "#app/components/admin/event-page-head.tsx";
import { EventMessages } from "#app/components/admin/event-messages.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatWhen } from "#app/core/calendar.ts";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { readEventMessageForm } from "#app/lib/events/event-form.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { eventMessagesOf, messageAudience, previewEventMessage, sendEventMessage, sendEventMessageTest, sentMessages } from "#app/lib/events/messages.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { ReachList } from "#app/components/admin/reach-list.tsx";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import { eventReach } from "#app/lib/contact/reach.server.ts";
import { eventBookings } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = consoleEventsCopy.message;

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.title(loaderData.event.title) : consoleEventsCopy.list.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, event, facts } = await consoleEvent(request, params, context);
  const [audience, rows, messages] = await Promise.all([messageAudience(services.db, event.id), eventMessagesOf(services.db, event.id), sentMessages(services.db, event.id)]);
  const query = new URL(request.url).searchParams;
  const about = rows.find((m) => String(m.id) === query.get("message"));
  const done = query.get("done");
  // Those the message's mail did not reach (no address, or they chose WhatsApp or a call): its answer lists them.
  const toldStatuses = about ? (about.includeWaitlist ? ["confirmed", "waitlisted"] : ["confirmed"]) : [];
  const told = about ? await eventReach(services.db, event, (await eventBookings(services.db, event.id)).filter((b) => toldStatuses.includes(b.status)), { purpose: "message", about: String(about.id) }) : [];
  return {
    told,
    event: { ...facts, cancelled: event.status === "cancelled" },
    audience: copy.audience(audience.confirmed, audience.waiting),
    // A new, empty form once a message has gone (the fields are not kept for a second press).
    formKey: about ? `after-${about.id}` : "new",
    notice: about && done === "sent" ? { tone: "success" as const, text: copy.sent(about.recipients) } : about && done === "already" ? { tone: "attention" as const, text: copy.alreadySent(formatWhen(about.sentAt), about.sentBy) } : null,
    messages,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const intent = field(form, "intent") || "send";
  const { values, input, errors } = readEventMessageForm(form);
  if (!input) return data({ values, errors, error: null, preview: null, tested: null }, { status: 422, headers: privateHeaders });
  if (intent === "preview") {
    const preview = await previewEventMessage(services, id, input);
    if (!preview) notFound();
    return data({ values, errors: {}, error: null, preview: { subject: preview.subject, text: preview.text }, tested: null }, { headers: privateHeaders });
  }
  if (intent === "test") {
    if ((await sendEventMessageTest(services, operator, id, input)) === "not-found") notFound();
    return data({ values, errors: {}, error: null, preview: null, tested: copy.testSent(operator.email) }, { headers: privateHeaders });
  }
  const result = await sendEventMessage(services, operator, id, input);
  if (result.outcome === "not-found") notFound();
  if (result.outcome === "event-cancelled") return data({ values, errors: {}, error: copy.cancelledEvent, preview: null, tested: null }, { status: 409, headers: privateHeaders });
  throw redirect(withNotice(`/admin/events/${id}/message`, { done: result.outcome === "sent" ? "sent" : "already", message: String(result.message.id) }));
}

export default function EventMessagePage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { event } = d;
  const form = { idPrefix: "message", copy: eventMessageFormCopy, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? {} } };
  return (
    <>
      <EventPageHead event={event} back={copy.back} title={copy.title(event.title)} />
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : actionData?.tested ? (
        <Alert tone="success" heading={actionData.tested} role="status" className="mt-6" />
      ) : d.notice && !actionData ? (
        <Alert tone={d.notice.tone} heading={d.notice.text} role="status" className="mt-6" />
      ) : null}
      {d.told.length > 0 && !actionData ? <ReachList id="tell" title={consoleContactCopy.tellHeading.message!} intro={consoleContactCopy.tellIntro(d.told.length)} people={d.told} /> : null}
      {event.cancelled ? (
        <p className="mt-6 text-lg">{copy.cancelledEvent}</p>
      ) : (
        <>
          <p className="mt-4 max-w-3xl text-lg">{copy.intro}</p>
          <p className="mt-2 text-lg font-semibold">{d.audience}</p>
          <h2 className="mt-8 text-2xl font-bold">{copy.formHeading}</h2>
          <Form key={d.formKey} method="post" noValidate className="mt-4 max-w-3xl space-y-6">
            <FormErrorSummary heading={copy.errorHeading} intro={copy.errorIntro} errors={errorSummary(form)} autoFocus />
            <TextInput {...fieldProps(form, "subject")} maxLength={150} />
            <Textarea {...fieldProps(form, "body")} rows={8} maxLength={5000} />
            <Checkbox {...checkboxProps(form, "includeWaitlist")} />
            {actionData?.preview ? (
              <section aria-labelledby="preview-heading" className="rounded-xl border-2 border-stone-300 bg-white p-4">
                <h3 id="preview-heading" className="text-xl font-bold">
                  {copy.previewHeading}
                </h3>
                <p className="mt-1 text-base text-ink-muted">{copy.previewIntro}</p>
                <p className="mt-3 text-lg break-words">
                  <span className="font-semibold">{copy.previewSubject}:</span> {actionData.preview.subject}
                </p>
                <pre className="mt-3 font-sans text-lg break-words whitespace-pre-wrap">{actionData.preview.text}</pre>
              </section>
            ) : null}
            {/* The first button is the one Enter presses: the preview, never the sending. */}
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="preview" className={consoleButton.secondary}>
                {copy.previewButton}
              </button>
              <button type="submit" name="intent" value="test" className={consoleButton.secondary}>
                {copy.testButton}
              </button>
              <button type="submit" name="intent" value="send" className={consoleButton.primary}>
                {copy.submit}
              </button>
            </div>
          </Form>
        </>
      )}
      <EventMessages messages={d.messages} />
    </>
  );
}
