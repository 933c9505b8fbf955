// /admin/events/<id>/attendance: the door list. Everyone with a confirmed place, by
// name, with their phone and places, and one button each that marks whether they came: a plain
// post that returns to their row, so it works without JavaScript on a phone at the door. Printed,
// the console's frame and the buttons go: the event's title, date and place on top, the names in
// large type and a box to tick by hand.
import { data, redirect } from "react-router";
import type { Route } from "./+types/event-attendance";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { PostButton } from "#app/components/admin/post-button.tsx";
import { EventPageHead } from "#app/components/admin/event-page-head.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { idParam, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { markAttended } from "#app/lib/events/operator-bookings.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { attendanceList } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { doorCash, doorMoney } from "#app/lib/events/booking-payments.server.ts";
import { DoorCash, DoorOwes } from "#app/components/admin/door-cash.tsx";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";

const copy = consoleEventsCopy.attendance;

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.title(loaderData.event.title) : consoleEventsCopy.list.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, event, facts } = await consoleEvent(request, params, context);
  const people = await attendanceList(services.db, event.id);
  const money = await doorMoney(services.db, event, people);
  const query = new URL(request.url).searchParams;
  const marked = people.find((p) => String(p.id) === query.get("booking"));
  const done = query.get("done");
  const receipt = (query.get("receipt") ?? "").slice(0, 20);
  return {
    event: facts,
    money,
    notice:
      marked && done === "came"
        ? copy.marked(marked.name)
        : marked && done === "not-come"
          ? copy.unmarked(marked.name)
          : marked && done === "cash"
            ? bookingPaymentsCopy.console.door.done(marked.name, receipt)
            : null,
    counts: copy.counts(
      people.filter((p) => p.attended).length,
      people.length,
      people.reduce((sum, p) => sum + p.seats, 0),
    ),
    people: people.map((p) => ({ id: p.id, name: p.name, phone: p.phone, seats: p.seats, came: p.attended })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  if (field(form, "intent") === "paid-cash") {
    // One tap at the door: what the booking owes, in cash, with its receipt; back to the person's row.
    const booking = Number(field(form, "booking"));
    const paid = Number.isSafeInteger(booking) && booking > 0 ? await doorCash(services.db, operator, id, booking) : null;
    if (!paid) return data({ error: copy.gone }, { status: 409, headers: privateHeaders });
    if (paid.recorded) services.dispatcher.kick();
    throw redirect(`${withNotice(`/admin/events/${id}/attendance`, { done: "cash", booking: String(booking), receipt: paid.receipt })}#booking-${booking}`);
  }
  if (field(form, "intent") !== "came") throw data("Unknown request", { status: 400, headers: privateHeaders });
  const booking = Number(field(form, "booking"));
  const came = field(form, "came") === "yes";
  if (!(await markAttended(services.db, operator, id, booking, came))) return data({ error: copy.gone }, { status: 409, headers: privateHeaders });
  // Back to the person's row, so the next name is where the operator left off.
  throw redirect(`${withNotice(`/admin/events/${id}/attendance`, { done: came ? "came" : "not-come", booking: String(booking) })}#booking-${booking}`);
}

export default function Attendance({ loaderData: d, actionData }: Route.ComponentProps) {
  const { event } = d;
  return (
    <>
      <EventPageHead event={event} back={copy.back} title={copy.title(event.title)} />
      <p className="mt-3 text-lg">{d.counts}</p>
      <p className="mt-3 text-lg print:hidden">{copy.intro}</p>
      <p className="mt-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={`${consoleButton.secondary} js-only`}>
          {copy.print}
        </button>
        <span className="no-js-only text-lg">{copy.printWithoutScript}</span>
      </p>
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6 print:hidden" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6 print:hidden" />
      ) : null}
      {d.people.length === 0 ? (
        <p className="mt-6 text-lg">{copy.none}</p>
      ) : (
        <div className="mt-6">
          <DataTable caption={copy.caption(event.title)} captionHidden stack>
            <thead>
              <tr>
                <Th>{consoleEventsCopy.bookings.columns.name}</Th>
                <Th>{copy.phone}</Th>
                <Th>{copy.places}</Th>
                <Th>{copy.state}</Th>
                <Th className="print:hidden">{consoleEventsCopy.bookings.actions}</Th>
              </tr>
            </thead>
            <tbody>
              {d.people.map((p) => (
                <tr key={p.id} id={`booking-${p.id}`} className="scroll-mt-4">
                  <Td className="text-2xl font-bold break-words print:text-3xl">{p.name}</Td>
                  <Td label={copy.phone}>
                    <a href={`tel:${p.phone.replace(/[^\d+]/g, "")}`} className={`${consoleLink} print:no-underline`}>
                      {p.phone}
                    </a>
                  </Td>
                  <Td label={copy.places} className="text-xl">
                    {p.seats}
                  </Td>
                  <Td label={copy.state} className="text-xl">
                    {/* On paper a box to tick by hand; a tick already where they were marked. */}
                    <span aria-hidden="true" className="hidden size-8 items-center justify-center border-2 border-ink text-2xl print:inline-flex">
                      {p.came ? "✓" : ""}
                    </span>
                    <span className="font-semibold print:sr-only">{p.came ? copy.came : copy.notYet}</span>
                    <DoorOwes owes={d.money[p.id]?.owes ?? 0} />
                  </Td>
                  <Td className="print:hidden">
                    <PostButton
                      fields={{ intent: "came", booking: p.id, came: p.came ? "no" : "yes" }}
                      className={p.came ? consoleButton.secondary : consoleButton.primary}
                      label={copy.actionLabel(p.came ? copy.markNotCome : copy.markCame, p.name)}
                    >
                      {p.came ? copy.markNotCome : copy.markCame}
                    </PostButton>
                    {d.money[p.id] ? (
                      <div className="mt-2">
                        <DoorCash booking={p} owes={d.money[p.id]!.owes} paid={d.money[p.id]!.paid} />
                      </div>
                    ) : null}
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </>
  );
}
