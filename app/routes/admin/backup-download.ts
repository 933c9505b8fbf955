// /admin/backups/<name> (owners): one backup as a download. Only a name the backups folder lists
// is served; a download is written to the audit trail, as a CSV download is.
import fs from "node:fs";
import { Readable } from "node:stream";
import type { Route } from "./+types/backup-download";
import { requireOwnerDownload } from "#app/lib/auth/guards.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { notFound, privateHeaders } from "#app/lib/console/http.server.ts";
import { backupPath } from "#app/lib/db/backups.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const operator = await requireOwnerDownload(request, services);
  const file = backupPath(services.env.DATA_DIR, params.name);
  if (!file) notFound();
  const { size } = fs.statSync(file);
  await writeAudit(services.db, operator, { action: "backup_download", detail: { file: params.name } });
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, {
    headers: {
      ...privateHeaders,
      "Content-Type": params.name.endsWith(".pgdump") ? "application/octet-stream" : "application/gzip",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${params.name}"`,
    },
  });
}
