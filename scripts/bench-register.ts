// Times the database work of the console's members register with 2,000 members and 50,000 payments
// (25 each, up to this month), on the embedded database and on PostgreSQL: /admin/register (all,
// filtered by state, searched by name and by phone, a later page) and a member's page. Not a test:
// it prints medians and the 95th percentile of 30 runs after 3 to warm up.
//   npx tsx scripts/bench-register.ts                    # PGlite (a migrated copy in .tmp)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-register.ts
// With BENCH_DATABASE_URL it uses a database of its own beside that one (test_bench_register).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { openDatabase, type Database } from "#app/lib/db/client.server.ts";
import { getMember, listRegister, memberActivity } from "#app/lib/fees/register.server.ts";
import { median } from "./lib/stats.ts";
import { MEMBERS, PAYMENTS_EACH, seedRegister as seed } from "./lib/register-seed.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { freshPostgresDatabase } from "#tests/support/db.ts";

const RUNS = 30;
const log = pino({ level: "silent" });

async function time(label: string, run: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const p95 = ms[Math.ceil(ms.length * 0.95) - 1]!;
  return `| ${label} | ${median(ms).toFixed(1)} | ${p95.toFixed(1)} |`;
}

async function bench(name: string, db: Database): Promise<void> {
  const started = performance.now();
  await seed(db);
  console.log(`\n${name}: seeded ${MEMBERS} members and ${MEMBERS * PAYMENTS_EACH} payments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  console.log("| what | median (ms) | p95 (ms) |\n| --- | ---: | ---: |");
  console.log(await time("/admin/register (first page, counts, takings)", () => listRegister(db, {})));
  console.log(await time("/admin/register?state=due", () => listRegister(db, { state: "due" })));
  console.log(await time("/admin/register?q=Narayan", () => listRegister(db, { q: "Narayan" })));
  console.log(await time("/admin/register?q=98450 01234", () => listRegister(db, { q: "98450 01234" })));
  console.log(await time("/admin/register?page=40", () => listRegister(db, { page: 40 })));
  console.log(
    await time("/admin/register/1234 (member, 25 payments)", async () => {
      const member = await getMember(db, 1234);
      return memberActivity(db, member!.id);
    }),
  );
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const scoped = new URL(url);
  scoped.pathname = `/${await freshPostgresDatabase(url, "bench_register")}`;
  const handle = await openDatabase({ databaseUrl: scoped.toString(), dataDir: ".", log });
  try {
    await bench("PostgreSQL", handle.db);
  } finally {
    await handle.close();
  }
} else {
  await ensurePgliteTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-register-"));
  copyPgliteTemplate(dir);
  const handle = await openDatabase({ dataDir: dir, log });
  try {
    await bench("PGlite (embedded)", handle.db);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
