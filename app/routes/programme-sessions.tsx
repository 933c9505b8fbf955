// /offerings/<page>/<programme>/sessions: where a programme's "Join This Program" button leads.
// The offering pages are prerendered, so whether anything is on is decided
// here, at the moment of the press: the calendar shows the next events of the programme's kind, at
// the month of the first one; when none is scheduled, the contact form opens with the subject chosen
// and the programme named, so the visitor can ask about it. Membership stays one step away, the
// quieter link beside the button. Changes nothing; any other address is the 404 page.
import { data, redirect } from "react-router";
import type { Route } from "./+types/programme-sessions";
import { loadOfferingPage } from "#app/content/offerings/pages.ts";
import { clockNow, todayIso } from "#app/core/calendar.ts";
import { upcomingFrom } from "#app/core/events.ts";
import { contactLink } from "#app/core/links.ts";
import { registrationSubject } from "#app/components/site/event-card.tsx";
import { programme as eventProgramme } from "#app/lib/events/programme.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadOfferingPage(`/offerings/${params.page}`);
  const item = page?.blocks.flatMap((block) => (block.kind === "programmes" ? block.items : [])).find((p) => p.id === params.programme);
  const category = page?.eventCategory;
  if (!item || !category) throw data(null, { status: 404 });

  const now = new Date();
  const events = (await eventProgramme(servicesOf(context).db, now)).filter((e) => e.category === category);
  const [next] = upcomingFrom(events, `${todayIso(now)} ${clockNow(now)}`, 1);
  const to = next ? `/events?category=${category}&month=${next.date.slice(0, 7)}` : contactLink(registrationSubject[category], item.title);
  // Not kept by browsers or caches: tomorrow the answer may differ.
  return redirect(to, { headers: { "Cache-Control": "no-store" } });
}

// Never shown (the loader always answers with a redirect or the 404 page); present so that an
// unknown address renders the site's own 404 page.
export default function ProgrammeSessions() {
  return null;
}
