// Erasure that erases: after a record is erased, its visitor's words are in no
// file under DATA_DIR: not in the record's table, not in the outbox, not in the .eml files the file
// transport wrote, and not in the dead row versions the embedded database kept in its files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { eraseEverywhere } from "#app/lib/console/erasure.server.ts";
import { findByReference } from "#app/lib/console/records.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { submitContact } from "#app/lib/submissions/store.server.ts";
import { ContactSchema } from "#app/schemas/contact.ts";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Files under `dir` that hold `needle` as bytes (UTF-8). */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, "utf8");
  return filesUnder(dir).filter((f) => fs.readFileSync(f).includes(bytes));
}

describe("erasing a record on the embedded database with file mail", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "erasure-"));
  let services: Services | undefined;
  afterAll(async () => {
    await services?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the visitor's name, e-mail and message in no file under DATA_DIR", async () => {
    const env = parseEnv({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", NODE_ENV: "test", LOG_LEVEL: "silent" });
    services = await createServices(env, { log, startDispatcher: false });
    const marker = `Erasable${Date.now().toString(36)}`;
    const input = ContactSchema.parse({
      name: `${marker} Visitor`,
      email: `${marker.toLowerCase()}@example.org`,
      phone: "+91 98450 12345",
      subject: "health",
      message: `Please forget me: ${marker} has a heart condition.`,
    });
    const { reference } = await submitContact(services, input);
    // createServices builds the dispatcher that tests can drain by hand.
    expect((await (services.dispatcher as TestableDispatcher).drain()).sent).toBe(2);
    // Before: the words are on disk (mail files, database files).
    expect(filesHolding(path.join(dataDir, "mail"), marker).length).toBe(2);

    const actor = await createOperator(services.db, "operator@example.org", "a long enough passphrase");
    const found = await findByReference(services.db, reference);
    const result = await eraseEverywhere(services, actor, "contact", found!.id);
    expect(result).toEqual({ reference, mailFiles: 2, leftovers: [], keptReceipts: 0 });
    expect(await findByReference(services.db, reference)).toBeNull();

    // The embedded database writes its files when it closes, as on a normal stop.
    await services.close();
    services = undefined;
    expect(filesHolding(dataDir, marker)).toEqual([]);
    expect(filesHolding(dataDir, input.email)).toEqual([]);
  });
});
