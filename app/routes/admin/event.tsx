// One event in the console: its bookings, the messages sent about it, its form (edit), a draft copy
// for another date, and cancelling (with a reason for the mail) or deleting it; links to its door
// list and to writing to everyone booked. Every change is a post followed by a redirect,
// so a reload never repeats it.
import { Fragment, type ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/event";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { cancelEventFormCopy, duplicateFormCopy } from "#app/content/form-words/event.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { EventMessages } from "#app/components/admin/event-messages.tsx";
import { PostButton } from "#app/components/admin/post-button.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatDate, formatWhen } from "#app/core/calendar.ts";
import { registrationStatuses, type EventStatus, type RegistrationStatus } from "#app/core/events.ts";
import { isOwner, requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { eventFormValues, readCancelForm, readDuplicateForm, readEventForm } from "#app/lib/events/event-form.server.ts";
import { cancelEventByOperator, deleteEvent, duplicateEvent, erasedBookings, eventBookings, updateEvent } from "#app/lib/events/events.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { markAttended, moveBooking } from "#app/lib/events/bookings.server.ts";
import { sentMessages } from "#app/lib/events/messages.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.form.editTitle(loaderData.event.title) : copy.list.title);
}

function notice(query: URLSearchParams, date: string): string | null {
  const n = (name: string) => Number(query.get(name) ?? 0) || 0;
  switch (query.get("done")) {
    case "created":
      return copy.form.created;
    case "series": {
      const last = query.get("last") ?? "";
      return copy.form.createdSeries(n("count"), formatDate(date, "long"), /^\d{4}-\d{2}-\d{2}$/.test(last) ? formatDate(last, "long") : last);
    }
    case "copied":
      return copy.form.copied;
    case "saved":
      return [copy.form.saved, n("promoted") > 0 ? copy.form.promoted(n("promoted")) : "", n("changed") > 0 ? copy.form.told(n("changed")) : ""].join(" ").trim();
    case "cancelled":
      return copy.manage.cancelled(n("told"));
    case "moved":
      return copy.bookings.moved;
    case "attended":
      return copy.bookings.attendedSaved;
    default:
      return null;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, operator, event, facts } = await consoleEvent(request, params, context);
  const query = new URL(request.url).searchParams;
  const [bookings, erased, messages] = await Promise.all([eventBookings(services.db, event.id), erasedBookings(services.db, event.id), sentMessages(services.db, event.id)]);
  return {
    canExport: isOwner(operator),
    erased,
    event: {
      ...facts,
      slug: event.slug,
      status: event.status as EventStatus,
      capacity: event.capacity,
      confirmedSeats: event.confirmedSeats,
      cancelReason: event.cancelReason,
    },
    values: eventFormValues(event),
    notice: notice(query, event.date),
    waiting: bookings.filter((b) => b.status === "waitlisted").length,
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      name: b.name,
      email: b.email,
      phone: b.phone,
      seats: b.seats,
      status: b.status as RegistrationStatus,
      attended: b.attended,
      booked: formatWhen(b.createdAt),
    })),
    messages,
  };
}

type Intent = "save" | "cancel" | "duplicate";
/** A refused form comes back with the fields as typed and a message per field; `form` says which. */
type ActionData = { form?: Intent; values?: Record<string, string>; errors?: Record<string, string>; error?: string; ask?: { booking: number; to: string; question: string } };

