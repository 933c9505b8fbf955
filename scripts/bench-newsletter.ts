// `npm run bench:newsletter [-- --subscribers 2000 --runs 3]`: what sending an issue costs. For each
// database (a fresh embedded one, and PostgreSQL when TEST_DATABASE_URL is set, in a database of
// its own): N confirmed subscribers, then the time to queue an issue for all of them (one
// transaction: every reader's copy written, with their own unsubscribe link), median of the runs,
// and the time the dispatcher takes to claim and hand the whole issue to a transport that accepts
// at once, with the rate set high enough not to hold it back. Figures: docs/operations.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { emailOutbox, newsletterIssues, newsletterSubscriptions, operators } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { createIssue, sendIssue } from "#app/lib/newsletter/issues.server.ts";
import { freshPostgresDatabase } from "#tests/support/db.ts";
import { median } from "./lib/stats.ts";

const { values } = parseArgs({ options: { subscribers: { type: "string", default: "2000" }, runs: { type: "string", default: "3" } } });
const subscribers = Math.min(50_000, Math.max(1, Number(values.subscribers)));
const runs = Math.min(10, Math.max(1, Number(values.runs)));
const quiet = log.child({}, { level: "silent" });
const body = "## News from the centre\n\nThis month: **chair yoga** on Mondays, a temple visit, and a smartphone class.\n\n- Bring water\n- Wear comfortable shoes\n\n[See the programme](/events)";

async function measure(label: string, handle: DatabaseHandle) {
  const db = handle.db;
  // A session secret of its own: each copy is sealed with the key it gives (decision 035).
  const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "https://anandam.example", NEWSLETTER_RATE_PER_MINUTE: "10000", SESSION_SECRET: "the newsletter benchmark's session secret, long enough" });
  const [operator] = await db.insert(operators).values({ email: "bench@example.org", passwordHash: "scrypt$unused" }).returning();
  const actor = { id: operator!.id, email: operator!.email };
  const now = new Date();
  for (let i = 0; i < subscribers; i += 500) {
    const batch = Array.from({ length: Math.min(500, subscribers - i) }, (_, j) => ({
      reference: `REQ-1700000000000-B${String(i + j).padStart(7, "0")}`,
      email: `reader${i + j}@example.org`,
      source: "blog",
      status: "active",
      confirmToken: `bench-confirm-${i + j}-${Math.random().toString(36).slice(2)}`,
      unsubscribeToken: `bench-unsubscribe-${i + j}-${Math.random().toString(36).slice(2)}`,
      confirmedAt: now,
    }));
    await db.insert(newsletterSubscriptions).values(batch);
  }
  const queueMs: number[] = [];
  const sendMs: number[] = [];
  /** What the waiting copies take in the outbox: text, HTML and the sealed message. */
  let waitingBytes = 0;
  for (let run = 0; run < runs; run++) {
    const issue = await createIssue(db, actor, { subject: `Bench issue ${run}`, body, includeEvents: false });
    const started = performance.now();
    const result = await sendIssue({ db, env, dispatcher: { kick() {} } }, actor, issue.id, subscribers);
    queueMs.push(performance.now() - started);
    if (result.outcome !== "sent") throw new Error(`issue not sent: ${result.outcome}`);
    const [waiting] = await db
      .select({ bytes: sql<number>`coalesce(sum(octet_length(${emailOutbox.html}) + octet_length(${emailOutbox.text}) + coalesce(octet_length(${emailOutbox.sealed}), 0)), 0)::bigint` })
      .from(emailOutbox)
      .where(eq(emailOutbox.issueId, issue.id));
    waitingBytes += Number(waiting?.bytes ?? 0);
    let delivered = 0;
    const dispatcher = createDispatcher({ db, env, log: quiet, batchSize: 50, transport: { name: "null", async send() { delivered++; }, async close() {} } });
    const sendStarted = performance.now();
    for (let pass = 0; pass < 1000 && delivered < subscribers; pass++) await dispatcher.drain();
    sendMs.push(performance.now() - sendStarted);
    await dispatcher.stop();
    if (delivered !== subscribers) throw new Error(`delivered ${delivered} of ${subscribers}`);
  }
  await db.delete(newsletterIssues);
  console.log(
    `${label}: ${subscribers} confirmed subscribers, ${runs} runs: queue an issue ${Math.round(median(queueMs))} ms (median; ${queueMs.map(Math.round).join(", ")}), ` +
      `dispatch all to a null transport ${Math.round(median(sendMs))} ms, outbox ${Math.round(waitingBytes / runs / subscribers)} bytes per waiting copy (text, HTML and the sealed message; a sent copy keeps none of it)`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
try {
  const pglite = await openDatabase({ dataDir, log: quiet });
  await measure("PGlite", pglite);
  await pglite.close();
  if (process.env.TEST_DATABASE_URL) {
    const name = await freshPostgresDatabase(process.env.TEST_DATABASE_URL, "bench_newsletter");
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const pg = await openDatabase({ databaseUrl: url.toString(), dataDir, log: quiet });
    await measure("PostgreSQL", pg);
    await pg.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
