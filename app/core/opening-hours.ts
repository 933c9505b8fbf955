// Whether the centre's phone is answered at a moment, by its opening hours in Bangalore (site.ts):
// Monday to Friday and Saturday morning. An emergency sent while it is closed is pointed to the
// national Elder Line as well as to our number.
import { clockNow, todayIso, weekday } from "./calendar.ts";
import { site } from "./site.ts";

export function isOpenAt(now: Date = new Date()): boolean {
  const day = weekday(todayIso(now));
  const clock = clockNow(now);
  const hours = day >= 1 && day <= 5 ? site.hours.weekdays : day === 6 ? site.hours.saturdayTimes : undefined;
  return hours !== undefined && clock >= hours.opens && clock < hours.closes;
}