const answer = (body: ActionData, status: number) => data<ActionData>(body, { status, headers: privateHeaders });

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const here = `/admin/events/${id}`;
  switch (field(form, "intent")) {
    case "save": {
      const { values, input, errors } = readEventForm(form);
      if (!input) return answer({ form: "save", values, errors }, 422);
      const result = await updateEvent(services, operator, id, input);
      if (result.outcome === "not-found") notFound();
      if (result.outcome === "cancelled-event") return answer({ error: copy.form.cancelledEvent }, 409);
      if (result.outcome === "below-confirmed") return answer({ form: "save", values, errors: { capacity: copy.form.belowConfirmed(result.confirmedSeats) } }, 422);
      services.pages.changed();
      if (result.promoted > 0 || result.told > 0) services.dispatcher.kick();
      throw redirect(withNotice(here, { done: "saved", promoted: String(result.promoted), changed: String(result.told) }));
    }
    case "duplicate": {
      const { values, input, errors } = readDuplicateForm(form);
      if (!input) return answer({ form: "duplicate", values, errors }, 422);
      const copied = await duplicateEvent(services.db, operator, id, input.date);
      if (!copied) notFound();
      throw redirect(withNotice(`/admin/events/${copied.id}`, { done: "copied" }));
    }
    case "cancel": {
      const { values, input, errors } = readCancelForm(form);
      if (!input) return answer({ form: "cancel", values, errors }, 422);
      const result = await cancelEventByOperator(services, operator, id, input.reason);
      if (!result) return answer({ error: copy.form.cancelledEvent }, 409);
      services.pages.changed();
      throw redirect(withNotice(here, { done: "cancelled", told: String(result.told) }));
    }
    case "delete": {
      const result = await deleteEvent(services.db, operator, id);
      if (result === "not-found") notFound();
      if (result === "has-bookings") return answer({ error: copy.manage.hasBookings }, 409);
      services.pages.changed();
      throw redirect(withNotice("/admin/events", { done: "deleted" }));
    }
    case "move": {
      const to = field(form, "to");
      if (!(registrationStatuses as readonly string[]).includes(to)) throw data("Unknown request", { status: 400, headers: privateHeaders });
      const bookingId = Number(field(form, "booking"));
      // It mails the visitor: ask first. The answer to the first press is the question.
      if (field(form, "sure") !== "yes") {
        const booking = (await eventBookings(services.db, id)).find((b) => b.id === bookingId);
        if (!booking) notFound();
        return answer({ ask: { booking: booking.id, to, question: copy.bookings.ask(to as RegistrationStatus, booking.name) } }, 200);
      }
      const result = await moveBooking(services, operator, bookingId, to as RegistrationStatus);
      if (result === "not-found") notFound();
      if (result === "no-room") return answer({ error: copy.bookings.noRoom }, 409);
      if (result === "event-closed") return answer({ error: copy.form.cancelledEvent }, 409);
      if (result === "unchanged") return answer({ error: copy.bookings.unchanged }, 409);
      services.pages.changed();
      throw redirect(withNotice(here, { done: "moved" }));
    }
    case "attended": {
      if (!(await markAttended(services.db, operator, id, Number(field(form, "booking")), field(form, "attended") === "yes"))) notFound();
      throw redirect(withNotice(here, { done: "attended" }));
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

export default function ConsoleEvent({ loaderData: d, actionData }: Route.ComponentProps) {
  const { event } = d;
  const a: ActionData = actionData ?? {};
  const cancelled = event.status === "cancelled";
  const posted = (intent: Intent) => (a.form === intent ? { values: a.values ?? {}, errors: a.errors ?? {} } : { values: {}, errors: {} });
  // Keyed by the event: going from one event to another (a copy just made) starts its forms
  // afresh, rather than keeping what the last event's fields held.
  return (
    <Fragment key={event.id}>
      <p className="text-lg">
        <Link to="/admin/events" className={consoleLink}>
          {copy.list.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.form.editTitle(event.title)}</h1>
      <p className="mt-2 text-lg">
        {event.date} · {event.time} · {event.venue} · {copy.statuses[event.status]}
        {event.status !== "draft" ? (
          <>
            {" · "}
            <Link to={`/events/${event.slug}`} className={consoleLink}>
              {copy.manage.viewPage}
            </Link>
          </>
        ) : null}
      </p>
      <nav aria-label={copy.tools.label} className="mt-3">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-lg">
          <li>
            <Link to={`/admin/events/${event.id}/attendance`} className={consoleLink}>
              {copy.tools.attendance}
            </Link>
          </li>
          {cancelled ? null : (
            <li>
              <Link to={`/admin/events/${event.id}/message`} className={consoleLink}>
                {copy.tools.message}
              </Link>
            </li>
          )}
          <li>
            <a href="#duplicate-heading" className={consoleLink}>
              {copy.tools.duplicate}
            </a>
          </li>
        </ul>
      </nav>
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6" />
      ) : d.notice && !a.form ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {a.ask ? (
        <Alert tone="attention" heading={a.ask.question} role="alert" autoFocus className="mt-6">
          <p className="text-lg">{copy.bookings.askMail}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-4">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="booking" value={a.ask.booking} />
            <input type="hidden" name="to" value={a.ask.to} />
            <input type="hidden" name="sure" value="yes" />
            <button type="submit" className={consoleButton.primary}>
              {copy.bookings.askYes}
            </button>
            <Link to={`/admin/events/${event.id}`} className={consoleButton.secondary}>
              {copy.bookings.askNo}
            </Link>
          </Form>
        </Alert>
      ) : null}

      <ConsoleSection id="bookings" title={copy.bookings.heading}>
        <p className="mt-2 text-lg">{copy.bookings.counts(event.confirmedSeats, event.capacity, d.waiting)}</p>
        {d.erased.bookings > 0 ? <p className="mt-2 text-lg">{copy.bookings.erased(d.erased.bookings, d.erased.seats)}</p> : null}
        {d.bookings.length === 0 ? (
          <p className="mt-4 text-lg">{copy.bookings.none}</p>
        ) : (
          <div className="mt-4">
            {d.canExport ? (
              <p className="mb-4">
                <a href={`/admin/events/${event.id}/export.csv`} className={consoleLink} download>
                  {copy.bookings.export}
                </a>
              </p>
            ) : null}
            <BookingsTable title={event.title} bookings={d.bookings} cancelled={cancelled} />
          </div>
        )}
      </ConsoleSection>

      <EventMessages messages={d.messages} />

      {cancelled ? (
        event.cancelReason ? (
          <p className="mt-8 text-lg">
            <span className="font-semibold">{cancelEventFormCopy.fields.reason.label}:</span> {event.cancelReason}
          </p>
        ) : null
      ) : (
        <ConsoleSection id="edit" title={copy.form.detailsHeading} spacing="mt-10">
          <EventForm values={a.form === "save" ? (a.values ?? d.values) : d.values} errors={posted("save").errors} submit={copy.form.save} intent="save" />
        </ConsoleSection>
      )}

      <DuplicateForm {...posted("duplicate")} />

      {cancelled ? null : <CancelForm {...posted("cancel")} />}
    </Fragment>
  );
}

type BookingRow = Route.ComponentProps["loaderData"]["bookings"][number];

/** Every booking: on a phone each row is a block with its name, state and buttons (a `stack` table). */
function BookingsTable({ title, bookings, cancelled }: { title: string; bookings: BookingRow[]; cancelled: boolean }) {
  const cols = copy.bookings.columns;
  return (
    <DataTable caption={copy.bookings.caption(title)} stack>
      <thead>
        <tr>
          <Th>{cols.name}</Th>
          <Th>{cols.status}</Th>
          <Th>{cols.seats}</Th>
          <Th>{cols.attended}</Th>
          <Th>{cols.contact}</Th>
          <Th>{cols.reference}</Th>
          <Th>{cols.booked}</Th>
          <Th>{copy.bookings.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr key={b.id}>
            <Td className="text-lg font-semibold break-words">{b.name}</Td>
            <Td label={cols.status}>{copy.bookings.statuses[b.status]}</Td>
            <Td label={cols.seats}>{b.seats}</Td>
            <Td label={cols.attended}>{b.attended ? copy.bookings.yes : copy.bookings.no}</Td>
            <Td label={cols.contact}>
              <a href={`mailto:${b.email}`} className={`${consoleLink} break-all`}>
                {b.email}
              </a>
              <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={`${consoleLink} flex`}>
                {b.phone}
              </a>
            </Td>
            <Td label={cols.reference} className="font-mono break-all">
              {b.reference}
            </Td>
            <Td label={cols.booked}>{b.booked}</Td>
            <Td>{cancelled ? null : <BookingActions booking={b} />}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** One booking's buttons: move it between the lists, cancel it, mark whether the visitor came. */
function BookingActions({ booking }: { booking: BookingRow }) {
  const button = (intent: string, label: string, extra: Record<string, string>) => (
    <PostButton fields={{ intent, booking: booking.id, ...extra }} className={consoleButton.compact} label={copy.bookings.actionLabel(label, booking.name)}>
      {label}
    </PostButton>
  );
  if (booking.status === "cancelled") return null;
  return (
    <div className="flex flex-wrap gap-2 sm:flex-col">
      {booking.status === "waitlisted" ? button("move", copy.bookings.confirm, { to: "confirmed" }) : button("move", copy.bookings.toWaiting, { to: "waitlisted" })}
      {button("move", copy.bookings.cancel, { to: "cancelled" })}
      {booking.status === "confirmed"
        ? button("attended", booking.attended ? copy.bookings.markAbsent : copy.bookings.markAttended, { attended: booking.attended ? "no" : "yes" })
        : null}
    </div>
  );
}

type Posted = { values: Record<string, string>; errors: Record<string, string> };

/**
 * One of the page's own forms in its framed section (a copy, a cancellation): the section's
 * heading and words, the form's intent, error summary, fields and button, and what follows it.
 */
function FormSection(p: { id: string; heading: string; intro: string; intent: Intent; errorHeading: string; errors: ReturnType<typeof errorSummary>; submit: string; button: string; fields: ReactNode; after?: ReactNode }) {
  return (
    <ConsoleSection id={p.id} title={p.heading} frame="boxed" spacing="mt-10" width="form">
      <p className="mt-2 text-lg">{p.intro}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={p.intent} />
        <FormErrorSummary heading={p.errorHeading} errors={p.errors} autoFocus />
        {p.fields}
        <button type="submit" className={p.button}>
          {p.submit}
        </button>
      </Form>
      {p.after}
    </ConsoleSection>
  );
}

/** A draft copy of the event on a date the operator chooses. */
function DuplicateForm({ values, errors }: Posted) {
  const form = { idPrefix: "duplicate", copy: duplicateFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  const d = copy.duplicate;
  const fields = <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />;
  return <FormSection id="duplicate" heading={d.heading} intro={d.intro} intent="duplicate" errorHeading={d.errorHeading} errors={errorSummary(form)} submit={d.submit} button={consoleButton.secondary} fields={fields} />;
}

/** Cancelling (with the reason that goes in the mail) or deleting the event. */
function CancelForm({ values, errors }: Posted) {
  const form = { idPrefix: "cancel", copy: cancelEventFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  const m = copy.manage;
  const fields = (
    <>
      <Textarea {...fieldProps(form, "reason")} rows={3} maxLength={1000} />
      <Checkbox {...checkboxProps(form, "confirm")} />
    </>
  );
  const deleting = (
    <>
      <p className="mt-6 text-lg">{m.deleteIntro}</p>
      <div className="mt-3">
        <PostButton fields={{ intent: "delete" }} className={consoleButton.secondary}>
          {m.delete}
        </PostButton>
      </div>
    </>
  );
  return <FormSection id="manage" heading={m.heading} intro={m.cancelIntro} intent="cancel" errorHeading={m.cancelErrorHeading} errors={errorSummary(form)} submit={m.cancel} button={consoleButton.danger} fields={fields} after={deleting} />;
}
