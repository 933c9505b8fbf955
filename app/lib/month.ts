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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "UTC" });
    formatters.set(key, f);
  }
  return f;
}

/** "November 2026". */
export function formatMonth(key: string): string {
  return formatter({ month: "long", year: "numeric" }).format(new Date(`${key}-01T00:00:00Z`));
}

/** "Sunday, 22 November 2026" (long), "Sun, 22 Nov" (short) or "November 2026" (monthYear). */
export function formatDate(isoDate: string, style: "long" | "short" | "medium" | "monthYear" = "long"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (style === "monthYear") return formatter({ month: "long", year: "numeric" }).format(date);
  if (style === "short") return formatter({ weekday: "short", day: "numeric", month: "short" }).format(date);
  if (style === "medium") return formatter({ weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(date);
  return formatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(date);
}
