// The paper register brought in (/admin/register/import), as an owner uses it: a CSV file or pasted
// text is previewed row by row, each refused row with its reasons; "Import N members" brings the good
// rows in, numbered in the file's order, in one transaction, once for a second press, and not at all
// when a previewed row has become a duplicate meanwhile. Editors get the owners-only answer. A
// member's joined-on date is edited on their page, never in the future, and moves nothing else.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { auditLog, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { action as importAction, loader as importLoader } from "#app/routes/admin/register-import.tsx";
import { loader as templateLoader } from "#app/routes/admin/register-import-template[.]csv.ts";
import { action as memberAction } from "#app/routes/admin/register-member.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addMember } from "./console-fixtures.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";
const here = `${site}/admin/register/import`;

type PreviewRow = { row: number; reasons: string[] };
type Preview = { rows: PreviewRow[]; good: number; refused: number; csv: string; digest: string; formToken: string };
type Answer = { status: number; location?: string; errors?: Record<string, string>; error?: string; preview?: Preview; reason?: string };

/** "dd/mm/yyyy", as the date is typed in India. */
const dayFirst = (iso: string) => iso.split("-").reverse().join("/");

const firstNames = ["Shankar", "Geetha", "Manjunath", "Savitha", "Ramesh", "Lalitha", "Venkatesh", "Shobha", "Nagaraj", "Pushpa"];
const surnames = ["Gowda", "Hegde", "Rao", "Shetty", "Murthy"];
/** n made-up members, each with an address and a number of their own. */
function members(n: number, from = 0): string[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return `${firstNames[i % 10]} ${surnames[Math.floor(i / 10) % 5]},member${i}@example.in,98450 ${String(10000 + i)},${["basic", "Premium", "family"][i % 3]},${i % 2 ? "2024-04-01" : "01/04/2024"},${i % 4 ? "2026-03" : ""}`;
  });
}

