// Operator accounts and their roles from the console, on PGlite and
// PostgreSQL: adding a colleague as owner or editor, a new password ending their sessions, removal
// refused for one's own account and the last owner, demotion refused for the last owner, even when
// two owners remove or demote each other at the same moment, the owner's pages refused to an
// editor, and the audit trail.
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
  setOperatorRole,
} from "#app/lib/auth/operators.server.ts";
import { createSession, findSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { loader as peopleLoader } from "#app/routes/admin/people.tsx";
import { loader as auditLoader } from "#app/routes/admin/audit.tsx";
import { loader as exportLoader } from "#app/routes/admin/export[.]csv.ts";
import { loader as eraseLoader } from "#app/routes/admin/erase.tsx";
import { loader as backupsLoader } from "#app/routes/admin/backups.tsx";
import { loader as backupLoader } from "#app/routes/admin/backup-download.ts";
import { loader as ownersOnlyLoader } from "#app/routes/admin/owners-only.tsx";
import { loader as overviewLoader } from "#app/routes/admin/index.tsx";
import { addContact, addMember } from "./console-fixtures.ts";
import { backupFileName } from "#app/lib/db/client.server.ts";
import { createBackups } from "#app/lib/db/backups.server.ts";
import { action as operatorsAction } from "#app/routes/admin/operators.tsx";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

describe.each(databaseNames)("owners and editors on %s", (name) => {
  let t: TestDatabase;
  let owner: { id: number; email: string };
  beforeEach(async () => {
    t = await testDatabase(name);
    owner = await createOperator(t.db, "owner@example.org", password);
  });

  it("adds an editor; the last owner can be neither made an editor nor removed, by anyone", async () => {
    const editor = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    expect((await listOperators(t.db)).map((o) => [o.email, o.role])).toEqual([
      ["owner@example.org", "owner"],
      ["editor@example.org", "editor"],
    ]);
    await expect(setOperatorRole(t.db, owner, owner.id, "editor")).rejects.toMatchObject({ reason: "last" });
    await expect(removeOperator(t.db, editor, owner.id)).rejects.toMatchObject({ reason: "last" });
    // A second owner: now the first may become an editor, and the audit says so.
    await setOperatorRole(t.db, owner, editor.id, "owner");
    expect(await setOperatorRole(t.db, editor, owner.id, "editor")).toEqual({ email: "owner@example.org", changed: true });
    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ action: "operator_role", operatorEmail: "editor@example.org", recordId: owner.id, detail: { from: "owner", to: "editor" } });
  });

  it("two owners making each other editors at the same moment leave one owner", async () => {
    const second = await createOperator(t.db, "second@example.org", password, owner, "owner");
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled([setOperatorRole(t.db, owner, second.id, "editor"), setOperatorRole(t.db, second, owner.id, "editor")]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(OperatorChangeRefusedError);
      const owners = (await listOperators(t.db)).filter((o) => o.role === "owner");
      expect(owners).toHaveLength(1);
      // Both owners again for the next round.
      await setOperatorRole(t.db, owners[0]!, owners[0]!.id === owner.id ? second.id : owner.id, "owner");
    }
  });

  it("an owner demoting the other while that one removes the first leaves an owner", async () => {
    const second = await createOperator(t.db, "second@example.org", password, owner, "owner");
    await Promise.allSettled([setOperatorRole(t.db, owner, second.id, "editor"), removeOperator(t.db, second, owner.id)]);
    expect((await listOperators(t.db)).filter((o) => o.role === "owner")).toHaveLength(1);
  });

  it("an editor is refused the owner's pages, downloads and changes, with the owners-only answer (a download sends them to the page that says so)", async () => {
    const editor = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roles-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
    const backups = createBackups({ database: t.handle, env, log });
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, backups, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request("http://localhost:3000/admin"), env)).split(";")[0]!;
    const asEditor = await cookieOf(editor.id);
    const asOwner = await cookieOf(owner.id);
    const get = (url: string, cookie: string) => new Request(`http://localhost:3000${url}`, { headers: { Cookie: cookie } });
    const status = async (run: () => Promise<unknown>) => {
      try {
        const answer = await run();
        return answer instanceof Response ? answer.status : 200;
      } catch (thrown) {
        if (thrown instanceof Response && thrown.status === 302) return `302 ${thrown.headers.get("Location")}`;
        const t = thrown as { status?: number; init?: { status?: number }; data?: { reason?: string } };
        return t.init?.status ?? t.status ?? 500;
      }
    };
    const backup = backupFileName(dataDir, new Date("2026-11-27T21:00:00Z"));
    fs.mkdirSync(path.dirname(backup), { recursive: true });
    fs.writeFileSync(backup, "a copy");
    const name = path.basename(backup);
    const pages: Array<[string, (cookie: string) => Promise<unknown>]> = [
      ["/admin/people?q=someone", (c) => peopleLoader({ request: get("/admin/people?q=someone", c), context, params: {} } as never)],
      ["/admin/audit", (c) => auditLoader({ request: get("/admin/audit", c), context, params: {} } as never)],
      ["/admin/backups", (c) => backupsLoader({ request: get("/admin/backups", c), context, params: {} } as never)],
    ];
    for (const [url, run] of pages) {
      expect(await status(() => run(asEditor)), url).toBe(403);
      expect(await status(() => run(asOwner)), url).toBe(200);
    }
    const downloads: Array<[string, (cookie: string) => Promise<unknown>]> = [
      ["/admin/contact-inquiries/export.csv", (c) => exportLoader({ request: get("/admin/contact-inquiries/export.csv", c), context, params: { type: "contact-inquiries" } } as never)],
      [`/admin/backups/${name}`, (c) => backupLoader({ request: get(`/admin/backups/${name}`, c), context, params: { name } } as never)],
    ];
    for (const [url, run] of downloads) {
      expect(await status(() => run(asEditor)), url).toBe("302 /admin/owners-only");
      expect(await status(() => run(asOwner)), url).toBe(200);
    }
    // The page an editor is sent to is the console's own owners-only page; an owner goes on to the overview.
    expect(await status(() => ownersOnlyLoader({ request: get("/admin/owners-only", asEditor), context, params: {} } as never))).toBe(403);
    expect(await status(() => ownersOnlyLoader({ request: get("/admin/owners-only", asOwner), context, params: {} } as never))).toBe("302 /admin");
    // An e-mail address in the overview's box: an editor is taken to the one record with it, shown
    // the several, or told where else to look (an owner goes to People, which finds everything).
    const overview = async (q: string, cookie: string) => {
      try {
        return await overviewLoader({ request: get(`/admin?reference=${encodeURIComponent(q)}`, cookie), context, params: {} } as never);
      } catch (thrown) {
        return thrown instanceof Response ? thrown.headers.get("Location") : thrown;
      }
    };
    const enquiry = await addContact(t.db, { email: "Lakshmi@Example.org" });
    expect(await overview("lakshmi@example.org", asEditor)).toBe(`/admin/contact-inquiries/${enquiry.id}`);
    const application = await addMember(t.db, { email: "lakshmi@example.org" });
    const both = (await overview(" LAKSHMI@example.org ", asEditor)) as { emailMatches: Array<{ href: string }>; notFound: boolean };
    expect(both.notFound).toBe(false);
    expect(both.emailMatches.map((m) => m.href)).toEqual([`/admin/members/${application.id}`, `/admin/contact-inquiries/${enquiry.id}`]);
    const none = (await overview("nobody@example.org", asEditor)) as { emailMatches: unknown[]; notFound: boolean };
    expect([none.emailMatches, none.notFound]).toEqual([[], false]);
    expect(await overview("lakshmi@example.org", asOwner)).toBe("/admin/people?q=lakshmi%40example.org");
    // Only a listed backup is served.
    expect(await status(() => backupLoader({ request: get("/admin/backups/x", asOwner), context, params: { name: "../session-secret" } } as never))).toBe(404);
    expect(await status(() => eraseLoader({ request: get("/admin/contact-inquiries/1/erase", asEditor), context, params: { type: "contact-inquiries", id: "1" } } as never))).toBe(403);
    // Adding an operator, from an editor's session, changes nothing.
    const add = new Request("http://localhost:3000/admin/operators", {
      method: "POST",
      headers: { Cookie: asEditor, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", email: "new@example.org", role: "owner", password, again: password }),
    });
    const answer = (await operatorsAction({ request: add, context, params: {} } as never)) as unknown as { init: ResponseInit };
    expect(answer.init.status).toBe(403);
    expect(await t.db.$count(operators)).toBe(2);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
