// Calendar dates for the member form: parsing a posted date of birth and working out an age.
// Pure and shared by browser and server. "Today" is the date in Bangalore, where the community
// is, so a form sent just after midnight IST counts the new day wherever the server runs.

export const COMMUNITY_TIME_ZONE = "Asia/Kolkata";

export type CalendarDate = { year: number; month: number; day: number };

/** Parses YYYY-MM-DD (what a date input posts) into a real calendar date, or null (e.g. 2023-02-30). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is earlier than b, 0 when the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar date at `now` in the community's time zone. */
export function today(now: Date = new Date(), timeZone: string = COMMUNITY_TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/**
 * Whole years between birth and `on`, one less while this year's birthday is still to come
 * (spec section 5). Someone born on 29 February has their birthday counted from 1 March in
 * years without that day: on 28 February they are still the younger age.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayPassed ? 0 : 1);
}
