// One event in the console: its bookings, the messages sent about it, its form (edit), a draft copy
// for another date, and cancelling (with a reason for the mail) or deleting it; links to its door
// list and to writing to everyone booked. Every change is a post followed by a redirect,
// so a reload never repeats it. This module holds the loader and the action; the page's parts are
// in app/components/admin/: event-head.tsx, event-bookings.tsx (the table and a move's question),
// event-messages.tsx, event-form.tsx and event-manage-forms.tsx (a copy, cancelling, deleting).
import { Fragment } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/event";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { cancelEventFormCopy } from "#app/content/form-words/event.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { EventBookings, MoveQuestion, type MoveAsk } from "#app/components/admin/event-bookings.tsx";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { EventHead } from "#app/components/admin/event-head.tsx";
import { CancelForm, DuplicateForm } from "#app/components/admin/event-manage-forms.tsx";
import { EventMessages } from "#app/components/admin/event-messages.tsx";
import { PhoneBookingForm } from "#app/components/admin/phone-booking-form.tsx";
import { BookingMoneyForm } from "#app/components/admin/booking-money.tsx";
import { eventMoney, moneyAction, moneyNotice, type MoneyRefusal } from "#app/lib/events/booking-money.server.ts";
import { ExtendSeriesForm, SeriesChoice, SeriesNav } from "#app/components/admin/event-series.tsx";
import { TellStep, type TellAsk } from "#app/components/admin/event-tell-step.tsx";
import { ReachList } from "#app/components/admin/reach-list.tsx";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import { eventReach } from "#app/lib/contact/reach.server.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatDate, formatWhen } from "#app/core/calendar.ts";
import { registrationStatuses, type EventStatus, type RegistrationStatus } from "#app/core/events.ts";
import { isOwner, requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { mayRefund } from "#app/core/roles.ts";
import { OWNERS_ONLY } from "#app/lib/console/owners.ts";
import { idField, idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { eventFormValues, programmeOptions, readCancelForm, readDuplicateForm, readEventForm, readExtendForm } from "#app/lib/events/event-form.server.ts";
import { cancelEventByOperator, changePreview, deleteEvent, duplicateEvent, erasedBookings, eventBookings, updateEvent } from "#app/lib/events/events.server.ts";
import { consoleSeries, extendSeries } from "#app/lib/events/series.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { markAttended, moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { requestNotice } from "#app/lib/events/booking-requests.server.ts";
import { sentMessages } from "#app/lib/events/messages.server.ts";
import { phoneBookingAction, phoneBookingNotice, type PhoneBookingAnswer } from "#app/lib/events/phone-booking-action.server.ts";
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
      return [
        query.get("quiet") === "1" ? copy.tell.savedQuiet : copy.form.saved,
        n("dates") > 1 ? copy.series.savedDates(n("dates")) : "",
        n("promoted") > 0 ? copy.form.promoted(n("promoted")) : "",
        n("changed") > 0 ? copy.form.told(n("changed")) : "",
      ].join(" ").trim();
    case "cancelled":
      return n("dates") > 1 ? copy.series.cancelledDates(n("dates"), n("told")) : copy.manage.cancelled(n("told"));
    case "extended": {
      const last = query.get("last") ?? "";
      return copy.series.extended(n("count"), /^\d{4}-\d{2}-\d{2}$/.test(last) ? formatDate(last, "long") : last);
    }
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
  const [bookings, erased, messages, series] = await Promise.all([eventBookings(services.db, event.id), erasedBookings(services.db, event.id), sentMessages(services.db, event.id), consoleSeries(services.db, event)]);
  const money = await eventMoney(services.db, event, bookings, query);
  // Those the mail does not reach: after a change or a cancellation told (the answer), and always (the event's list).
  const tellAbout = query.get("about") ?? "";
  const told = query.get("tell") === "change" && /^(\d{1,9}|cancelled)$/.test(tellAbout) ? await eventReach(services.db, event, bookings, { purpose: "change", about: tellAbout }) : null;
  const reach = await eventReach(services.db, event, bookings);
  const baseNotice = notice(query, event.date);
  // Money going out is an owner's (app/core/roles.ts): an editor's page opens no refund form.
  const canRefund = mayRefund(operator.role);
  return {
    canExport: isOwner(operator),
    canRefund,
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
    programmes: await programmeOptions(),
    notice: (told && baseNotice ? `${baseNotice} ${consoleContactCopy.notReached(told.length)}`.trim() : baseNotice) ?? phoneBookingNotice(query, bookings, event.price) ?? (await moneyNotice(services.db, event.id, query)) ?? (await requestNotice(services.db, event.id, query)),
    told,
    reach,
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
      source: b.source,
      bookedBy: b.bookedBy,
    })),
    messages,
    money: canRefund || money.open?.kind !== "refund" ? money : { ...money, open: null },
    series,
    // Changes with each save: the choice of this or later dates starts again at "this date only".
    savedAt: event.updatedAt.getTime(),
  };
}

type Intent = "save" | "cancel" | "duplicate" | "extend";
/**
 * A refused form comes back with the fields as typed and a message per field; `form` says which.
 * `tell`: a change that would mail people, not saved yet: who would be told, and the choice.
 */
type ActionData = { form?: Intent; values?: Record<string, string>; errors?: Record<string, string>; error?: string; ask?: MoveAsk; tell?: TellAsk; phone?: PhoneBookingAnswer; money?: MoneyRefusal };

