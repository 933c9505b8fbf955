// /admin/events/<id>/export.csv: an event's bookings for a spreadsheet, with a
// status column (confirmed, waitlisted, cancelled), what each paid (paid, paid_state, method,
// payment_reference, receipt), and formula-looking cells neutralised like the other exports.
import type { Route } from "./+types/event-export[.]csv";
import { bookingRecord } from "#app/schemas/event.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
import { requireOwnerDownload } from "#app/lib/auth/guards.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { toCsv } from "#app/lib/console/csv.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { consoleEvent } from "#app/lib/events/console-event.server.ts";
import { auditItemOf, eventBookings } from "#app/lib/events/events.server.ts";
import { BOOKING_MONEY_CSV_HEADER, bookingMoneyCsv } from "#app/lib/events/booking-payments.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, operator, event } = await consoleEvent(request, params, context, requireOwnerDownload);
  const rows = await eventBookings(services.db, event.id);
  const name = `${event.slug}-bookings.csv`;
  await writeAudit(services.db, operator, { action: "export", recordType: "event", recordId: event.id, detail: { file: name, item: auditItemOf(event), rows: rows.length } });
  const { header, rows: cells } = csvTable(bookingRecord, rows);
  // Then what each booking paid: the amount, its state, how, the references and the receipts.
  const money = await bookingMoneyCsv(services.db, event, rows);
  const paidCells = cells.map((cellsOfRow, i) => [...cellsOfRow, ...(money.get(rows[i]!.id) ?? [])]);
  return new Response(toCsv([...header, ...BOOKING_MONEY_CSV_HEADER], paidCells), {
    headers: { ...privateHeaders, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
