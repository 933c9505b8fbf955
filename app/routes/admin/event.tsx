// One event in the console: its form (edit), its bookings with their counts, and cancelling or
// deleting it. Every change is a post followed by a redirect, so a reload never repeats it.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/event";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatDate, formatWhen } from "#app/core/calendar.ts";
import type { EventStatus, RegistrationStatus } from "#app/core/events.ts";
import { isOwner, requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { eventFormValues, readEventForm } from "#app/lib/events/event-form.server.ts";
import { cancelEventByOperator, deleteEvent, erasedBookings, eventBookings, eventById, updateEvent } from "#app/lib/events/events.server.ts";
import { markAttended, moveBooking } from "#app/lib/events/bookings.server.ts";
import { registrationStatuses } from "#app/core/events.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.form.editTitle(loaderData.event.title) : copy.list.title);
}

const notices = (done: string | null, promoted: number, told: number, changed: number) =>
  done === "created"
    ? copy.form.created
    : done === "saved"
      ? [copy.form.saved, promoted > 0 ? copy.form.promoted(promoted) : "", changed > 0 ? copy.form.told(changed) : ""].join(" ").trim()
      : done === "cancelled"
        ? copy.manage.cancelled(told)
        : done === "moved"
          ? copy.bookings.moved
          : done === "attended"
            ? copy.bookings.attendedSaved
            : null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const operator = await requireOperator(request, services);
  const event = await eventById(services.db, idParam(params));
  if (!event) notFound();
  const query = new URL(request.url).searchParams;
  const [bookings, erased] = await Promise.all([eventBookings(services.db, event.id), erasedBookings(services.db, event.id)]);
  return {
    canExport: isOwner(operator),
    erased,
    event: { id: event.id, slug: event.slug, title: event.title, status: event.status as EventStatus, capacity: event.capacity, confirmedSeats: event.confirmedSeats, date: formatDate(event.date, "long") },
    values: eventFormValues(event),
    notice: notices(query.get("done"), Number(query.get("promoted") ?? 0), Number(query.get("told") ?? 0), Number(query.get("changed") ?? 0)),
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
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const here = `/admin/events/${id}`;
  switch (field(form, "intent")) {
    case "save": {
      const { values, input, errors } = readEventForm(form);
      if (!input) return data({ values, errors, error: null }, { status: 422, headers: privateHeaders });
      const result = await updateEvent(services, operator, id, input);
      if (result.outcome === "not-found") notFound();
      if (result.outcome === "cancelled-event") return data({ values, errors: {}, error: copy.form.cancelledEvent }, { status: 409, headers: privateHeaders });
      if (result.outcome === "below-confirmed") return data({ values, errors: { capacity: copy.form.belowConfirmed(result.confirmedSeats) }, error: null }, { status: 422, headers: privateHeaders });
      services.pages.changed();
      if (result.promoted > 0 || result.told > 0) services.dispatcher.kick();
      throw redirect(withNotice(here, { done: "saved", promoted: String(result.promoted), changed: String(result.told) }));
    }
    case "cancel": {
      if (field(form, "confirm") !== "yes") return data({ values: null, errors: {}, error: copy.manage.confirmMissing }, { status: 422, headers: privateHeaders });
      const result = await cancelEventByOperator(services, operator, id);
      if (!result) return data({ values: null, errors: {}, error: copy.form.cancelledEvent }, { status: 409, headers: privateHeaders });
      services.pages.changed();
      throw redirect(withNotice(here, { done: "cancelled", told: String(result.told) }));
    }
    case "delete": {
      const result = await deleteEvent(services.db, operator, id);
      if (result === "not-found") notFound();
      if (result === "has-bookings") return data({ values: null, errors: {}, error: copy.manage.hasBookings }, { status: 409, headers: privateHeaders });
      services.pages.changed();
      throw redirect(withNotice("/admin/events", { done: "deleted" }));
    }
    case "move": {
      const to = field(form, "to");
      if (!(registrationStatuses as readonly string[]).includes(to)) throw data("Unknown request", { status: 400, headers: privateHeaders });
      const bookingId = Number(field(form, "booking"));
      // It mails the visitor: ask first (issue 16). The answer to the first press is the question.
      if (field(form, "sure") !== "yes") {
        const booking = (await eventBookings(services.db, id)).find((b) => b.id === bookingId);
        if (!booking) notFound();
        return data({ values: null, errors: {}, error: null, ask: { booking: booking.id, to, name: booking.name, question: copy.bookings.ask(to as (typeof registrationStatuses)[number], booking.name) } }, { headers: privateHeaders });
      }
      const result = await moveBooking(services, operator, bookingId, to as (typeof registrationStatuses)[number]);
      if (result === "not-found") notFound();
      if (result === "no-room") return data({ values: null, errors: {}, error: copy.bookings.noRoom }, { status: 409, headers: privateHeaders });
      if (result === "event-closed") return data({ values: null, errors: {}, error: copy.form.cancelledEvent }, { status: 409, headers: privateHeaders });
      if (result === "unchanged") return data({ values: null, errors: {}, error: copy.bookings.unchanged }, { status: 409, headers: privateHeaders });
      services.pages.changed();
      throw redirect(withNotice(here, { done: "moved" }));
    }
    case "attended": {
      if (!(await markAttended(services.db, operator, Number(field(form, "booking")), field(form, "attended") === "yes"))) notFound();
      throw redirect(withNotice(here, { done: "attended" }));
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

export default function ConsoleEvent({ loaderData: d, actionData }: Route.ComponentProps) {
  const { event } = d;
  const cancelled = event.status === "cancelled";
  return (
    <>
      <p className="text-lg">
        <Link to="/admin/events" className={consoleLink}>
          {copy.list.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{copy.form.editTitle(event.title)}</h1>
      <p className="mt-2 text-lg">
        {event.date} · {copy.statuses[event.status]}
        {event.status !== "draft" ? (
          <>
            {" · "}
            <Link to={`/events/${event.slug}`} className={consoleLink}>
              {copy.manage.viewPage}
            </Link>
          </>
        ) : null}
      </p>
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {actionData && "ask" in actionData && actionData.ask ? (
        <Alert tone="attention" heading={actionData.ask.question} role="alert" autoFocus className="mt-6">
          <p className="text-lg">{copy.bookings.askMail}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-4">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="booking" value={actionData.ask.booking} />
            <input type="hidden" name="to" value={actionData.ask.to} />
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

      <section aria-labelledby="bookings-heading" className="mt-8">
        <h2 id="bookings-heading" className="text-2xl font-bold">
          {copy.bookings.heading}
        </h2>
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
            <DataTable caption={copy.bookings.caption(event.title)}>
              <thead>
                <tr>
                  <Th>{copy.bookings.columns.name}</Th>
                  <Th>{copy.bookings.columns.contact}</Th>
                  <Th>{copy.bookings.columns.seats}</Th>
                  <Th>{copy.bookings.columns.status}</Th>
                  <Th>{copy.bookings.columns.attended}</Th>
                  <Th>{copy.bookings.columns.reference}</Th>
                  <Th>{copy.bookings.columns.booked}</Th>
                  <Th>{copy.bookings.actions}</Th>
                </tr>
              </thead>
              <tbody>
                {d.bookings.map((b) => (
                  <tr key={b.id}>
                    <Td>{b.name}</Td>
                    <Td>
                      <a href={`mailto:${b.email}`} className={consoleLink}>
                        {b.email}
                      </a>
                      <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={`${consoleLink} block`}>
                        {b.phone}
                      </a>
                    </Td>
                    <Td>{b.seats}</Td>
                    <Td>{copy.bookings.statuses[b.status]}</Td>
                    <Td>{b.attended ? copy.bookings.yes : copy.bookings.no}</Td>
                    <Td>{b.reference}</Td>
                    <Td>{b.booked}</Td>
                    <Td>{cancelled ? null : <BookingActions booking={b} />}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>

      {cancelled ? null : (
        <section aria-labelledby="edit-heading" className="mt-10">
          <h2 id="edit-heading" className="text-2xl font-bold">
            {copy.form.detailsHeading}
          </h2>
          <EventFormWithIntent values={actionData?.values ?? d.values} errors={actionData?.errors ?? {}} />
        </section>
      )}

      {cancelled ? null : (
        <section aria-labelledby="manage-heading" className="mt-10 max-w-3xl rounded-xl border-2 border-stone-300 p-5">
          <h2 id="manage-heading" className="text-2xl font-bold">
            {copy.manage.heading}
          </h2>
          <p className="mt-2 text-lg">{copy.manage.cancelIntro}</p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="cancel" />
            <label className="flex min-h-target items-center gap-3 text-lg">
              <input type="checkbox" name="confirm" value="yes" required className="size-6 shrink-0 accent-brand-700" />
              {copy.manage.confirmCancel}
            </label>
            <button type="submit" className={consoleButton.danger}>
              {copy.manage.cancel}
            </button>
          </Form>
          <p className="mt-6 text-lg">{copy.manage.deleteIntro}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={consoleButton.secondary}>
              {copy.manage.delete}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}

function EventFormWithIntent(props: { values: Parameters<typeof EventForm>[0]["values"]; errors: Parameters<typeof EventForm>[0]["errors"] }) {
  return <EventForm {...props} submit={copy.form.save} intent="save" />;
}

type BookingRow = Route.ComponentProps["loaderData"]["bookings"][number];

/** One booking's buttons: move it between the lists, cancel it, mark whether the visitor came. */
function BookingActions({ booking }: { booking: BookingRow }) {
  const button = (intent: string, label: string, extra: Record<string, string>) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="booking" value={booking.id} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={consoleButton.compact} aria-label={copy.bookings.actionLabel(label, booking.name)}>
        {label}
      </button>
    </Form>
  );
  if (booking.status === "cancelled") return null;
  return (
    <div className="flex flex-col gap-2">
      {booking.status === "waitlisted" ? button("move", copy.bookings.confirm, { to: "confirmed" }) : button("move", copy.bookings.toWaiting, { to: "waitlisted" })}
      {button("move", copy.bookings.cancel, { to: "cancelled" })}
      {booking.status === "confirmed"
        ? button("attended", booking.attended ? copy.bookings.markAbsent : copy.bookings.markAttended, { attended: booking.attended ? "no" : "yes" })
        : null}
    </div>
  );
}
