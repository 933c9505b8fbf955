// Run by scripts/e2e-server.js before the server starts (the embedded database admits one process
// at a time): creates the console's operator with the `npm run operator` command's own code (its
// main(), given the password on standard input as a script would), then stores one enquiry whose
// notification has failed for good, so the outbox has a dead mail to retry. One process opens the
// database once: on a busy machine each PGlite open costs seconds.
import { PassThrough } from "node:stream";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { contactInquiries, emailOutbox } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { main as operatorCommand } from "../../scripts/operator.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { E2E_OPERATOR, SEEDED } from "./admin-fixture.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("admin-setup: DATA_DIR is not set");

// The migrated template the specs' own servers copy too (made here, first: the web server starts
// before the suite's global set-up), so the database is not created and migrated twice.
await ensurePgliteTemplate();
copyPgliteTemplate(dataDir);
const database = await openDatabase({ dataDir, log: log.child({}, { level: "warn" }) });
try {
  const stdin = new PassThrough();
  stdin.end(`${E2E_OPERATOR.password}\n${E2E_OPERATOR.password}\n`);
  const status = await operatorCommand(["add", E2E_OPERATOR.email], { stdin, stdout: process.stdout, stderr: process.stderr }, {
    env: parseEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }),
    open: async () => database,
  });
  if (status !== 0) throw new Error(`admin-setup: npm run operator add failed with status ${status}`);

  const [record] = await database.db
    .insert(contactInquiries)
    .values({
      reference: SEEDED.reference,
      status: "new",
      name: SEEDED.name,
      email: SEEDED.email,
      phone: "+91 98450 12345",
      subject: "general",
      message: "Seeded before the server started, for the console's outbox test.",
    })
    .returning({ id: contactInquiries.id });
  // What the dispatcher leaves after its last failed attempt.
  await database.db.insert(emailOutbox).values({
    kind: "operator_notification",
    dedupeKey: `contact:${SEEDED.reference}:operator`,
    recordType: "contact",
    recordId: record!.id,
    reference: SEEDED.reference,
    recipient: "operator@localhost.localdomain",
    replyTo: SEEDED.email,
    subject: "New Contact Inquiry - general",
    text: "A seeded enquiry (console end-to-end test).",
    html: "<p>A seeded enquiry (console end-to-end test).</p>",
    status: "dead",
    attempts: 12,
    lastError: SEEDED.lastError,
  });
} finally {
  await database.close();
}
