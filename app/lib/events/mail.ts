// Owns the messages about event bookings, as {subject, text, html} from app/content/event-mail.ts.
// Pure: the booking service renders them inside its transaction.
import { eventMailCopy as copy } from "#app/content/event-mail.ts";
import { formatDate, formatEventWhen, formatTimeRange } from "#app/core/calendar.ts";
import { mapLink } from "#app/core/links.ts";
import { paragraphsOf, render, type MailContext, type RenderedMail, type Section } from "#app/lib/mail/render.ts";

export type MailEvent = { slug: string; title: string; date: string; startTime: string; endTime: string; venue: string };
export type MailBooking = { reference: string; name: string; email: string; phone: string; seats: number; status: "confirmed" | "waitlisted" | "cancelled" };

function eventWhen(event: Pick<MailEvent, "date" | "startTime" | "endTime">): string {
  return formatEventWhen(event.date, event.startTime, event.endTime, "words");
}

function eventFacts(event: MailEvent, booking: MailBooking, ctx: MailContext): Section[] {
  return [
    {
      kind: "fields",
      fields: [
        { label: copy.labels.reference, value: booking.reference },
        { label: copy.labels.event, value: event.title },
        { label: copy.labels.when, value: eventWhen(event) },
        { label: copy.labels.where, value: event.venue },
        { label: copy.labels.seats, value: copy.seats(booking.seats) },
        { label: copy.labels.status, value: copy.status[booking.status] },
        ...(booking.phone ? [{ label: copy.labels.yourPhone, value: booking.phone }] : []),
      ],
    },
    { kind: "link", label: copy.labels.eventPage, href: `${ctx.siteUrl}/events/${event.slug}` },
    { kind: "link", label: copy.labels.map, href: mapLink(event.venue) },
  ];
}

const closing: Section[] = copy.closing.map((text) => ({ kind: "paragraph", text }));

export type VisitorMailKind = "confirmed" | "waitlisted" | "promoted" | "reminder" | "changed" | "repeat" | "placesGivenBack" | "visitorCancelled" | "cancelledByUs";

/**
 * What changed between two versions of an event, one sentence each, as it was and as it is now:
 * the name, the date, the time, the place. Empty when none of them did.
 */
export function eventChanges(before: MailEvent, after: MailEvent): string[] {
  const c = copy.changed.change;
  const time = (e: MailEvent) => formatTimeRange(e.startTime, e.endTime, "words");
  return [
    before.title !== after.title ? c.title(before.title, after.title) : null,
    before.date !== after.date ? c.date(formatDate(before.date, "long"), formatDate(after.date, "long")) : null,
    time(before) !== time(after) ? c.time(time(before), time(after)) : null,
    before.venue !== after.venue ? c.place(before.venue, after.venue) : null,
  ].filter((line): line is string => line !== null);
}

/** What the calendar file attached to a message does; none attached, no word of one. */
export type CalendarNote = "added" | "removed";

/**
 * A message to the visitor about their booking; `cancelUrl` for a live booking, `position` on the
 * waiting list (and `placesLeft` when places were free but fewer than asked; `movedBack`
 * when the operator moved a confirmed booking there), `changes`
 * for a change, `calendar` when a calendar file is attached, `request` for a repeat (the request's own Reference ID).
 */
export function visitorEventMail(
  kind: VisitorMailKind,
  event: MailEvent,
  booking: MailBooking,
  ctx: MailContext & { cancelUrl?: string; position?: number; placesLeft?: number; movedBack?: boolean; changes?: readonly string[]; calendar?: CalendarNote; pay?: readonly Section[]; request?: string },
): RenderedMail {
  const intro =
    kind === "waitlisted"
      ? copy.waitlisted.intro(event.title, ctx.position ?? 1, booking.seats, ctx.placesLeft ?? 0, ctx.movedBack)
      : kind === "changed"
        ? copy.changed.intro(event.title, ctx.calendar === "added")
        : copy[kind].intro(event.title);
  const subject = kind === "reminder" ? copy.reminder.subject(event.title) : copy[kind].subject(event.title, booking.reference);
  const sections: Section[] = [
    { kind: "paragraph", text: copy.greeting(booking.name) },
    { kind: "paragraph", text: intro },
    ...(kind === "changed" && ctx.changes?.length ? [{ kind: "heading", text: copy.changed.what } as const, { kind: "paragraph", text: ctx.changes.join("\n") } as const] : []),
    // A repeat: the Reference ID the page gave the request, which leads to this booking.
    ...(kind === "repeat" && ctx.request
      ? ([
          { kind: "fields", fields: [{ label: copy.repeat.requestLabel, value: ctx.request }] },
          { kind: "paragraph", text: copy.repeat.requestNote },
        ] satisfies Section[])
      : []),
    ...eventFacts(event, booking, ctx),
  ];
  if (ctx.pay) sections.push(...ctx.pay);
  if (ctx.calendar) sections.push({ kind: "paragraph", text: copy.calendarNote[ctx.calendar] });
  if (ctx.cancelUrl && kind !== "visitorCancelled" && kind !== "cancelledByUs") sections.push({ kind: "link", label: copy.labels.cancel, href: ctx.cancelUrl });
  return render(subject, [...sections, ...closing]);
}

