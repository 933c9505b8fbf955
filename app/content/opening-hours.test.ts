// The opening hours are said one way everywhere: wherever a page, a mail or the
// header gives the weekday hours, Saturday's are beside them, in the words of opening-hours.ts.
import { describe, expect, it } from "vitest";
import { site } from "#app/core/site.ts";
import { bookingPaymentsCopy } from "./booking-payments.ts";
import { careersPage } from "./careers.ts";
import { faqs } from "./faq.ts";
import { feeMailCopy } from "./fee-mail.ts";
import { frameCopy } from "./frame.ts";
import { home } from "./home.ts";
import { mailCopy } from "./mail.ts";
import { openingHours } from "./opening-hours.ts";
import { welcomeMailCopy } from "./welcome-mail.ts";

const weekdayHours = [site.hours.weekdays.display, site.hours.weekdays.display.replace(" to ", "–")];

/** Every string in `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the opening hours", () => {
  it("are the header's line, a sentence and a table, from site.ts", () => {
    expect(openingHours.short).toBe("Mon–Fri 9:00 AM–6:00 PM · Sat 9:00 AM–1:00 PM");
    expect(openingHours.sentence).toBe("Monday to Friday, 9:00 AM to 6:00 PM, and Saturday, 9:00 AM to 1:00 PM");
    expect(openingHours.rows.map((r) => r.days)).toEqual(["Monday to Friday", "Saturday", "Sunday"]);
  });

  const sources = { frameCopy, feeMailCopy, bookingPaymentsCopy, welcomeMailCopy, careersPage, home, faqs, mailCopy };
  for (const [name, source] of Object.entries(sources)) {
    it(`${name}: wherever the weekday hours are given, Saturday's are too`, () => {
      // A table's cell holds the weekday hours alone, beside its row for Saturday.
      const alone = strings(source).filter((s) => s !== site.hours.weekdays.display && weekdayHours.some((h) => s.includes(h)) && !s.includes(site.hours.saturday) && !s.includes(site.hours.saturday.replace(" to ", "–")));
      expect(alone).toEqual([]);
    });
  }
});
