// An empty PGlite database with every migration applied, made once and copied wherever a test
// needs a fresh embedded database (the fault tests' targets, the end-to-end specs' own servers):
// creating a cluster and migrating it costs seconds of CPU, copying it a moment. Keyed by the
// migrations, so a new migration makes a new template. (First-run creation itself is exercised
// by making the template, which opens the database as the server does, and by the servers that
// start on an empty folder: tests/e2e/admin-login.spec.ts, `npm start`.)
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { migrationsFolder, openDatabase } from "#app/lib/db/client.server.ts";

const root = path.resolve(import.meta.dirname, "../..");

function pgliteTemplateDir(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(root, ".tmp", `pglite-template-${hash.digest("hex").slice(0, 12)}`);
}

/** Creates the template unless it is there (a suite's global set-up, once per run). */
export async function ensurePgliteTemplate(): Promise<void> {
  const dir = pgliteTemplateDir();
  if (fs.existsSync(path.join(dir, "db", "PG_VERSION"))) return;
  const building = `${dir}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: building, log: pino({ level: "silent" }) });
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}

/** Puts a copy of the template's database into `dataDir` (as DATA_DIR/db), if the template is there. */
export function copyPgliteTemplate(dataDir: string): boolean {
  const template = path.join(pgliteTemplateDir(), "db");
  if (!fs.existsSync(template)) return false;
  fs.cpSync(template, path.join(dataDir, "db"), { recursive: true });
  return true;
}
