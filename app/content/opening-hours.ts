// The centre's opening hours as every page, mail and the header say them, from the one set of facts
// in site.ts: the header's short line, the sentence the footer, the member's page and every mail
// use, and the table of the contact page and the visitor's confirmation. Nothing else writes them.
import { site } from "#app/core/site.ts";

const { weekdays, saturday, sunday } = site.hours;
const dash = (span: string) => span.replace(" to ", "–");

export const openingHours = {
  /** "Mon–Fri 9:00 AM–6:00 PM · Sat 9:00 AM–1:00 PM": the header's line. */
  short: `Mon–Fri ${dash(weekdays.display)} · Sat ${dash(saturday)}`,
  /** "Monday to Friday, 9:00 AM to 6:00 PM, and Saturday, 9:00 AM to 1:00 PM": in a sentence. */
  sentence: `${weekdays.days}, ${weekdays.display}, and Saturday, ${saturday}`,
  /** Day by day, Sunday too: the contact page's table and the visitor's confirmation. */
  rows: [
    { days: weekdays.days, hours: weekdays.display },
    { days: "Saturday", hours: saturday },
    { days: "Sunday", hours: sunday },
  ],
} as const;
