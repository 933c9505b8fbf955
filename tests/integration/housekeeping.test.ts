// The servers' housekeeping (app/lib/services/chores.server.ts), on PGlite and PostgreSQL: a run
// deletes the operators' login secrets that ended a day ago or more and the trusted browsers whose
// trust has run out, keeps the live ones (and a secret that ended less than a day ago), and logs
// what it forgot.
import { beforeEach, describe, expect, it } from "vitest";
import { operatorDevices, operatorTokens } from "#app/lib/db/schema.ts";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { isTrustedDevice, trustDevice } from "#app/lib/auth/devices.server.ts";
import { issueToken, peekToken } from "#app/lib/auth/tokens.server.ts";
import { hashToken } from "#app/lib/auth/sessions.server.ts";
import { DEVICE_TRUST_MS, RESET_LINK_MS } from "#app/lib/auth/lifetimes.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { runHousekeeping } from "#app/lib/services/chores.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";
import { captureLog } from "#tests/support/capture-log.ts";

const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "https://seniors.example.org", LOG_LEVEL: "silent", ...testSealEnv });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databaseNames)("the servers' housekeeping on %s", (name) => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await testDatabase(name);
  });

  it("deletes login secrets that ended a day ago or more and browsers no longer trusted, and keeps the live ones", async () => {
    const now = new Date();
    const { id: operatorId } = await createOperator(t.db, "operator@example.org", "a long enough passphrase");
    // A reset link that ended two days ago: forgotten.
    await issueToken(t.db, "reset", operatorId, new Date(now.getTime() - 2 * DAY - RESET_LINK_MS));
    // One that ended an hour ago: kept for now (a secret is kept a day after it ends).
    const recent = await issueToken(t.db, "reset", operatorId, new Date(now.getTime() - HOUR - RESET_LINK_MS));
    // One that works now: kept, and still works.
    const live = await issueToken(t.db, "reset", operatorId, now);
    // A browser last trusted longer ago than the trust lasts, and one trusted now.
    await trustDevice(t.db, "expired-browser", operatorId, new Date(now.getTime() - DEVICE_TRUST_MS - HOUR));
    await trustDevice(t.db, "trusted-browser", operatorId, now);

    const captured = captureLog("info");
    await runHousekeeping({ db: t.db, env, dispatcher: { kick() {} }, log: captured.log }, now);

    const tokenIds = (await t.db.select({ id: operatorTokens.id }).from(operatorTokens)).map((row) => row.id).sort();
    expect(tokenIds).toEqual([hashToken(recent), hashToken(live)].sort());
    expect(await peekToken(t.db, "reset", live, now)).toMatchObject({ operatorId });

    const devices = await t.db.select({ id: operatorDevices.id }).from(operatorDevices);
    expect(devices).toEqual([{ id: hashToken("trusted-browser") }]);
    expect(await isTrustedDevice(t.db, "trusted-browser", operatorId, now)).toBe(true);

    const said = captured.lines().map((line) => [line.msg, line.forgotten]);
    expect(said).toContainEqual(["expired operator login secrets forgotten", 1]);
    expect(said).toContainEqual(["expired trusted browsers forgotten", 1]);
    expect(captured.lines().filter((line) => line.level === 40)).toEqual([]);
  });

  it("has nothing to say when there is nothing to forget", async () => {
    const captured = captureLog("info");
    await runHousekeeping({ db: t.db, env, dispatcher: { kick() {} }, log: captured.log });
    expect(captured.lines()).toEqual([]);
  });
});
