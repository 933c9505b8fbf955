// /admin/events/<id>/attendance: the door list. Everyone with a confirmed place, by name, each
// booking a compact row (app/components/admin/door-list-row.tsx) with its phone, places and the
// buttons that mark how many came: plain posts that return to the row, so they work without
// JavaScript on a phone at the door. It counts people, not bookings ("7 of 9 people have come");
// a search by name or phone is a GET filter (?q=); someone who walks in is added as come, even
// past the places (app/components/admin/walk-in-form.tsx). Printed, the console's frame and the
// buttons go: the event's title, date and place on top, the names in large type and a box to tick.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/event-attendance";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { doorListCopy } from "#app/content/console-bookings-by-operator.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DoorListRow } from "#app/components/admin/door-list-row.tsx";
import { EventPageHead } from "#app/components/admin/event-page-head.tsx";
import { WalkInForm } from "#app/components/admin/walk-in-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { idField, idParam, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field, readFields } from "#app/schemas/form-data.ts";
import { fieldsOf } from "#app/schemas/schema-kit.ts";
import { WalkInSchema } from "#app/schemas/booking-by-operator.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { markAttended } from "#app/lib/events/operator-bookings.server.ts";
import { addWalkIn } from "#app/lib/events/bookings-by-operator.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { cameOf, doorList } from "#app/lib/events/door-list.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { bookingPaymentOf, doorCash, doorMoney } from "#app/lib/events/booking-payments.server.ts";
import { voidPayment, voidRight } from "#app/lib/payments/void.server.ts";
import { UNDO_MINUTES } from "#app/core/payment-rules.ts";
import { paymentVoidCopy } from "#app/content/payment-void.ts";
import { DoorCash, DoorOwes } from "#app/components/admin/door-cash.tsx";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";

const copy = consoleEventsCopy.attendance;
const door = doorListCopy;

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.title(loaderData.event.title) : consoleEventsCopy.list.title);
}

/** What the operator typed to find a person, as the address carries it (bounded). */
const searchOf = (query: URLSearchParams) => (query.get("q") ?? "").trim().slice(0, 100);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, operator, event, facts } = await consoleEvent(request, params, context);
  const query = new URL(request.url).searchParams;
  const search = searchOf(query);
  const list = await doorList(services.db, event.id, search);
  const all = search ? (await doorList(services.db, event.id)).rows : list.rows;
  const marked = all.find((p) => String(p.id) === query.get("booking"));
  const money = await doorMoney(services.db, event, all);
  const done = query.get("done");
  // The receipt the notice names is the stored payment's, found among this event's by its id: nothing typed into the address is shown.
  const paymentId = Number(query.get("payment"));
  const paid = (done === "cash" || done === "undone") && Number.isSafeInteger(paymentId) && paymentId > 0 && paymentId <= 2_147_483_647 ? await bookingPaymentOf(services.db, event.id, paymentId) : null;
  const receipt = paid?.payment.receiptNumber ?? "";
  // A mis-tap of "Paid … cash" is undone by whoever tapped it, for a few minutes after (app/lib/payments/void.server.ts).
  const undo = done === "cash" && paid && paid.payment.recordedById === operator.id && voidRight(operator, paid.payment) !== null ? { payment: paid.payment.id, booking: paid.booking.id } : null;
  return {
    event: facts,
    search,
    money,
    notice:
      marked && done === "came"
        ? door.markedCame(marked.name, cameOf(marked), marked.seats)
        : marked && done === "walk-in"
          ? door.addWalkIn.added(marked.name, marked.seats)
          : marked && done === "cash" && paid
            ? bookingPaymentsCopy.console.door.done(marked.name, receipt)
            : done === "undone" && paid
              ? paymentVoidCopy.undoDone(receipt)
              : null,
    undo,
    counts: `${door.counts(list.came, list.expected)} ${door.bookings(list.bookings)}`,
    found: search ? door.search.found(list.rows.length, search) : null,
    people: list.rows.map((p) => ({ id: p.id, name: p.name, phone: p.phone, seats: p.seats, came: cameOf(p), walkIn: p.source === "door" })),
  };
}

