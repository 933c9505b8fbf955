// The operator's event form and the visitor's booking form (issue 13): one schema each, run by the
// actions, which never trust the browser.
import { z } from "zod";
import { bookingFormCopy, eventFormCopy } from "#app/content/form-words/event.ts";
import { parseIsoDate } from "#app/core/calendar.ts";
import { eventCategories, MAX_SEATS } from "#app/core/events.ts";
import { choice, cleanLine, email, phone, requiredLine, requiredText } from "./schema-kit.ts";
import { csvColumn, status, storedRecord, text, when, yesNo } from "./stored-fields.ts";

const e = eventFormCopy.fields;
const b = bookingFormCopy.fields;

const isoDate = (message: string) => z.preprocess(cleanLine, z.string().refine((v) => parseIsoDate(v) !== null, { error: message }));
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (message: string) => z.preprocess(cleanLine, z.string().regex(CLOCK, { error: message }));
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

export const EventSchema = z
  .object({
    title: requiredLine(e.title.required, 120),
    category: choice(eventCategories, e.category.required),
    date: isoDate(e.date.required),
    startTime: clock(e.startTime.required),
    endTime: clock(e.endTime.required),
    venue: requiredLine(e.venue.required, 200),
    description: requiredText(e.description.required, 2000),
    capacity: wholeNumber(e.capacity.required, 1, 10_000),
    draft: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  // Compared only when both are valid times (each has its own message otherwise).
  .refine((v) => !CLOCK.test(v.startTime ?? "") || !CLOCK.test(v.endTime ?? "") || v.endTime > v.startTime, { path: ["endTime"], error: e.endTime.afterStart });
export type EventFormInput = z.infer<typeof EventSchema>;

export const BookingSchema = z.object({
  name: requiredLine(b.name.required, 100),
  email: email(b.email.required),
  phone: phone(b.phone.required),
  // The list's first entry, "1 place (just me)", posts an empty value.
  seats: z.preprocess((v) => (v === "" || v === undefined ? "1" : v), wholeNumber(b.seats.outOfRange, 1, MAX_SEATS)),
});
export type BookingFormInput = z.infer<typeof BookingSchema>;

/**
 * A booking as stored (event_registrations). Its CSV (/admin/events/<id>/export.csv) names its
 * columns and writes status and attendance as stored values, which spreadsheets and checks rely on
 * (issue 13: a status column of confirmed, waitlisted, cancelled).
 */
export const bookingRecord = storedRecord(
  [csvColumn(text("name"), "name"), csvColumn(text("email"), "email"), csvColumn(text("phone"), "phone"), csvColumn(text("seats"), "seats")],
  {
    topic: "seats",
    head: [csvColumn(text("reference"), "reference"), csvColumn(status(), "status", (row) => String(row.status))],
    tail: [
      csvColumn(yesNo("attended"), "attended", (row) => (row.attended ? "yes" : "no")),
      csvColumn(when("createdAt"), "booked_at"),
      csvColumn(when("cancelledAt"), "cancelled_at"),
    ],
  },
);
