// /offerings/<page>/<programme>/sessions: where a programme's "Join This Program" button leads.
// The offering pages are prerendered, so whether anything is on is decided here, at the moment of
// the press: /events shows the programme's own next sessions under its name (the events the
// operator made sessions of it, in the console's event form), at the month of the first one; when
// none is scheduled, the contact form opens with the subject chosen and the programme named, so
// the visitor can ask about it. Membership stays one step away, the quieter link beside the
// button. Changes nothing; any other address is the 404 page.
import { data, redirect } from "react-router";
import type { Route } from "./+types/programme-sessions";
import { offeringProgramme, programmeKey } from "#app/content/offerings/programmes.ts";
import { clockNow, todayIso } from "#app/core/calendar.ts";
import { upcomingFrom } from "#app/core/events.ts";
import { contactLink, programmeEventsLink } from "#app/core/links.ts";
import { registrationSubject } from "#app/components/site/event-card.tsx";
import { programme as eventProgramme } from "#app/lib/events/programme.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await offeringProgramme(programmeKey(`/offerings/${params.page}`, params.programme));
  if (!item) throw data(null, { status: 404 });
  // The enquiry's subject follows the page's kind of event; a page of none is asked about as a programme.
  const category = item.page.eventCategory ?? "social";

  const now = new Date();
  const sessions = (await eventProgramme(servicesOf(context).db, now)).filter((e) => e.programme === item.key);
  const [next] = upcomingFrom(sessions, `${todayIso(now)} ${clockNow(now)}`, 1);
  const to = next ? programmeEventsLink(item.key, next.date.slice(0, 7)) : contactLink(registrationSubject[category], item.title);
  // Not kept by browsers or caches: tomorrow the answer may differ.
  return redirect(to, { headers: { "Cache-Control": "no-store" } });
}

// Never shown (the loader always answers with a redirect or the 404 page); present so that an
// unknown address renders the site's own 404 page.
export default function ProgrammeSessions() {
  return null;
}
