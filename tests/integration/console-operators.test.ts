// Operator accounts from the console (issue 14, item 6) on PGlite and PostgreSQL: adding a
// colleague, a new password ending their sessions, removal refused for one's own and the last
// account, even when two operators remove each other at the same moment, and the audit trail.
import { beforeEach, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { auditLog, operators } from "#app/lib/db/schema.ts";
import {
  changeOperatorPassword,
  createOperator,
  listOperators,
  OperatorExistsError,
  OperatorChangeRefusedError,
  removeOperator,
} from "#app/lib/auth/operators.server.ts";
import { createSession, findSession } from "#app/lib/auth/sessions.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const password = "a long enough passphrase";

describe.each(databaseNames)("operator accounts on %s", (name) => {
  let t: TestDatabase;
  let first: { id: number; email: string };
  beforeEach(async () => {
    t = await testDatabase(name);
    first = await createOperator(t.db, "first@example.org", password);
  });

  it("adds a colleague once, in any case of the address, with an audit line naming who did it", async () => {
    const colleague = await createOperator(t.db, "colleague@example.org", password, first);
    await expect(createOperator(t.db, "COLLEAGUE@example.org", password, first)).rejects.toBeInstanceOf(OperatorExistsError);
    expect((await listOperators(t.db)).map((o) => o.email)).toEqual(["first@example.org", "colleague@example.org"]);
    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ action: "operator_add", operatorId: first.id, operatorEmail: first.email, recordType: "operator", recordId: colleague.id });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it("a new password ends that operator's sessions", async () => {
    const colleague = await createOperator(t.db, "colleague@example.org", password, first);
    const session = await createSession(t.db, colleague.id);
    expect(await changeOperatorPassword(t.db, colleague.email, "another long passphrase", first)).toEqual({ endedSessions: 1 });
    expect(await findSession(t.db, session.token)).toBeNull();
  });

  it("removes a colleague and their sessions; refuses one's own account and the last one", async () => {
    const colleague = await createOperator(t.db, "colleague@example.org", password, first);
    const session = await createSession(t.db, colleague.id);
    await expect(removeOperator(t.db, first, first.id)).rejects.toMatchObject({ reason: "self" });
    expect(await removeOperator(t.db, first, colleague.id)).toEqual({ email: "colleague@example.org" });
    expect(await findSession(t.db, session.token)).toBeNull();
    // A stale actor (say, a colleague removed a moment ago) still cannot remove the last account.
    await expect(removeOperator(t.db, colleague, first.id)).rejects.toMatchObject({ reason: "last" });
    expect(await t.db.select().from(operators)).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ action: "operator_remove", operatorEmail: first.email, recordId: colleague.id });
  });

  it("two operators removing each other at the same moment leave one account", async () => {
    const second = await createOperator(t.db, "second@example.org", password, first);
    const results = await Promise.allSettled([removeOperator(t.db, first, second.id), removeOperator(t.db, second, first.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(OperatorChangeRefusedError);
    expect(await t.db.select().from(operators)).toHaveLength(1);
  });
});
