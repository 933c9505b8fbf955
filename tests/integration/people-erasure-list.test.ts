// Erasing a person from /admin/people erases exactly what the confirmation page listed: its post
// carries that list signed for the owner who saw it, record ids posted beside it are not read, a
// list from another owner, an altered one or one older than an hour erases nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { readErasureList, signErasureList } from "#app/lib/console/people.server.ts";
import { contactInquiries, members } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { action as peopleAction } from "#app/routes/admin/people.tsx";
import { addContact, addMember } from "#tests/integration/console-fixtures.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const SITE = "http://localhost:3000";
const PASSWORD = "a long enough passphrase";

describe.each(databaseNames)("the people page's erasure on %s", (name) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "erase-list-"));
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: SITE, LOG_LEVEL: "silent" });
  let t: TestDatabase;
  let services: Services;
  let owner: { id: number; email: string };
  let cookie: string;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  beforeEach(async () => {
    t = await testDatabase(name);
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    owner = await createOperator(t.db, "owner@example.org", PASSWORD);
    cookie = await cookieOf(owner.id);
  });

  const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${SITE}/admin`), env)).split(";")[0]!;
  /** Posts the people page's form as a browser would; the action's answer, or its redirect. */
  async function post(fields: Array<[string, string]>, as = cookie): Promise<{ status: number; data?: { step: string; error: string | null; listing: string; review: Array<{ key: string }> }; location?: string }> {
    const request = new Request(`${SITE}/admin/people`, {
      method: "POST",
      headers: { Cookie: as, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await peopleAction({ request, context: routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" }), params: {} } as never)) as unknown as {
        data: NonNullable<Awaited<ReturnType<typeof post>>["data"]>;
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, data: answer.data };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      throw thrown;
    }
  }

  async function twoPeople() {
    const lakshmiContact = await addContact(t.db, { name: "Lakshmi Rao", email: "lakshmi@example.org" });
    const lakshmiMember = await addMember(t.db, { name: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98450 12345" });
    const ravi = await addContact(t.db, { name: "Ravi Kumar", email: "ravi@example.org", phone: "+91 98860 54321" });
    return { lakshmiContact, lakshmiMember, ravi };
  }
  const remaining = async () => ({
    contacts: (await t.db.select({ id: contactInquiries.id }).from(contactInquiries)).map((r) => r.id).sort(),
    members: (await t.db.select({ id: members.id }).from(members)).map((r) => r.id).sort(),
  });

  it("erases nothing for a post that names record ids without a confirmed list", async () => {
    const { lakshmiContact, lakshmiMember, ravi } = await twoPeople();
    // The confirmation's post as it used to be read: ticked ids beside the search.
    const forged = await post([
      ["intent", "erase"],
      ["q", "lakshmi@example.org"],
      ["pick", `contact:${ravi.id}`],
      ["confirm", "ERASE"],
    ]);
    expect(forged.status).toBe(422);
    expect(forged.data?.step).toBe("pick");
    expect(await remaining()).toEqual({ contacts: [lakshmiContact.id, ravi.id].sort(), members: [lakshmiMember.id] });
  });

  it("erases exactly the records the confirmation listed, not what else is posted, nor what was unticked", async () => {
    const { lakshmiContact, lakshmiMember, ravi } = await twoPeople();
    // The search found both of Lakshmi's records; the owner unticked the membership.
    const confirm = await post([
      ["q", "lakshmi@example.org"],
      ["pick", `contact:${lakshmiContact.id}`],
    ]);
    expect(confirm.data?.step).toBe("confirm");
    expect(confirm.data?.review.map((r) => r.key)).toEqual([`contact:${lakshmiContact.id}`]);
    // The confirmation's post, with more ids (another person's, the unticked one) beside its list.
    const erased = await post([
      ["intent", "erase"],
      ["listing", confirm.data!.listing],
      ["q", "ravi@example.org"],
      ["pick", `contact:${ravi.id}`],
      ["pick", `member:${lakshmiMember.id}`],
      ["confirm", "ERASE"],
    ]);
    expect(erased.status).toBe(302);
    expect(erased.location).toContain("erased=1");
    expect(await remaining()).toEqual({ contacts: [ravi.id], members: [lakshmiMember.id] });
  });

  it("refuses a list shown to another owner, an altered list and one older than an hour", async () => {
    const { lakshmiContact, ravi } = await twoPeople();
    const colleague = await createOperator(t.db, "colleague@example.org", PASSWORD);
    const confirm = await post([
      ["q", "lakshmi@example.org"],
      ["pick", `contact:${lakshmiContact.id}`],
    ]);
    const listing = confirm.data!.listing;
    // Another owner's session posting this owner's list.
    expect((await post([["intent", "erase"], ["listing", listing], ["confirm", "ERASE"]], await cookieOf(colleague.id))).status).toBe(422);
    // The list's records changed (another person's id put in), its signature kept.
    const [payload, mac] = listing.split(".");
    const altered = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as [number, number, string, string[]];
    altered[3] = [`contact:${ravi.id}`];
    expect((await post([["intent", "erase"], ["listing", `${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${mac}`], ["confirm", "ERASE"]])).status).toBe(422);
    expect((await remaining()).contacts).toEqual([lakshmiContact.id, ravi.id].sort());
    // An hour later the list is refused; within it, read back as signed.
    const list = { q: "lakshmi@example.org", items: [{ kind: "contact" as const, id: lakshmiContact.id }] };
    const at = new Date("2026-11-27T10:00:00Z");
    const signed = signErasureList(env, owner.id, list, at);
    expect(readErasureList(env, owner.id, signed, new Date(at.getTime() + 59 * 60_000))).toEqual(list);
    expect(readErasureList(env, owner.id, signed, new Date(at.getTime() + 61 * 60_000))).toBeUndefined();
    expect(readErasureList(env, colleague.id, signed, at)).toBeUndefined();
  });
});
