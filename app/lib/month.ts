// Calendar-month arithmetic on "yyyy-mm" keys and "yyyy-mm-dd" dates, with no time zone involved
// (a date string is a Bangalore date; see app/content/events.ts), so server and browser agree.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-12" -> { year: 2026, month: 12 }, or undefined when the text is not a month. */
export function parseMonth(text: string | null | undefined): { year: number; month: number } | undefined {
  const match = text ? MONTH_PATTERN.exec(text) : null;
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function monthKey(year: number, month: number): string {
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
 * "November 22, 2026" (us: the blog's dateline). */
export function formatDate(isoDate: string, style: "long" | "short" | "monthYear" | "us" = "long"): string {
  const { year, monthName, day, weekdayName } = dateParts(isoDate);
  if (style === "monthYear") return `${monthName} ${year}`;
  if (style === "short") return `${short(weekdayName)}, ${day} ${short(monthName)}`;
  if (style === "us") return `${monthName} ${day}, ${year}`;
  return `${weekdayName}, ${day} ${monthName} ${year}`;
}
