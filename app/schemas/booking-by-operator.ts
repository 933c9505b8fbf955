// The console's bookings made for a person by an operator: for someone who phoned (an event's
// page) and for someone who walks in (the door list). The phone number is stored as every form
// stores it (schema-kit's phone: "+91 98450 12345"); an e-mail address or a phone left empty is
// stored as "" (no address: nobody is mailed).
import { z } from "zod";
import { phoneBookingFormCopy, walkInFormCopy } from "#app/content/form-words/booking-by-operator.ts";
import { MAX_SEATS } from "#app/core/events.ts";
import { cleanLine, email, optionalChoice, optionalText, phone, requiredLine } from "./schema-kit.ts";
import { CONTACT_BY } from "#app/core/contact-by.ts";

const p = phoneBookingFormCopy.fields;
const w = walkInFormCopy.fields;

const places = (message: string, required: string) =>
  z.preprocess(
    (v) => (cleanLine(v) === "" ? undefined : /^\d+$/.test(cleanLine(v)) ? Number(cleanLine(v)) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : message) }).int({ error: message }).min(1, { error: message }).max(MAX_SEATS, { error: message }),
  );

/** A field that may be left empty ("" then), else checked by `schema`. */
const orEmpty = <S extends z.ZodType<string>>(schema: S) => z.union([z.preprocess(cleanLine, z.literal("")), schema]);

export const PhoneBookingSchema = z.object({
  name: requiredLine(p.name.required, 100, p.name.name),
  phone: phone(p.phone.required, p.phone.name),
  seats: places(p.seats.outOfRange, p.seats.required),
  email: orEmpty(email("", p.email.name)),
  // Unanswered: WhatsApp for a mobile number, e-mail otherwise (as the visitor's own form).
  contactBy: optionalChoice(CONTACT_BY, p.contactBy.name),
  note: optionalText(1000),
});

export const WalkInSchema = z.object({
  name: requiredLine(w.name.required, 100, w.name.name),
  seats: places(w.seats.outOfRange, w.seats.required),
  phone: orEmpty(phone("", w.phone.name)),
});
