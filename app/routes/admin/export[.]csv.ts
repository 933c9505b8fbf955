// CSV download of an inbox with its current filter: every matching record, every stored field,
// formula-looking cells neutralised, with a byte order mark for spreadsheet apps.
import type { Route } from "./+types/export[.]csv";
import { requireOwnerDownload } from "#app/lib/auth/guards.server.ts";
import { toCsv } from "#app/lib/console/csv.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
import { privateHeaders, typeParam } from "#app/lib/console/http.server.ts";
import { exportRecords, parseFilter } from "#app/lib/console/records.server.ts";
import { formatWhenForCsv } from "#app/core/calendar.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOwnerDownload(request, servicesOf(context));
  const { slug, type } = typeParam(params);
  const filter = parseFilter(type, new URL(request.url));
  const day = formatWhenForCsv(new Date()).slice(0, 10);
  const name = `${slug}${filter.status ? `-${filter.status}` : ""}-${day}.csv`;
  const rows = await exportRecords(servicesOf(context).db, operator, type, filter, name);
  const { header, rows: cells } = csvTable(storedRecords[type], rows);
  return new Response(toCsv(header, cells), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