type ActionData = { error?: string; walkIn?: { values: Record<string, string>; errors: Record<string, string> } };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const here = `/admin/events/${id}/attendance`;
  switch (field(form, "intent")) {
    case "came": {
      const booking = idField(form, "booking");
      // "yes"/"no" (all or none) as the buttons once posted, or how many came.
      const posted = field(form, "came");
      const came = posted === "yes" ? true : posted === "no" ? false : /^\d{1,2}$/.test(posted) ? Number(posted) : null;
      if (came === null) throw data("Unknown request", { status: 400, headers: privateHeaders });
      if (!(await markAttended(services.db, operator, id, booking, came))) return data<ActionData>({ error: copy.gone }, { status: 409, headers: privateHeaders });
      const search = field(form, "q").trim().slice(0, 100);
      // Back to the person's row (and the search it was found by), so the next name is where the operator left off.
      throw redirect(`${withNotice(here, { ...(search ? { q: search } : {}), done: "came", booking: String(booking) })}#booking-${booking}`);
    }
    case "walk-in": {
      const { values, input, errors } = readFields(WalkInSchema, form, fieldsOf(WalkInSchema).fields);
      if (!input) return data<ActionData>({ walkIn: { values, errors } }, { status: 422, headers: privateHeaders });
      const added = await addWalkIn(services.db, operator, id, input);
      if (!added) return data<ActionData>({ error: door.addWalkIn.closed }, { status: 409, headers: privateHeaders });
      services.pages.changed();
      throw redirect(`${withNotice(here, { done: "walk-in", booking: String(added.id) })}#booking-${added.id}`);
    }
    case "paid-cash": {
      // One tap at the door: what the booking owes, in cash, with its receipt; back to the person's row.
      const booking = idField(form, "booking");
      const paid = await doorCash(services.db, operator, id, booking, services.env);
      if (!paid) return data<ActionData>({ error: copy.gone }, { status: 409, headers: privateHeaders });
      if (paid.recorded) services.dispatcher.kick();
      const search = field(form, "q").trim().slice(0, 100);
      throw redirect(`${withNotice(here, { ...(search ? { q: search } : {}), done: "cash", booking: String(booking), payment: String(paid.paymentId) })}#booking-${booking}`);
    }
    case "undo": {
      // The door's mis-tap undone by whoever tapped it, within minutes: the payment stays, void.
      const booking = idField(form, "booking");
      const payment = idField(form, "payment");
      const result = await voidPayment(services.db, operator, payment, "", { bookingId: booking });
      if (result === "not_found") return data<ActionData>({ error: copy.gone }, { status: 409, headers: privateHeaders });
      if (result === "not_allowed") return data<ActionData>({ error: paymentVoidCopy.notAllowed }, { status: 403, headers: privateHeaders });
      services.dispatcher.kick();
      throw redirect(`${withNotice(here, { done: "undone", booking: String(booking), payment: String(payment) })}#booking-${booking}`);
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

export default function Attendance({ loaderData: d, actionData }: Route.ComponentProps) {
  const { event } = d;
  const a: ActionData = actionData ?? {};
  return (
    <>
      <EventPageHead event={event} back={copy.back} title={copy.title(event.title)} />
      <p className="mt-3 text-xl font-semibold">{d.counts}</p>
      <p className="mt-2 text-lg print:hidden">{door.intro}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
        <a href="#walk-in-heading" className={consoleLink}>
          {door.addWalkIn.jump}
        </a>
        <button type="button" data-module="print" className={`${consoleButton.secondary} js-only`}>
          {copy.print}
        </button>
        <span className="no-js-only text-lg">{copy.printWithoutScript}</span>
      </div>
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6 print:hidden" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6 print:hidden">
          {d.undo ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="booking" value={d.undo.booking} />
              <input type="hidden" name="payment" value={d.undo.payment} />
              <button type="submit" className={consoleButton.secondary}>
                {paymentVoidCopy.undo}
              </button>
              <span className="mt-1 block text-base">{paymentVoidCopy.undoHint(UNDO_MINUTES)}</span>
            </Form>
          ) : null}
        </Alert>
      ) : null}
      {/* A GET: the address carries the search, so it works without JavaScript and can be reloaded. */}
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2 print:hidden">
        <div className="min-w-0 grow basis-48">
          <label htmlFor="door-search" className="block text-lg font-semibold">
            {door.search.label}
          </label>
          <input id="door-search" name="q" type="search" defaultValue={d.search} autoComplete="off" className="mt-1 block min-h-target w-full rounded-lg border-2 border-stone-500 px-3 py-2 text-lg" />
        </div>
        <button type="submit" className={consoleButton.compact}>
          {door.search.submit}
        </button>
        {d.search ? (
          <a href={`/admin/events/${event.id}/attendance`} className={consoleLink}>
            {door.search.clear}
          </a>
        ) : null}
      </Form>
      {d.found ? (
        <p className="mt-3 text-lg">{d.found}</p>
      ) : null}
      {d.people.length === 0 && !d.search ? (
        <p className="mt-6 text-lg">{copy.none}</p>
      ) : (
        <ul aria-label={copy.caption(event.title)} className="mt-4 border-t-2 border-stone-200">
          {d.people.map((p) => (
            <DoorListRow
              key={p.id}
              booking={p}
              search={d.search}
              note={<DoorOwes owes={d.money[p.id]?.owes ?? 0} />}
              actions={d.money[p.id] ? <DoorCash booking={p} owes={d.money[p.id]!.owes} paid={d.money[p.id]!.paid} search={d.search} /> : null}
            />
          ))}
        </ul>
      )}
      {/* Keyed by the last one added, so the form is empty again for the next. */}
      <WalkInForm key={d.notice ?? ""} values={a.walkIn?.values ?? {}} errors={a.walkIn?.errors ?? {}} />
    </>
  );
}
