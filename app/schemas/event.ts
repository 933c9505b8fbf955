// The operator's event form and the visitor's booking form: one schema each, run by the
// actions, which never trust the browser.
import { z } from "zod";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { bookingFormCopy, cancelEventFormCopy, duplicateFormCopy, eventFormCopy, eventMessageFormCopy, seriesFormCopy } from "#app/content/form-words/event.ts";
import { applyToChoices } from "#app/core/event-series.ts";
import { bookingByOperatorRecordWords } from "#app/content/form-words/booking-by-operator.ts";
import { parseIsoDate } from "#app/core/calendar.ts";
import { MAX_PRICE } from "#app/core/booking-payments.ts";
import { eventCategories, eventRepeats, MAX_SEATS, REPEAT_MAX, REPEAT_MIN } from "#app/core/events.ts";
import { choice, cleanLine, email, optionalChoice, phone, requiredLine, requiredText, ticked } from "./schema-kit.ts";
import { CONTACT_BY } from "#app/core/contact-by.ts";
import { csvColumn, status, storedRecord, text, when, yesNo } from "./stored-fields.ts";

const e = eventFormCopy.fields;
const b = bookingFormCopy.fields;
const r = bookingByOperatorRecordWords;

const isoDate = (message: string) => z.preprocess(cleanLine, z.string().refine((v) => parseIsoDate(v) !== null, { error: message }));
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const PROGRAMME_KEY = /^([a-z0-9-]{1,60}\/[a-z0-9-]{1,60})?$/;
const clock = (message: string) => z.preprocess(cleanLine, z.string().regex(CLOCK, { error: message }));
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

const eventFields = {
  title: requiredLine(e.title.required, 120),
  category: choice(eventCategories, e.category.required),
  // "<page>/<programme>" of an offering page, or empty for none (null). Which programmes there are
  // is the offering pages' content, checked on the server (app/lib/events/event-form.server.ts).
  programme: z.preprocess(cleanLine, z.string().regex(PROGRAMME_KEY, { error: e.programme.unknown }).transform((v) => v || null)),
  date: isoDate(e.date.required),
  startTime: clock(e.startTime.required),
  endTime: clock(e.endTime.required),
  venue: requiredLine(e.venue.required, 200),
  description: requiredText(e.description.required, 2000),
  capacity: wholeNumber(e.capacity.required, 1, 10_000),
  // Whole rupees a place; empty is 0, free. "₹800" and "1,200" are read as typed on a phone.
  price: z.preprocess((v) => {
    const typed = cleanLine(v).replace(/^₹\s*/, "").replace(/,/g, "");
    return typed === "" ? 0 : /^\d{1,9}$/.test(typed) ? Number(typed) : -1;
  }, z.number().int().min(0, { error: e.price.invalid }).max(MAX_PRICE, { error: e.price.invalid })),
  draft: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
};

/** The end after the start: checked once both are times, beside any other field's message. */
const endAfterStart = (v: { startTime: string; endTime: string }) => v.endTime > v.startTime;
const endAfterStartParams = {
  path: ["endTime"],
  error: e.endTime.afterStart,
  when: ({ value }: { value: unknown }) => {
    const v = value as { startTime?: unknown; endTime?: unknown };
    return typeof v.startTime === "string" && typeof v.endTime === "string" && CLOCK.test(v.startTime) && CLOCK.test(v.endTime);
  },
};

/** This date or this and later dates of a series; empty (an event on its own) is this date. */
const applyTo = (name: "applyTo" | "scope") => z.preprocess((v) => cleanLine(v) || "this", z.enum(applyToChoices, { error: seriesFormCopy.fields[name].unknown }));

/** An event as the operator edits it; a date of a series says whether the change goes to the later dates too. */
export const EventSchema = z.object({ ...eventFields, applyTo: applyTo("applyTo") }).refine(endAfterStart, endAfterStartParams);

/** More dates for a series, on its rule after its last date. */
export const ExtendSeriesSchema = z.object({ count: wholeNumber(seriesFormCopy.fields.count.range, 1, REPEAT_MAX) });

