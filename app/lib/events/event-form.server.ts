// Reads the console's event forms: the typed values back for the page, and either the validated
// input or an error per field, in the order of the schema's keys (its field list).
import { readFields } from "#app/schemas/form-data.ts";
import { fieldsOf } from "#app/schemas/schema-kit.ts";
import { CancelEventSchema, DuplicateEventSchema, EventMessageSchema, EventSchema, ExtendSeriesSchema, NewEventSchema } from "#app/schemas/event.ts";
import { eventFormCopy } from "#app/content/form-words/event.ts";
import { offeringProgrammes } from "#app/content/offerings/programmes.ts";
import type { EventRow } from "./booking-rows.server.ts";

const read = <S extends Parameters<typeof fieldsOf>[0]>(schema: S) => (form: FormData) => readFields(schema, form, fieldsOf(schema).fields);

/** The event form's programme list: every programme of the offering pages, named with its page. */
export async function programmeOptions(): Promise<{ value: string; label: string }[]> {
  return (await offeringProgrammes()).map((p) => ({ value: p.key, label: `${p.page.label}: ${p.title}` }));
}

/** An event form as read, with its programme checked against the offering pages' (the schema checks its shape only). */
const withKnownProgramme =
  <R extends { values: Record<string, string>; input?: { programme: string | null }; errors: Record<string, string> }>(readForm: (form: FormData) => R) =>
  async (form: FormData): Promise<R> => {
    const result = readForm(form);
    const programme = result.input?.programme;
    if (!programme || (await offeringProgrammes()).some((p) => p.key === programme)) return result;
    return { ...result, input: undefined, errors: { ...result.errors, programme: eventFormCopy.fields.programme.unknown } };
  };

/** The edit form of an event. */
export const readEventForm = withKnownProgramme(read(EventSchema));
/** The new event form, which may repeat. */
export const readNewEventForm = withKnownProgramme(read(NewEventSchema));
/** The date of a draft copy. */
export const readDuplicateForm = read(DuplicateEventSchema);
/** Cancelling an event: its reason and the tick. */
export const readCancelForm = read(CancelEventSchema);
/** More dates for a series. */
export const readExtendForm = read(ExtendSeriesSchema);
/** A message to everyone booked. */
export const readEventMessageForm = read(EventMessageSchema);

/** An event's fields as its edit form shows them (a ticked box as a post sends it, "on"). */
export function eventFormValues(event: EventRow): Record<string, string> {
  return {
    title: event.title,
    category: event.category,
    programme: event.programme ?? "",
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    venue: event.venue,
    description: event.description,
    capacity: String(event.capacity),
    price: event.price > 0 ? String(event.price) : "",
    draft: event.status === "draft" ? "on" : "",
  };
}
