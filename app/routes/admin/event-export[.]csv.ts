// /admin/events/<id>/export.csv: an event's bookings for a spreadsheet (issue 13, item 7), with a
// status column (confirmed, waitlisted, cancelled) and formula-looking cells neutralised like the
// other exports.
import type { Route } from "./+types/event-export[.]csv";
import { bookingRecord } from "#app/schemas/event.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
import { requireOwner } from "#app/lib/auth/guards.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { toCsv } from "#app/lib/console/csv.ts";
import { idParam, notFound, privateHeaders } from "#app/lib/console/http.server.ts";
import { eventBookings, eventById } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const operator = await requireOwner(request, services);
  const event = await eventById(services.db, idParam(params));
  if (!event) notFound();
  const rows = await eventBookings(services.db, event.id);
  await writeAudit(services.db, operator, { action: "export", recordType: "event", recordId: event.id, detail: { rows: rows.length } });
  const { header, rows: cells } = csvTable(bookingRecord, rows);
  return new Response(toCsv(header, cells), {
    headers: { ...privateHeaders, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${event.slug}-bookings.csv"` },
  });
}