/**
 * A new event, which may repeat: `repeat` none, weekly, fortnightly or monthly, and for
 * a repeating one `repeatCount`, the number of dates including the first (2 to 52). Each date is
 * made an event of its own (app/lib/events/events.server.ts, createEvents).
 */
export const NewEventSchema = z
  .object({
    ...eventFields,
    repeat: z.preprocess((v) => cleanLine(v) || "none", z.enum(eventRepeats, { error: validationCopy.unknownChoice() })),
    // Read as a number, or null when empty; whether it is needed depends on `repeat` (below).
    repeatCount: z.preprocess((v) => {
      const text = cleanLine(v);
      return text === "" ? null : /^\d{1,3}$/.test(text) ? Number(text) : -1;
    }, z.number().int().nullable()),
  })
  .refine(endAfterStart, endAfterStartParams)
  .refine((v) => v.repeat === "none" || (v.repeatCount !== null && v.repeatCount >= REPEAT_MIN && v.repeatCount <= REPEAT_MAX), {
    path: ["repeatCount"],
    error: e.repeatCount.range,
    when: ({ value }) => (eventRepeats as readonly unknown[]).includes((value as { repeat?: unknown }).repeat),
  });

/** A draft copy of an event on another date (the event's page in the console). */
export const DuplicateEventSchema = z.object({ date: isoDate(duplicateFormCopy.fields.date.required) });

/** Cancelling an event: why (it goes in the mail to everyone booked), and a tick to confirm. */
export const CancelEventSchema = z.object({
  scope: applyTo("scope"),
  reason: requiredText(cancelEventFormCopy.fields.reason.required, 1000),
  confirm: ticked(cancelEventFormCopy.fields.confirm.required),
});

/** A message to everyone booked on an event, and to the waiting list when ticked. */
export const EventMessageSchema = z.object({
  subject: requiredLine(eventMessageFormCopy.fields.subject.required, 150),
  body: requiredText(eventMessageFormCopy.fields.body.required, 5000),
  includeWaitlist: z.preprocess((v) => v === "on", z.boolean()),
});

export const BookingSchema = z.object({
  name: requiredLine(b.name.required, 100, b.name.name),
  email: email(b.email.required, b.email.name),
  phone: phone(b.phone.required, b.phone.name),
  // Unanswered (null): the booking stores WhatsApp for a mobile number, e-mail otherwise (app/lib/contact/numbers.server.ts).
  contactBy: optionalChoice(CONTACT_BY, b.contactBy.name),
  // The list's first entry, "1 place (just me)", posts an empty value.
  seats: z.preprocess((v) => (v === "" || v === undefined ? "1" : v), wholeNumber(b.seats.outOfRange, 1, MAX_SEATS)),
});

/**
 * A booking as stored (event_registrations). Its CSV (/admin/events/<id>/export.csv) names its
 * columns and writes status and attendance as stored values, which spreadsheets and checks rely on
 * (a status column of confirmed, waitlisted, cancelled).
 */
export const bookingRecord = storedRecord(
  [csvColumn(text("name"), "name"), csvColumn(text("email"), "email"), csvColumn(text("phone"), "phone"), csvColumn(text("seats", b.seats), "seats")],
  {
    topic: "seats",
    search: { text: ["name", "email"], phones: ["phone"] },
    head: [csvColumn(text("reference"), "reference"), csvColumn(status(), "status", (row) => String(row.status))],
    tail: [
      csvColumn(yesNo("attended"), "attended", (row) => (row.attended ? "yes" : "no")),
      // How many of its places came ("2" of 3); a mark made before places were counted is all of them.
      csvColumn(text("cameSeats", r.cameSeats), "came", (row) => String(row.cameSeats ?? (row.attended ? row.seats : 0))),
      // "online", "phone" (an operator booked for someone who phoned) or "door" (walked in), and the operator.
      csvColumn(text("source", r.source), "made"),
      csvColumn(text("bookedBy", r.bookedBy), "booked_by"),
      csvColumn(when("createdAt"), "booked_at"),
      csvColumn(when("cancelledAt"), "cancelled_at"),
    ],
  },
);
