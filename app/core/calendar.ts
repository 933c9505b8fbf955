// The calendar of the site: the one time zone (Bangalore's), "today" there, calendar arithmetic on
// "yyyy-mm" keys and "yyyy-mm-dd" dates (no time zone involved, so server and browser agree), and
// every date and time formatter a visitor, an operator or a mail reader sees. Pure: browser and server.

/** Bangalore's time zone: every date on the site is a Bangalore date, every time a Bangalore time. */
const TIME_ZONE = "Asia/Kolkata";

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-12" -> { year: 2026, month: 12 }, or undefined when the text is not a month. */
export function parseMonth(text: string | null | undefined): { year: number; month: number } | undefined {
  const match = text ? MONTH_PATTERN.exec(text) : null;
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]) };
}

function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The month `delta` months after `key`, wrapping across years (December + 1 = January next year). */
export function shiftMonth(key: string, delta: number): string {
  const parsed = parseMonth(key);
  if (!parsed) throw new Error(`not a month: ${key}`);
  const index = parsed.year * 12 + (parsed.month - 1) + delta;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

export function daysInMonth(key: string): number {
  const { year, month } = parseMonth(key)!;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day of the week of a yyyy-mm-dd date: 0 = Sunday ... 6 = Saturday. */
export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Every date of the month, "yyyy-mm-01" to the last day. */
export function datesOfMonth(key: string): string[] {
  return Array.from({ length: daysInMonth(key) }, (_, i) => `${key}-${String(i + 1).padStart(2, "0")}`);
}

// Names are spelled out here rather than asked of Intl.DateTimeFormat: the first Intl formatter a
// page builds loads the locale's data, which measured ~180 ms of a throttled mobile main thread
// while hydrating /testimonials (scripts/profile-page.ts), and the browser's ICU version may spell
// a month differently from the server's ("Sep" or "Sept"), which would not match on hydration.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The parts of a yyyy-mm-dd date (calendar values, no time zone involved). */
function dateParts(isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1];
  if (!monthName || !day) throw new Error(`not a date: ${isoDate}`);
  return { year, monthName, day, weekdayName: WEEKDAYS[weekday(isoDate)]! };
}

const short = (name: string) => name.slice(0, 3);

/** "November 2026" from "2026-11" (or from a yyyy-mm-dd date). */
export function formatMonth(key: string): string {
  const { year, monthName } = dateParts(`${key.slice(0, 7)}-01`);
  return `${monthName} ${year}`;
}

/** "Sunday, 22 November 2026" (long), "Sun, 22 Nov" (short), "November 2026" (monthYear) or
 * "22 November 2026" (plain: the news pages' dateline, mail and console). Every date the site
 * writes comes from here, the Indian way: day, month, year. */
export function formatDate(isoDate: string, style: "long" | "short" | "monthYear" | "plain" = "long"): string {
  const { year, monthName, day, weekdayName } = dateParts(isoDate);
  if (style === "monthYear") return `${monthName} ${year}`;
  if (style === "plain") return `${day} ${monthName} ${year}`;
  if (style === "short") return `${short(weekdayName)}, ${day} ${short(monthName)}`;
  return `${weekdayName}, ${day} ${monthName} ${year}`;
}

/** A stored calendar date (a date of birth) as "12 March 1960"; text that is not a date is shown as it is. */
export function formatStoredDate(isoDate: string): string {
  return parseIsoDate(isoDate) ? formatDate(isoDate, "plain") : isoDate;
}

// ---- Dates as calendar values ------------------------------------------------------------

export type CalendarDate = { year: number; month: number; day: number };

/** Parses YYYY-MM-DD (what a date input posts) into a real calendar date, or null (e.g. 2023-02-30). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is earlier than b, 0 when the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Adds whole days to a yyyy-mm-dd date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
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

// ---- Now, in Bangalore ---------------------------------------------------------------------

/**
 * One formatter per time zone, made on first use: making one costs several times more than using
 * it, and the server asks for today's date on every page it sends from memory.
 */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of `now` on a Bangalore clock, as two-digit strings. */
function zonedParts(now: Date, timeZone: string): Record<string, string> {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    zonedFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
}

/**
 * The calendar date at `now` in Bangalore, where the community is: a form sent just after midnight
 * IST counts the new day wherever the server runs.
 */
export function today(now: Date = new Date(), timeZone: string = TIME_ZONE): CalendarDate {
  const p = zonedParts(now, timeZone);
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/** Today's date in Bangalore as yyyy-mm-dd. */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate(today(now));
}

/** The current time in Bangalore as "HH:MM" (24-hour). */
export function clockNow(now: Date = new Date()): string {
  const p = zonedParts(now, TIME_ZONE);
  return `${p.hour}:${p.minute}`;
}

// ---- Times of day and moments --------------------------------------------------------------

/** "08:00" -> "8:00 AM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** An event's time span: "8:00 AM – 9:00 AM" on the site and in the console (dash), "8:00 AM to
 * 9:00 AM" in booking mail (words). Written here alone so every page and message agrees. */
export function formatTimeRange(start: string, end: string, style: "dash" | "words" = "dash"): string {
  return `${formatClock(start)}${style === "words" ? " to " : " – "}${formatClock(end)}`;
}

/** When an event is: "Sunday, 22 November 2026, 8:00 AM – 9:00 AM" (the long date, then its span). */
export function formatEventWhen(isoDate: string, start: string, end: string, style: "dash" | "words" = "dash"): string {
  return `${formatDate(isoDate, "long")}, ${formatTimeRange(start, end, style)}`;
}

function hour12(hour: string): { hour: number; period: "am" | "pm" } {
  const h = Number(hour);
  return { hour: h % 12 === 0 ? 12 : h % 12, period: h < 12 ? "am" : "pm" };
}

/** "22 November 2026, 3:05 pm IST": mail tells the operator when, in the community's own zone. */
export function formatDateTime(value: Date): string {
  const p = zonedParts(value, TIME_ZONE);
  const { hour, period } = hour12(p.hour!);
  return `${formatDate(`${p.year}-${p.month}-${p.day}`, "plain")}, ${hour}:${p.minute} ${period} IST`;
}

/** "22 Nov 2026, 3:05 pm" in IST: short enough for a console table cell (server only, so Intl's
 * month abbreviations are fine here). */
export function formatWhen(value: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(value);
}

/** "2026-11-22 15:05" in IST: sorts as text and is read as a date by spreadsheet apps. */
export function formatWhenForCsv(value: Date): string {
  const p = zonedParts(value, TIME_ZONE);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * The next moment, strictly after `now`, at which the clock in Bangalore reads `hhmm` ("02:30"):
 * today's if it is still to come, else tomorrow's. The zone's offset is read from the calendar, not
 * assumed.
 */
export function nextClockTime(now: Date, hhmm: string): Date {
  const todays = clockTimeOn(todayIso(now), hhmm);
  return todays.getTime() > now.getTime() ? todays : clockTimeOn(addDays(todayIso(now), 1), hhmm);
}

/** The moment at which the clock in Bangalore reads `hhmm` on a date (yyyy-mm-dd): "00:00" starts that day there. */
export function clockTimeOn(isoDate: string, hhmm: string): Date {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const [y, mo, d] = isoDate.split("-").map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, mo - 1, d, h, m);
  // The zone's offset at that moment: its clock there, read as if it were UTC, minus the moment.
  const p = zonedParts(new Date(asIfUtc), TIME_ZONE);
  const offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - asIfUtc;
  return new Date(asIfUtc - offset);
}
