// /events/<slug>/calendar.ics: the event as a calendar file to download. Changes nothing.
import { data } from "react-router";
import type { Route } from "./+types/event-calendar[.]ics";
import { eventIcs } from "#app/lib/events/ics.server.ts";
import { publicEventBySlug } from "#app/lib/events/events.server.ts";
import { requestContextOf } from "#app/lib/services/context.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = requestContextOf(context);
  const event = await publicEventBySlug(services.db, params.slug);
  if (!event) throw data("Not found", { status: 404 });
  const body = eventIcs(
    { ...event, cancelled: event.status === "cancelled" },
    { siteUrl: services.env.PUBLIC_SITE_URL, method: "PUBLISH" },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