describe.each(databaseNames)("bringing in a paper register on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let context: ReturnType<typeof routerContextFor>;
  let asOwner: string;
  let asEditor: string;
  let kamala: number;
  let owner: Awaited<ReturnType<typeof createOperator>>;

  beforeEach(async () => {
    t = await testDatabase(name);
    owner = await createOperator(t.db, "owner@example.org", password);
    const editor = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    asOwner = await cookieOf(owner.id);
    asEditor = await cookieOf(editor.id);
    // One member in the register already, approved from an application.
    const app = await addMember(t.db, { name: "Kamala Devi", membershipType: "basic", email: "kamala@example.org", phone: "+91 98450 12345" });
    await changeStatus(t.db, owner, "member", app.id, { from: "pending", to: "approved" });
    [{ number: kamala }] = (await t.db.select({ number: registerMembers.number }).from(registerMembers)) as [{ number: number }];
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  /** What an action or loader answered: a redirect's Location, or the data and status it gave or threw. */
  async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
    try {
      const answer = (await run()) as { data?: object; init?: ResponseInit | null } | Response;
      if (answer instanceof Response) return { status: answer.status };
      if (answer && typeof answer === "object" && "init" in answer && answer.data) return { status: answer.init?.status ?? 200, ...answer.data };
      return { status: 200, ...(answer as object) };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      const t = thrown as { init?: { status?: number }; data?: object };
      return { status: t.init?.status ?? 500, ...(t.data ?? {}) };
    }
  }
  /** A post to the import page as its forms send it: multipart, a file or text fields. */
  const post = (cookie: string, fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return answerOf(() => importAction({ request: new Request(here, { method: "POST", headers: { Cookie: cookie, Origin: site }, body }), context, params: {} } as never));
  };
  const preview = async (cookie: string, fields: Record<string, string | File>) => {
    const answer = await post(cookie, { intent: "preview", ...fields });
    return answer;
  };
  const importIt = (cookie: string, p: Preview) => post(cookie, { intent: "import", csv: p.csv, digest: p.digest, formToken: p.formToken });
  const count = () => t.db.$count(registerMembers);

  it("previews every row: those it will import, and those refused with each reason", async () => {
    const tomorrow = addDays(todayIso(), 1);
    const csv = [
      // Any order of the columns, headers as a person writes them.
      "Paid until,Name,E-mail,Phone,Plan,Joined on",
      "2026-03,Shankar Gowda,shankar@example.in,98450 20001,basic,01/04/2024", // 2: fine, typed day first
      ",Geetha Hegde,geetha@example.in,+91 98450 20002,Premium,2023-11-15", // 3: fine, nothing paid
      "2026-03,Manjunath Rao,manju@example.in,98450 20003,gold,2024-04-01", // 4: unknown plan
      "2026-03,Savitha Shetty,savitha@example.in,98450 20004,basic,31/02/2024", // 5: not a date
      `,Ramesh Murthy,ramesh@example.in,98450 20005,basic,${dayFirst(tomorrow)}`, // 6: in the future
      "2026-13,Lalitha Rao,lalitha@example.in,98450 20006,basic,2024-04-01", // 7: not a month
      "2026-03,Venkatesh Gowda,not-an-address,98450 20007,basic,2024-04-01", // 8: bad e-mail
      "2026-03,Shobha Hegde,shobha@example.in,,basic,2024-04-01", // 9: no phone
      "2026-03,Nagaraj Shetty,nagaraj@example.in,12345,basic,2024-04-01", // 10: not a phone
      "2026-03,Pushpa Murthy,SHANKAR@example.in,98450 20010,basic,2024-04-01", // 11: Shankar's address again
      "2026-03,Ravi Kumar,ravi@example.in,98450-20002,family,2024-04-01", // 12: Geetha's phone again
      "2026-03,Kamala D.,Kamala@Example.org,98450 20012,basic,2024-04-01", // 13: in the register by address
      "2026-03,Kamala Devi,kamala2@example.in,+91 98450 12345,basic,2024-04-01", // 14: in the register by phone
      "2023-01,Usha Rao,usha@example.in,98450 20014,basic,2024-04-01", // 15: paid until before joining
      ",,,,,", // blank: skipped
    ].join("\r\n");
    const before = await count();
    const answer = await preview(asOwner, { text: csv });
    expect(answer.status).toBe(200);
    const p = answer.preview!;
    const reasons = Object.fromEntries(p.rows.map((r) => [r.row, r.reasons.join(" | ")]));
    expect(p.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(reasons[2]).toBe("");
    expect(reasons[3]).toBe("");
    expect(reasons[4]).toMatch(/unknown plan.*gold.*basic, premium or family/i);
    expect(reasons[5]).toMatch(/real date/i);
    expect(reasons[6]).toMatch(/future/i);
    expect(reasons[7]).toMatch(/year and month/i);
    expect(reasons[8]).toMatch(/e-mail address in full/i);
    expect(reasons[9]).toMatch(/phone number/i);
    expect(reasons[10]).toMatch(/check the phone number/i);
    expect(reasons[11]).toMatch(/same e-mail address as row 2/i);
    expect(reasons[12]).toMatch(/same phone number as row 3/i);
    expect(reasons[13]).toMatch(new RegExp(`already in the register as M-${kamala}.*e-mail`, "i"));
    expect(reasons[14]).toMatch(new RegExp(`already in the register as M-${kamala}.*phone`, "i"));
    expect(reasons[15]).toMatch(/before the month they joined/i);
    expect([p.good, p.refused]).toEqual([2, 12]);
    // A preview stores nothing.
    expect(await count()).toBe(before);
  });

  it("refuses a file that is not CSV, an empty one, one without the columns, and one of more than 2,000 rows, beside its field", async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "photo.png", { type: "image/png" });
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0])], "register.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
    const header = "name,email,phone,plan,joinedOn,paidUntil";
    const cases: Array<[Record<string, string | File>, string, RegExp]> = [
      [{}, "file", /choose a CSV file or paste/i],
      [{ file: png }, "file", /not a CSV file/i],
      [{ file: xlsx }, "file", /Excel.*CSV UTF-8/i],
      [{ file: new File([""], "register.csv", { type: "text/csv" }) }, "file", /empty/i],
      [{ text: header }, "text", /no members below its header/i],
      [{ text: "name,email,phone\nShankar Gowda,shankar@example.in,98450 20001" }, "text", /no column plan, joinedOn, paidUntil/i],
      [{ file: new File([[header, ...members(2001)].join("\n")], "register.csv", { type: "text/csv" }) }, "file", /2,001 members.*at most 2,000/i],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await preview(asOwner, fields);
      expect(answer.status, JSON.stringify(Object.keys(fields))).toBe(422);
      expect(Object.keys(answer.errors ?? {})).toEqual([field]);
      expect(answer.errors![field]).toMatch(message);
      expect(answer.preview).toBeUndefined();
    }
    expect(await count()).toBe(1);
  });

  it("imports 50 members from a file in one transaction, numbered in the file's order, with one audit entry", async () => {
    const file = new File([["name,email,phone,plan,joinedOn,paidUntil", ...members(50)].join("\r\n")], "register.csv", { type: "text/csv" });
    const answer = await preview(asOwner, { file });
    expect(answer.status).toBe(200);
    expect([answer.preview!.good, answer.preview!.refused]).toEqual([50, 0]);
    const done = await importIt(asOwner, answer.preview!);
    expect(done.status).toBe(302);
    expect(done.location).toMatch(/^\/admin\/register\/import\?done=imported&import=\d+$/);
    const made = await t.db.select().from(registerMembers).where(sql`${registerMembers.number} <> ${kamala}`).orderBy(registerMembers.number);
    expect(made).toHaveLength(50);
    expect(made.map((m) => m.email)).toEqual(Array.from({ length: 50 }, (_, i) => `member${i}@example.in`));
    expect(made.map((m) => m.number)).toEqual(Array.from({ length: 50 }, (_, i) => made[0]!.number + i));
    expect(made[0]).toMatchObject({ name: "Shankar Gowda", phone: "+91 98450 10000", plan: "basic", joinedOn: "2024-04-01", paidUntil: null, address: "", applicationId: null });
    expect(made[1]).toMatchObject({ plan: "premium", joinedOn: "2024-04-01", paidUntil: "2026-03" });
    // One transaction: every row carries the same transaction id.
    const [{ n }] = ((await t.db.execute(sql`select count(distinct xmin::text)::int as n from register_members where number <> ${kamala}`)) as unknown as { rows: [{ n: number }] }).rows;
    expect(n).toBe(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "member_import"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ operatorEmail: "owner@example.org", reference: `M-${made[0]!.number} to M-${made[49]!.number}` });
    expect(audits[0]!.detail).toMatchObject({ count: 50 });
    // The page after it says so, from the stored entry.
    const page = await answerOf(() => importLoader({ request: new Request(`${site}${done.location}`, { headers: { Cookie: asOwner } }), context, params: {} } as never));
    expect((page as unknown as { notice: string }).notice).toMatch(new RegExp(`50 members.*M-${made[0]!.number} to M-${made[49]!.number}`));
  });

  it("imports nothing when a previewed row has become a duplicate meanwhile, and says so with the new preview", async () => {
    const answer = await preview(asOwner, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(3)].join("\n") });
    expect(answer.preview!.good).toBe(3);
    // Meanwhile the third person joins through an application.
    const app = await addMember(t.db, { name: "Manjunath Gowda", email: "member2@example.in", phone: "+91 98450 30000" });
    await changeStatus(t.db, owner, "member", app.id, { from: "pending", to: "approved" });
    const before = await count();
    const again = await importIt(asOwner, answer.preview!);
    expect(again.status).toBe(409);
    expect(again.error).toMatch(/nothing was imported/i);
    expect([again.preview!.good, again.preview!.refused]).toEqual([2, 1]);
    expect(await count()).toBe(before);
    expect(await t.db.$count(auditLog, eq(auditLog.action, "member_import"))).toBe(0);
    // A preview's rows changed on their way (not what was previewed): nothing either.
    expect((await post(asOwner, { intent: "import", csv: answer.preview!.csv.replace("member0@", "other0@"), digest: answer.preview!.digest, formToken: answer.preview!.formToken })).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it("imports a second press of the same preview once, also when both arrive at once", async () => {
    const first = await preview(asOwner, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(2)].join("\n") });
    const done = await importIt(asOwner, first.preview!);
    const again = await importIt(asOwner, first.preview!);
    expect(done.location).toMatch(/done=imported&import=(\d+)$/);
    expect(again.status).toBe(302);
    expect(again.location).toBe(done.location!.replace("done=imported", "done=already"));
    expect(await count()).toBe(3);
    const page = await answerOf(() => importLoader({ request: new Request(`${site}${again.location}`, { headers: { Cookie: asOwner } }), context, params: {} } as never));
    expect((page as unknown as { notice: string }).notice).toMatch(/already imported/i);

    const second = await preview(asOwner, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(2, 10)].join("\n") });
    const both = await Promise.all([importIt(asOwner, second.preview!), importIt(asOwner, second.preview!)]);
    expect(both.map((a) => a.location!.replace(/done=\w+/, "done=x")).every((l) => l === both[0]!.location!.replace(/done=\w+/, "done=x"))).toBe(true);
    expect(both.map((a) => /done=(\w+)/.exec(a.location!)![1]).sort()).toEqual(["already", "imported"]);
    expect(await count()).toBe(5);
    // A post without its page's one token imports nothing.
    const third = await preview(asOwner, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(1, 20)].join("\n") });
    expect((await post(asOwner, { intent: "import", csv: third.preview!.csv, digest: third.preview!.digest })).status).toBe(400);
    expect(await count()).toBe(5);
  });

  it("is an owner's: an editor gets the owners-only answer for the page, its posts and the template", async () => {
    expect((await answerOf(() => importLoader({ request: new Request(here, { headers: { Cookie: asEditor } }), context, params: {} } as never))).status).toBe(403);
    const refused = await preview(asEditor, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(1)].join("\n") });
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe("owners-only");
    const owners = await preview(asOwner, { text: ["name,email,phone,plan,joinedOn,paidUntil", ...members(1)].join("\n") });
    expect((await importIt(asEditor, owners.preview!)).status).toBe(403);
    expect(await count()).toBe(1);
    const template = await answerOf(() => templateLoader({ request: new Request(`${here}/template.csv`, { headers: { Cookie: asEditor } }), context, params: {} } as never));
    expect(template).toMatchObject({ status: 302, location: "/admin/owners-only" });
  });

  it("offers a template CSV whose two example rows preview as members to import", async () => {
    const file = (await templateLoader({ request: new Request(`${here}/template.csv`, { headers: { Cookie: asOwner } }), context, params: {} } as never)) as Response;
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(/attachment; filename="register-template.csv"/);
    const text = await file.text();
    const lines = text.replace(/^\uFEFF/, "").trim().split(/\r\n/);
    expect(lines[0]).toBe("name,email,phone,plan,joinedOn,paidUntil");
    expect(lines).toHaveLength(3);
    const answer = await preview(asOwner, { file: new File([text], "register-template.csv", { type: "text/csv" }) });
    expect([answer.preview!.good, answer.preview!.refused]).toEqual([2, 0]);
  });

  describe("a member's joined-on date", () => {
    const details = (joinedOn: string) => ({
      intent: "details",
      name: "Kamala Devi",
      email: "kamala@example.org",
      phone: "98450 12345",
      address: "12 Temple Road, Bangalore",
      emergencyContact: "",
      emergencyPhone: "",
      plan: "basic",
      household: "",
      leftOn: "",
      joinedOn,
      contactBy: "whatsapp",
    });
    const send = (fields: Record<string, string>) =>
      answerOf(() =>
        memberAction({
          request: new Request(`${site}/admin/register/${kamala}`, { method: "POST", headers: { Cookie: asEditor, Origin: site, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }),
          context,
          params: { number: String(kamala) },
        } as never),
      );

    it("is refused beside its field in the future or when not a date, and saved, with paid-until as it was", async () => {
      await t.db.update(registerMembers).set({ paidUntil: "2026-01" }).where(eq(registerMembers.number, kamala));
      const [before] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, kamala));
      for (const [typed, message] of [
        [addDays(todayIso(), 1), /future/i],
        ["31/02/2024", /real date/i],
        ["soon", /real date/i],
        ["", /date they joined/i],
      ] as const) {
        const answer = await send(details(typed));
        expect(answer.status, typed).toBe(422);
        expect(Object.keys(answer.errors!), typed).toEqual(["joinedOn"]);
        expect(answer.errors!.joinedOn).toMatch(message);
      }
      expect((await t.db.select().from(registerMembers).where(eq(registerMembers.number, kamala)))[0]!.joinedOn).toBe(before!.joinedOn);

      expect(await send(details("15/06/2019"))).toMatchObject({ status: 302 });
      const [after] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, kamala));
      expect(after).toMatchObject({ joinedOn: "2019-06-15", paidUntil: "2026-01", plan: "basic" });
      expect(await send(details(todayIso()))).toMatchObject({ status: 302 });
      expect((await t.db.select().from(registerMembers).where(and(eq(registerMembers.number, kamala))))[0]!.joinedOn).toBe(todayIso());
    });
  });
});
