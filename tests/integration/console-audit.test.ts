// Who did what, on PGlite and PostgreSQL: the audit page lists the changes of
// every operator (events, content, operators, erasures, newsletter sends, logins and failed
// logins), newest first, by operator and by kind, in words, with no personal data.
import { beforeEach, describe, expect, it } from "vitest";
import { createOperator, setOperatorRole } from "#app/lib/auth/operators.server.ts";
import { logIn, LoginLimiter } from "#app/lib/auth/login.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { eraseRecord } from "#app/lib/console/records.server.ts";
import { cancelEventByOperator, createEvent, updateEvent } from "#app/lib/events/events.server.ts";
import { listAudit, writeAudit } from "#app/lib/console/audit.server.ts";
import { describeAuditEntry } from "#app/lib/console/history.ts";
import { uploadMedia } from "#app/lib/media/library.server.ts";
import { teamList } from "#app/lib/stories-team/team.server.ts";
import sharp from "sharp";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { loader as auditLoader } from "#app/routes/admin/audit.tsx";
import { addContact } from "./console-fixtures.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const PASSWORD = "a long enough passphrase";
const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent", OPERATOR_DEVICE_VERIFICATION: "false" });

describe.each(databaseNames)("the audit page on %s", (name) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await testDatabase(name);
  });

  it("lists every operator's changes newest first, by operator and by kind, in words and without personal data", async () => {
    const owner = await createOperator(t.db, "owner@example.org", PASSWORD);
    const editor = await createOperator(t.db, "editor@example.org", PASSWORD, owner, "editor");
    const deps = { db: t.db, env, limiter: new LoginLimiter() };
    await logIn(deps, { email: "editor@example.org", password: PASSWORD, ip: "192.0.2.1" });
    await logIn(deps, { email: "editor@example.org", password: "a wrong password", ip: "192.0.2.1" });
    await createEvent(t.db, editor, { title: "Yoga", category: "wellness", date: "2099-01-01", startTime: "07:00", endTime: "08:00", venue: "Hall", description: "Yoga.", capacity: 5, draft: false });
    await setOperatorRole(t.db, owner, editor.id, "owner");
    const person = await addContact(t.db, { name: "Lakshmi Erasable", email: "erasable@example.org" });
    await eraseRecord(t.db, owner, "contact", person.id);

    const all = await listAudit(t.db, {});
    expect(all.rows.map((r) => r.action)).toEqual(["erase", "operator_role", "event_create", "login_failed", "login", "operator_add", "operator_add"]);
    expect((await listAudit(t.db, { operator: "editor@example.org" })).rows.map((r) => r.action)).toEqual(["event_create", "login_failed", "login"]);
    expect((await listAudit(t.db, { kind: "logins" })).rows.map((r) => r.action)).toEqual(["login_failed", "login"]);
    expect((await listAudit(t.db, { kind: "operators" })).rows.map((r) => r.action)).toEqual(["operator_role", "operator_add", "operator_add"]);
    expect((await listAudit(t.db, { kind: "erasures", operator: "owner@example.org" })).total).toBe(1);

    // The page: an owner's, in words.
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const cookie = (await sessionCookieHeader((await createSession(t.db, owner.id)).token, new Request("http://localhost:3000/admin"), env)).split(";")[0]!;
    const page = (await auditLoader({
      request: new Request("http://localhost:3000/admin/audit?kind=events", { headers: { Cookie: cookie } }),
      context: routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" }),
      params: {},
    } as never)) as Awaited<ReturnType<typeof auditLoader>>;
    expect(page.rows.map((r) => [r.who, r.what])).toEqual([["editor@example.org", "Event added: Yoga, Thursday, 1 January 2099"]]);
    const everything = (await auditLoader({
      request: new Request("http://localhost:3000/admin/audit", { headers: { Cookie: cookie } }),
      context: routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" }),
      params: {},
    } as never)) as Awaited<ReturnType<typeof auditLoader>>;
    expect(everything.rows.find((r) => r.what.startsWith("Erased"))?.what).toBe("Erased a person's records. Erased: Contact enquiry × 1");
    expect(everything.rows.find((r) => r.what.startsWith("Operator's role"))?.what).toBe("Operator's role changed (from editor to owner): editor@example.org");
    expect(everything.operators.map((o) => o.value)).toEqual(["editor@example.org", "npm run operator (command line)", "owner@example.org"]);
    expect(JSON.stringify(everything)).not.toMatch(/Lakshmi|erasable@|a wrong password/);
  });

  it("answers “who moved the 17 December class to 8:00?”: each entry names its item and what changed; entries are found by day too", async () => {
    const owner = await createOperator(t.db, "owner@example.org", PASSWORD);
    const editor = await createOperator(t.db, "editor@example.org", PASSWORD, owner, "editor");
    const deps = { db: t.db, env };
    const yoga = { title: "Chair Yoga", category: "wellness" as const, date: "2099-12-17", startTime: "07:00", endTime: "08:00", venue: "Community Hall", description: "Yoga.", capacity: 5, draft: false };
    const event = await createEvent(t.db, owner, yoga);
    await updateEvent(deps, editor, event.id, { ...yoga, startTime: "08:00", endTime: "09:00" });
    await cancelEventByOperator(deps, owner, event.id, "The teacher is away that week.");
    const photo = await uploadMedia(t.db, editor, { title: "Diwali 2099", alt: "Lamps on the steps", bytes: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c80" } }).jpeg().toBuffer() });
    if (!photo.ok) throw new Error(photo.message);
    const member = await teamList.create(t.db, editor, { name: "Dr. Asha Menon", role: "Founder", bio: "Geriatrician.", photo: null });
    if (!member.ok) throw new Error("team member not added");
    await teamList.update(t.db, editor, member.id, { name: "Dr. Asha Menon", role: "Founder and Director", bio: "Geriatrician.", photo: null });

    const words = (await listAudit(t.db, {})).rows.map((r) => [r.operatorEmail, describeAuditEntry(r.action, r.detail)]);
    expect(words).toEqual(
      expect.arrayContaining([
        ["editor@example.org", "Event changed: Chair Yoga, Thursday, 17 December 2099. The time: was 7:00 AM to 8:00 AM, now 8:00 AM to 9:00 AM."],
        ["owner@example.org", "Event cancelled: Chair Yoga, Thursday, 17 December 2099. Why: The teacher is away that week."],
        ["editor@example.org", "Photo uploaded: Diwali 2099"],
        ["editor@example.org", "Team member changed: Dr. Asha Menon"],
      ]),
    );

    // By day, in Bangalore: an entry of 23:50 there on the 26th is the 26th's, though it is the 26th 18:20 in UTC.
    const late = new Date("2099-11-26T18:20:00Z");
    await writeAudit(t.db, owner, { action: "export", recordType: "contact", detail: { file: "contact-inquiries-2099-11-26.csv", status: null, searched: false, count: 3 } }, late);
    await writeAudit(t.db, owner, { action: "export", recordType: "contact", detail: { file: "contact-inquiries-2099-11-27.csv", status: null, searched: false, count: 3 } }, new Date("2099-11-26T18:31:00Z"));
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const cookie = (await sessionCookieHeader((await createSession(t.db, owner.id)).token, new Request("http://localhost:3000/admin"), env)).split(";")[0]!;
    const pageFor = async (query: string) =>
      (await auditLoader({
        request: new Request(`http://localhost:3000/admin/audit?${query}`, { headers: { Cookie: cookie } }),
        context: routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" }),
        params: {},
      } as never)) as Awaited<ReturnType<typeof auditLoader>>;
    expect((await pageFor("from=2099-11-26&to=2099-11-26")).rows.map((r) => r.what)).toEqual(["Downloaded a CSV file: contact-inquiries-2099-11-26.csv"]);
    expect((await pageFor("from=2099-11-27&kind=exports")).rows.map((r) => r.what)).toEqual(["Downloaded a CSV file: contact-inquiries-2099-11-27.csv"]);
    expect((await pageFor("to=2099-11-27&kind=exports")).total).toBe(2);
    // A day that is not one is no limit, and the page keeps only what it understood.
    const odd = await pageFor("from=yesterday&kind=exports");
    expect([odd.total, odd.fromDay, odd.query]).toEqual([2, "", "kind=exports"]);
  });
});
