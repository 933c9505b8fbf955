// One event's bookings in the console: how many places are taken and how many wait, the bookings
// of people since erased (only counted), the bookings CSV for the owner, and the table of every
// booking with its buttons: move it between confirmed and the waiting list, cancel it, mark whether
// the visitor came. A move mails the visitor, so its first press is answered with a question
// (MoveQuestion) whose yes posts it again, sure. Plain posts: they work without JavaScript.
import { Form, Link } from "react-router";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { phoneBookingCopy } from "#app/content/console-bookings-by-operator.ts";
import type { RegistrationStatus } from "#app/core/events.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleButton, consoleLink } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";
import { DataTable, Td, Th } from "./data-table.tsx";
import { PostButton } from "./post-button.tsx";
import { BookingMoneyCell, MoneyTotals } from "./booking-money.tsx";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import type { BookingMoneyView } from "#app/lib/events/booking-payments.server.ts";
import type { EventMoney } from "#app/lib/events/booking-money.server.ts";

/** One booking as the console shows it (`booked`: when, as the console writes it). */
type ConsoleBooking = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  seats: number;
  status: RegistrationStatus;
  attended: boolean;
  booked: string;
  /** How it was made ("online", "phone", "door") and, when an operator made it, who. */
  source: string;
  bookedBy: string | null;
};

/** The event as its bookings' section reads it. */
type BookedEvent = { id: number; title: string; capacity: number; confirmedSeats: number };

/** The question a move's first press is answered with: which booking, to which list, in words. */
export type MoveAsk = { booking: number; to: string; question: string };

/** The section of the event's page with its bookings (no buttons on a cancelled event's). */
export function EventBookings(p: {
  event: BookedEvent;
  bookings: readonly ConsoleBooking[];
  waiting: number;
  erased: { bookings: number; seats: number };
  canExport: boolean;
  /** Whether this operator may record a refund (app/core/roles.ts, mayRefund): owners only. */
  canRefund: boolean;
  cancelled: boolean;
  /** A priced event's money: the totals, and each booking's paid state (./booking-money.tsx). */
  money?: Pick<EventMoney, "price" | "totals" | "byBooking">;
}) {
  const { event } = p;
  return (
    <ConsoleSection id="bookings" title={copy.bookings.heading}>
      <p className="mt-2 text-lg">{copy.bookings.counts(event.confirmedSeats, event.capacity, p.waiting)}</p>
      {p.erased.bookings > 0 ? <p className="mt-2 text-lg">{copy.bookings.erased(p.erased.bookings, p.erased.seats)}</p> : null}
      {p.money ? <MoneyTotals money={p.money} /> : null}
      {p.bookings.length === 0 ? (
        <p className="mt-4 text-lg">{copy.bookings.none}</p>
      ) : (
        <div className="mt-4">
          {p.canExport ? (
            <p className="mb-4">
              <a href={`/admin/events/${event.id}/export.csv`} className={consoleLink} download>
                {copy.bookings.export}
              </a>
            </p>
          ) : null}
          <BookingsTable
            eventId={event.id}
            title={event.title}
            bookings={p.bookings}
            cancelled={p.cancelled}
            canRefund={p.canRefund}
            money={p.money && (p.money.price > 0 || p.money.totals.received > 0) ? p.money.byBooking : undefined}
          />
        </div>
      )}
    </ConsoleSection>
  );
}

/** A move's question, with the button that posts it again, sure, and the way back that leaves it. */
export function MoveQuestion({ ask, eventId }: { ask: MoveAsk; eventId: number }) {
  return (
    <Alert tone="attention" heading={ask.question} role="alert" autoFocus className="mt-6">
      <p className="text-lg">{copy.bookings.askMail}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-4">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="booking" value={ask.booking} />
        <input type="hidden" name="to" value={ask.to} />
        <input type="hidden" name="sure" value="yes" />
        <button type="submit" className={consoleButton.primary}>
          {copy.bookings.askYes}
        </button>
        <Link to={`/admin/events/${eventId}`} className={consoleButton.secondary}>
          {copy.bookings.askNo}
        </Link>
      </Form>
    </Alert>
  );
}

/** Every booking: on a phone each row is a block with its name, state and buttons (a `stack` table). */
function BookingsTable({
  eventId,
  title,
  bookings,
  cancelled,
  canRefund,
  money,
}: {
  eventId: number;
  title: string;
  bookings: readonly ConsoleBooking[];
  cancelled: boolean;
  canRefund: boolean;
  money: Record<number, BookingMoneyView> | undefined;
}) {
  const cols = copy.bookings.columns;
  return (
    <DataTable caption={copy.bookings.caption(title)} stack>
      <thead>
        <tr>
          <Th>{cols.name}</Th>
          <Th>{cols.status}</Th>
          <Th>{cols.seats}</Th>
          <Th>{cols.attended}</Th>
          {money ? <Th>{bookingPaymentsCopy.console.column}</Th> : null}
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
            {money ? <Td label={bookingPaymentsCopy.console.column}>{money[b.id] ? <BookingMoneyCell eventId={eventId} booking={b} money={money[b.id]!} canRefund={canRefund} /> : null}</Td> : null}
            <Td label={cols.contact}>
              {b.email ? (
                <a href={`mailto:${b.email}`} className={`${consoleLink} break-all`}>
                  {b.email}
                </a>
              ) : (
                <span>{phoneBookingCopy.noEmail}</span>
              )}
              {b.phone ? (
                <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={`${consoleLink} flex`}>
                  {b.phone}
                </a>
              ) : null}
            </Td>
            <Td label={cols.reference} className="font-mono break-all">
              {b.reference}
            </Td>
            <Td label={cols.booked}>
              {b.booked}
              {b.bookedBy ? <span className="block text-base">{phoneBookingCopy.madeBy(b.bookedBy, b.source)}</span> : null}
            </Td>
            <Td>{cancelled ? null : <BookingActions booking={b} />}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** One booking's buttons: move it between the lists, cancel it, mark whether the visitor came. */
function BookingActions({ booking }: { booking: ConsoleBooking }) {
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
