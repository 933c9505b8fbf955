// "Send me my link" (/membership) tells nobody who is a member, by its words or by its time: the
// answer is sent before anything that depends on the address is done (the lookup, the link, its
// mail), as /admin/forgot's is (docs/decisions/029-what-the-site-gives-away.md, 035). On PGlite
// and PostgreSQL: nothing is read or written for the address until the answer has gone, the work
// done after it mails the member, and 40 interleaved pairs of a member's address and an unknown one
// take the same time (medians within 1 ms or 15 %).
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox, memberLinks, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { action as askAction } from "#app/routes/membership.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const site = "https://anandam.example";
/** Members on the register: 40 samples of three answers each, and the warm-up's. */
const MEMBERS = 130;
const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", SESSION_SECRET: "the session secret of the member link tests, long enough" });

describe.each(databaseNames)("asking for a member's link on %s", (name) => {
  let t: TestDatabase;
  let services: Services;
  /** Work the action left for after its answer, as the server runs it once the answer is sent. */
  let later: Array<() => Promise<void>> = [];
  const afterResponse = (work: () => Promise<void>) => void later.push(work);
  const runLater = async () => {
    const work = later;
    later = [];
    for (const w of work) await w();
  };
  const context = (ip: string) => routerContextFor({ services, clientIp: ip, cspNonce: "n", afterResponse });
  const ask = async (email: string, ip = "192.0.2.1") =>
    (await askAction({ request: new Request(`${site}/membership`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email }) }), context: context(ip), params: {} } as never)) as unknown as {
      data: { sent: string | null };
      init: ResponseInit | null;
    };

  beforeEach(async () => {
    t = await testDatabase(name);
    later = [];
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    // A member for every answer the timing test asks for, so that each finds one not mailed in the last ten minutes.
    await t.db.insert(registerMembers).values(
      Array.from({ length: MEMBERS }, (_, i) => ({ name: `Member ${i}`, email: `member${i}@example.org`, phone: "98450 11111", address: "Jayanagar, Bangalore", plan: "basic", joinedOn: "2026-01-05" })),
    );
  });

  it("answers before it looks the address up: nothing is read, made or queued until the answer has gone", async () => {
    const before = { mails: await t.db.$count(emailOutbox), links: await t.db.$count(memberLinks) };
    const answer = await ask("Member3@Example.org");
    expect(answer.data.sent).toBe("Member3@Example.org");
    expect(later).toHaveLength(1);
    expect({ mails: await t.db.$count(emailOutbox), links: await t.db.$count(memberLinks) }).toEqual(before);
    // Once the answer is sent, the work is done: the member's link is made and mailed.
    await runLater();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "member_link"));
    expect(mail).toMatchObject({ recipient: "member3@example.org" });
    expect(await t.db.$count(memberLinks)).toBe(before.links + 1);
    // An unknown address leaves work too, which finds nobody.
    await ask("nobody@example.org");
    expect(later).toHaveLength(1);
    await runLater();
    expect(await t.db.$count(emailOutbox)).toBe(1);
  });

  it("answers a member's address in the same time as an unknown one (40 interleaved pairs)", async () => {
    /**
     * One sample: the quickest of three answers to `email` (each from an address of its own), so a
     * moment's load from another process on the shared machine does not decide a sample. The work
     * left for after each answer is done between them, outside the measured time.
     */
    const timeOf = async (email: (r: number) => string, ip: string) => {
      let best = Infinity;
      for (let r = 0; r < 3; r++) {
        const start = process.hrtime.bigint();
        await ask(email(r), `${ip}${r}`);
        best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
        await runLater();
      }
      return best;
    };
    // Warm up both paths, then 40 pairs in ABBA order so a drift of the machine's speed falls on both alike.
    for (let i = 0; i < 4; i++) await timeOf((r) => (i % 2 ? `member${120 + (i >> 1) * 3 + r}@example.org` : `warm${i}.${r}@example.org`), `198.51.100.${i + 1}`);
    const member: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      const ip = (k: number) => `203.0.${i}.${k}`; // + the repeat's digit: 203.0.i.10, .11, .12, .20, …
      const known = (r: number) => `member${i * 3 + r}@example.org`;
      const nobody = (r: number) => `nobody${i}.${r}@example.org`;
      // Each pair's first and second sample come from an address of their own, whichever kind is first.
      if (i % 2 === 0) {
        member.push(await timeOf(known, ip(1)));
        unknown.push(await timeOf(nobody, ip(2)));
      } else {
        unknown.push(await timeOf(nobody, ip(1)));
        member.push(await timeOf(known, ip(2)));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [m, u] = [median(member), median(unknown)];
    console.info(`/membership on ${name}: medians member ${m.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (40 pairs)`);
    // The lookup, the link and its mail done before the answer made a member's median a few ms
    // slower; done after it, the two medians differ by noise only.
    expect(Math.abs(m - u), `medians: member ${m.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThanOrEqual(Math.max(1, 0.15 * Math.min(m, u)));
    // Every answer to a member's address did mail a link, after the answer.
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.kind, "member_link"))).toBe(40 * 3 + 2 * 3);
  });
});