/** To everyone booked when the operator cancels the event, with the reason the operator gave. */
export function eventCancelledMail(event: MailEvent, booking: MailBooking, ctx: MailContext & { reason?: string | null; calendar?: CalendarNote }): RenderedMail {
  return render(copy.eventCancelled.subject(event.title), [
    { kind: "paragraph", text: copy.greeting(booking.name) },
    { kind: "paragraph", text: copy.eventCancelled.intro(event.title, formatDate(event.date, "long")) },
    ...(ctx.reason ? [{ kind: "fields", fields: [{ label: copy.eventCancelled.reason, value: ctx.reason }] } satisfies Section] : []),
    ...eventFacts(event, { ...booking, status: "cancelled" }, ctx).slice(0, 1),
    ...(ctx.calendar ? [{ kind: "paragraph", text: copy.calendarNote[ctx.calendar] } satisfies Section] : []),
    ...closing,
  ]);
}

/**
 * The operator's words without a greeting of their own on the first line ("Dear all,"): the mail
 * already opens with the person's name, and two greetings read as a form letter.
 */
function withoutOwnGreeting(body: string): string {
  const lines = body.replace(/^\s*\n/, "").split("\n");
  const first = (lines[0] ?? "").trim().toLowerCase();
  const opens = copy.greetingOpeners.some((word) => first === word || new RegExp(`^${word}\\b`).test(first));
  if (!opens || first.length > 60 || /[.?]$/.test(first)) return body;
  return lines.slice(1).join("\n").replace(/^\s*\n/, "");
}

/** The booking a preview or test copy shows: the event's own facts, no one's personal details. */
export function sampleBooking(): MailBooking {
  return { reference: copy.message.sample.reference, name: copy.message.sample.name, email: "", phone: "", seats: 1, status: "confirmed" };
}

/**
 * The operator's message to one person booked: their subject, one greeting (theirs), the words
 * (a blank line starts a paragraph, a line break is kept), then the booking's facts.
 */
export function eventMessageMail(event: MailEvent, booking: MailBooking, message: { subject: string; body: string }, ctx: MailContext): RenderedMail {
  return render(message.subject, [
    { kind: "paragraph", text: copy.greeting(booking.name) },
    ...paragraphsOf(withoutOwnGreeting(message.body)),
    { kind: "heading", text: copy.message.about },
    ...eventFacts(event, booking, ctx),
    ...closing,
  ]);
}

/** To the operator for each new booking. */
export function operatorBookingMail(event: MailEvent, booking: MailBooking, ctx: MailContext): RenderedMail {
  return render(copy.operator.subject(event.title, copy.status[booking.status], booking.name), [
    { kind: "paragraph", text: copy.operator.intro },
    {
      kind: "fields",
      fields: [
        { label: copy.labels.bookingReference, value: booking.reference },
        { label: copy.labels.event, value: `${event.title}, ${eventWhen(event)}` },
        { label: copy.labels.status, value: copy.status[booking.status] },
        { label: copy.labels.seats, value: copy.seats(booking.seats) },
        { label: copy.labels.name, value: booking.name },
        { label: copy.labels.email, value: booking.email },
        { label: copy.labels.phone, value: booking.phone },
      ],
    },
    { kind: "link", label: copy.labels.console, href: `${ctx.siteUrl}/admin/events` },
  ]);
}
