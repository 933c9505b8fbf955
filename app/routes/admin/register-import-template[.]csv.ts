// The template of a paper register to bring in (/admin/register/import): the header row the import
// reads and two rows of made-up members, one paid until a month and one with nothing paid, in the
// ways the import takes dates. An owner's download, as the import is.
import type { Route } from "./+types/register-import-template[.]csv";
import { IMPORT_COLUMNS, registerImportCopy as copy } from "#app/content/console-register-import.ts";
import { requireOwnerDownload } from "#app/lib/auth/guards.server.ts";
import { csvCell, UTF8_BOM } from "#app/lib/console/csv.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwnerDownload(request, servicesOf(context));
  // The header as a person types it (no quotes); the rows quoted only where a cell needs it.
  const cell = (value: string) => (/[",\r\n]/.test(value) ? csvCell(value) : value);
  const lines = [IMPORT_COLUMNS.join(","), ...copy.templateRows.map((row) => row.map(cell).join(","))];
  return new Response(`${UTF8_BOM}${lines.join("\r\n")}\r\n`, {
    headers: { ...privateHeaders, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="register-template.csv"' },
  });
}
