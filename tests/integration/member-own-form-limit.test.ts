// The member's own contact-change form (/membership/<link>) is limited as the public forms are
// (docs/decisions/011-limits-in-the-database.md, 035): per member, at most MEMBER_CHANGES_PER_WINDOW
// changes in the forms' window whoever sends them, and per client address the public forms' own
// count (RATE_LIMIT_MAX, shared with them). A refused post is answered 429 with Retry-After and the
// page's words (the form as typed, the message above it), saves nothing and mails nothing; a post
// refused for a mistake is not counted. On PGlite and PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { commonCopy } from "#app/content/form-words/common.ts";
import { emailOutbox, memberLinks, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { hashLinkToken } from "#app/lib/fees/fee-mail.server.ts";
import { log } from "#app/lib/log.server.ts";
import { MEMBER_CHANGES_PER_WINDOW } from "#app/lib/submissions/action.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { action as ownAction } from "#app/routes/membership-own.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const site = "https://anandam.example";

describe.each(databaseNames)("the member's own form is limited on %s", (name) => {
  let t: TestDatabase;
  let services: Services;
  /** Each member's link token (one link each, valid for the test). */
  const tokens: string[] = [];

  beforeEach(async () => {
    t = await testDatabase(name);
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", OPERATOR_EMAIL: "office@example.org", RATE_LIMIT_MAX: "8" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const members = await t.db
      .insert(registerMembers)
      .values(Array.from({ length: 4 }, (_, i) => ({ name: `Member ${i}`, email: `member${i}@example.org`, phone: "98450 11111", address: "Jayanagar, Bangalore", plan: "basic", joinedOn: "2026-01-05" })))
      .returning({ id: registerMembers.id });
    tokens.length = 0;
    for (const [i, m] of members.entries()) {
      const token = `MemberOwnFormLimitToken${String(i).padStart(20, "0")}`;
      tokens.push(token);
      await t.db.insert(memberLinks).values({ tokenHash: hashLinkToken(token), memberId: m.id, expiresAt: new Date(Date.now() + 86_400_000) });
    }
  });

  type Answer = { status: number; data: { saved: boolean; formError?: string | null; values: Record<string, string>; errors: Record<string, string> }; retryAfter: string | null };
  const change = async (member: number, ip: string, phone: string): Promise<Answer> => {
    const token = tokens[member]!;
    const request = new Request(`${site}/membership/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
      body: new URLSearchParams({ phone, emergencyContact: "Meena Rao", emergencyPhone: "98450 22222", contactBy: "whatsapp" }),
    });
    const answer = (await ownAction({ request, context: routerContextFor({ services, clientIp: ip, cspNonce: "n" }), params: { token } } as never)) as unknown as {
      data: Answer["data"];
      init: ResponseInit | null;
    };
    const headers = new Headers(answer.init?.headers);
    return { status: answer.init?.status ?? 200, data: answer.data, retryAfter: headers.get("Retry-After") };
  };
  const phone = (n: number) => `98450 ${String(30000 + n)}`;
  const officeMails = () => t.db.$count(emailOutbox, eq(emailOutbox.kind, "member_change"));

  it("takes at most a few changes per member, from whatever addresses, and answers the rest with the page and a clear message", async () => {
    const answers: Answer[] = [];
    // Forty posts for one member, each from an address of its own and each a real change.
    for (let i = 0; i < 40; i++) answers.push(await change(0, `203.0.113.${i + 1}`, phone(i)));
    expect(answers.filter((a) => a.data.saved)).toHaveLength(MEMBER_CHANGES_PER_WINDOW);
    expect(await officeMails()).toBe(MEMBER_CHANGES_PER_WINDOW);
    const refused = answers[MEMBER_CHANGES_PER_WINDOW]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.data.formError).toBe(commonCopy.rateLimited(Math.ceil(Number(refused.retryAfter) / 60)));
    // The form comes back as typed, and what was saved last stands.
    expect(refused.data.values).toMatchObject({ phone: phone(MEMBER_CHANGES_PER_WINDOW) });
    const [stored] = await t.db.select({ phone: registerMembers.phone }).from(registerMembers).where(eq(registerMembers.name, "Member 0"));
    expect(stored!.phone.endsWith(phone(MEMBER_CHANGES_PER_WINDOW - 1))).toBe(true);
  });

  it("counts one client address's changes with the public forms' limit, across members; a post refused for a mistake is not counted", async () => {
    const ip = "198.51.100.7";
    // Mistakes are answered beside their field and not counted.
    for (let i = 0; i < 10; i++) expect((await change(1, ip, "abc")).status).toBe(400);
    // RATE_LIMIT_MAX is 8: two members' changes from one address, then a third member's is refused.
    const saved: boolean[] = [];
    for (let i = 0; i < 4; i++) saved.push((await change(1, ip, phone(100 + i))).data.saved);
    for (let i = 0; i < 4; i++) saved.push((await change(2, ip, phone(200 + i))).data.saved);
    expect(saved.every(Boolean)).toBe(true);
    const refused = await change(3, ip, phone(300));
    expect(refused).toMatchObject({ status: 429, data: { saved: false } });
    expect(refused.data.formError).toMatch(/Please wait/);
    expect(await officeMails()).toBe(8);
    // Another address is not held back by it.
    expect((await change(3, "198.51.100.8", phone(301))).data.saved).toBe(true);
  });
});
