// Reads the operator's event form: the typed values back for the page, and either the validated
// event or an error per field.
import { fieldErrorsOf } from "#app/schemas/form-data.ts";
import { EventSchema } from "#app/schemas/event.ts";
import type { EventInput } from "./events.server.ts";
import type { EventRow } from "./bookings.server.ts";

const names = ["title", "category", "date", "startTime", "endTime", "venue", "description", "capacity"] as const;
export type EventFormValues = Partial<Record<(typeof names)[number], string>> & { draft?: boolean };

export function readEventForm(form: FormData): { values: EventFormValues; input?: EventInput; errors: Record<string, string> } {
  const values: EventFormValues = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  values.draft = form.get("draft") === "on";
  const parsed = EventSchema.safeParse({ ...values, draft: values.draft });
  if (!parsed.success) return { values, errors: fieldErrorsOf(parsed.error) };
  return { values, input: parsed.data, errors: {} };
}

export function eventFormValues(event: EventRow): EventFormValues {
  return {
    title: event.title,
    category: event.category,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    venue: event.venue,
    description: event.description,
    capacity: String(event.capacity),
    draft: event.status === "draft",
  };
}