const answer = (body: ActionData, status: number) => data<ActionData>(body, { status, headers: privateHeaders });

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const here = `/admin/events/${id}`;
  switch (field(form, "intent")) {
    case "save": {
      const { values, input: posted, errors } = await readEventForm(form);
      if (!posted) return answer({ form: "save", values, errors }, 422);
      const { applyTo, ...input } = posted;
      // A change that would mail people (or goes to several dates) asks first; nothing is saved before the answer.
      const tell = field(form, "tell");
      if (tell !== "yes" && tell !== "no") {
        const ask = await changePreview(services.db, id, input, applyTo);
        if (!ask) notFound();
        if (ask.people > 0 || ask.dates > 1) return answer({ form: "save", values, tell: ask }, 200);
      }
      const result = await updateEvent(services, operator, id, input, { applyTo, tell: tell !== "no" });
      if (result.outcome === "not-found") notFound();
      if (result.outcome === "cancelled-event") return answer({ error: copy.form.cancelledEvent }, 409);
      if (result.outcome === "below-confirmed")
        return answer({ form: "save", values, errors: { capacity: result.date ? copy.series.belowConfirmedOn(formatDate(result.date, "long"), result.confirmedSeats) : copy.form.belowConfirmed(result.confirmedSeats) } }, 422);
      services.pages.changed();
      if (result.promoted > 0 || result.told > 0) services.dispatcher.kick();
      throw redirect(
        withNotice(here, {
          done: "saved",
          promoted: String(result.promoted),
          changed: String(result.told),
          dates: String(result.dates),
          ...(tell === "no" ? { quiet: "1" } : {}),
          // The answer lists those the mail did not reach, with the change to send them.
          ...(result.toldChange ? { tell: "change", about: String(result.event.sequence) } : {}),
        }),
      );
    }
    case "extend": {
      const { values, input, errors } = readExtendForm(form);
      if (!input) return answer({ form: "extend", values, errors }, 422);
      const added = await extendSeries(services.db, operator, id, input.count);
      if (!added) notFound();
      services.pages.changed();
      throw redirect(withNotice(here, { done: "extended", count: String(added.length), last: added[added.length - 1]?.date ?? "" }));
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
      const result = await cancelEventByOperator(services, operator, id, input.reason, input.scope);
      if (!result) return answer({ error: copy.form.cancelledEvent }, 409);
      services.pages.changed();
      throw redirect(withNotice(here, { done: "cancelled", told: String(result.told), dates: String(result.dates), tell: "change", about: "cancelled" }));
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
      const bookingId = idField(form, "booking");
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
    case "payment":
    case "refund": {
      // A booking's payment or refund: recorded and redirected, or its form again with messages.
      // A refund is an owner's (app/core/roles.ts): an editor's gets the console's page for owners only.
      if (field(form, "intent") === "refund" && !mayRefund(operator.role)) throw data({ reason: OWNERS_ONLY }, { status: 403, headers: privateHeaders });
      const { status, ...money } = await moneyAction(services, operator, id, form);
      return answer({ money }, status);
    }
    case "attended": {
      if (!(await markAttended(services.db, operator, id, idField(form, "booking"), field(form, "attended") === "yes"))) notFound();
      throw redirect(withNotice(here, { done: "attended" }));
    }
    case "book-for-caller":
      return phoneBookingAction(services, operator, id, form);
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
      <EventHead event={event} />
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6" />
      ) : d.notice && !a.form && !a.phone ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {a.ask ? <MoveQuestion ask={a.ask} eventId={event.id} /> : null}
      {a.tell ? <TellStep ask={a.tell} values={a.values ?? {}} /> : null}
      {d.told && d.told.length > 0 && !a.form ? <ReachList id="told" title={consoleContactCopy.tellHeading.change!} intro={consoleContactCopy.tellIntro(d.told.length)} people={d.told} /> : null}
      {d.series ? <SeriesNav series={d.series} /> : null}

      <EventBookings event={event} bookings={d.bookings} waiting={d.waiting} erased={d.erased} canExport={d.canExport} canRefund={d.canRefund} cancelled={cancelled} money={d.money} />

      {d.reach.length > 0 ? <ReachList id="reach" title={consoleContactCopy.eventHeading} intro={consoleContactCopy.eventIntro} people={d.reach} /> : null}

      <BookingMoneyForm eventId={event.id} money={d.money} refused={a.money} />

      {cancelled ? null : <PhoneBookingForm key={d.notice ?? ""} answer={a.phone} />}

      <EventMessages messages={d.messages} />

      {cancelled ? (
        event.cancelReason ? (
          <p className="mt-8 text-lg">
            <span className="font-semibold">{cancelEventFormCopy.fields.reason.label}:</span> {event.cancelReason}
          </p>
        ) : null
      ) : (
        <ConsoleSection id="edit" title={copy.form.detailsHeading} spacing="mt-10">
          <EventForm
            values={a.form === "save" ? (a.values ?? d.values) : d.values}
            errors={posted("save").errors}
            submit={copy.form.save}
            intent="save"
            programmes={d.programmes}
            seriesChoice={d.series && d.series.later > 0 ? <SeriesChoice key={d.savedAt} name="applyTo" later={d.series.later} value={posted("save").values.applyTo} error={posted("save").errors.applyTo} /> : null}
          />
        </ConsoleSection>
      )}

      {d.series ? <ExtendSeriesForm {...posted("extend")} /> : null}

      <DuplicateForm {...posted("duplicate")} />

      {cancelled ? null : (
        <CancelForm
          {...posted("cancel")}
          scope={d.series && d.series.later > 0 ? <SeriesChoice name="scope" later={d.series.later} value={posted("cancel").values.scope} error={posted("cancel").errors.scope} /> : null}
        />
      )}
    </Fragment>
  );
}
