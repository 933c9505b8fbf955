// A weekly class as one series (docs/decisions/033-a-weekly-class-as-one-series.md): which fields a
// change to "this and later dates" carries to the later dates, and what a change tells the people
// booked. Pure: the server applies them inside its transaction.
import type { EventRepeat } from "./events.ts";

/** Where an edit of a date in a series goes: this date only, or this and the later dates. */
export const applyToChoices = ["this", "later"] as const;
export type ApplyTo = (typeof applyToChoices)[number];

/**
 * The fields a change to "this and later dates" carries to each later date, when the operator
 * changed them on this one (a later date's own venue stays unless the venue was changed here).
 * One entry per field: a new field the series shares is one more line here.
 */
const seriesFields = ["title", "startTime", "endTime", "venue", "description", "capacity", "price"] as const;
export type SeriesField = (typeof seriesFields)[number];

/** The series fields `after` changes from `before`, with their new values. */
export function seriesChanges<T extends Record<SeriesField, unknown>>(before: T, after: T): Partial<Pick<T, SeriesField>> {
  const changed: Partial<Pick<T, SeriesField>> = {};
  for (const field of seriesFields) if (before[field] !== after[field]) changed[field] = after[field];
  return changed;
}

/** The details of an event people booked read in their mail: what a change's mail compares. */
export type ToldDetails = { title: string; date: string; startTime: string; endTime: string; venue: string };

export const toldDetails = (e: ToldDetails): ToldDetails => ({ title: e.title, date: e.date, startTime: e.startTime, endTime: e.endTime, venue: e.venue });

/** What a change is about, in the order the confirmation names them ("the new date and time"). */
export const changeKinds = ["date", "time", "place", "title"] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** Which of the details people booked read differ between what they were told and the event as saved. */
export function changedKinds(told: ToldDetails, now: ToldDetails): ChangeKind[] {
  const differs: Record<ChangeKind, boolean> = {
    date: told.date !== now.date,
    time: told.startTime !== now.startTime || told.endTime !== now.endTime,
    place: told.venue !== now.venue,
    title: told.title !== now.title,
  };
  return changeKinds.filter((k) => differs[k]);
}

/** A series' repeat as stored: the rule more dates follow (never "none"). */
export type SeriesRepeat = Exclude<EventRepeat, "none">;
