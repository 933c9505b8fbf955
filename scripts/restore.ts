// `npm run restore FILE`: brings a backup made by `npm run backup` back.
// - Embedded database: into DATA_DIR, which must hold no database yet (stop the server, move the
//   old DATA_DIR/db aside, restore, start). Migrations newer than the backup are applied.
// - PostgreSQL (DATABASE_URL): pg_restore into that database (it should be empty).
// Exit status: 0 restored, 1 failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { restorePglite } from "#app/lib/db/client.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    console.error("Usage: npm run restore -- FILE   (a backup made by npm run backup)");
    return 1;
  }
  const env = parseEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  if (env.DATABASE_URL) {
    const result = spawnSync("pg_restore", ["--no-owner", `--dbname=${env.DATABASE_URL}`, file], { stdio: "inherit" });
    if (result.error) {
      console.error("pg_restore is not installed here: install PostgreSQL's client tools (Debian: postgresql-client).");
      return 1;
    }
    return result.status === 0 ? 0 : 1;
  }
  await restorePglite(file, env.DATA_DIR);
  console.log(`Restored ${file} into ${env.DATA_DIR}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
