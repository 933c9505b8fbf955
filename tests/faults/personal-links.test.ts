// The personal links (a member's page, a booking's cancel link, the newsletter's links, the
// console's setup and reset links) against the production server (docs/decisions/035):
// - a refused request that carries one (another site's Origin, a control character, a body that is
//   not a form) is logged with its path, but the token in it cut to its first few characters;
// - the member's own form, once limited, answers with its page (429, the form and the message to
//   wait), never a bare error page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import fs from "node:fs";
import { commonCopy } from "#app/content/form-words/common.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { memberLinks, registerMembers } from "#app/lib/db/schema.ts";
import { hashLinkToken } from "#app/lib/fees/fee-mail.server.ts";
import { MEMBER_CHANGES_PER_WINDOW } from "#app/lib/submissions/action.server.ts";
import { freshTarget, kill, logTail, serve, targetNames, type ServerProcess, type Target } from "./lib/harness.ts";

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** A token as the site makes one (43 characters of base64url), told apart by its `n`. */
const tokenOf = (n: number) => `PersonalLinkToken${String(n).padStart(2, "0")}abcdefghijklmnopqrstuvwx`;

for (const name of targetNames) {
  describe(`personal links on the production server (${name})`, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    /** The member's own link, valid: its page and its form. */
    const memberToken = tokenOf(0);

    beforeAll(async () => {
      target = await freshTarget(name, "personal-links");
      const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, log: pino({ level: "silent" }) });
      try {
        const [member] = await handle.db
          .insert(registerMembers)
          .values({ name: "Kamala Devi", email: "kamala@example.org", phone: "+91 98450 11111", address: "Jayanagar, Bangalore", plan: "basic", joinedOn: "2026-01-05" })
          .returning();
        await handle.db.insert(memberLinks).values({ tokenHash: hashLinkToken(memberToken), memberId: member!.id, expiresAt: new Date(Date.now() + 86_400_000) });
      } finally {
        await handle.close();
      }
      server = await serve(target, { LOG_LEVEL: "info" });
    }, 120_000);
    afterAll(async () => {
      await kill(server);
    });

    const send = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(server!.base + path, { redirect: "manual", ...init, signal: AbortSignal.timeout(30_000) });
      return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
    };
    const form = (fields: Record<string, string>, origin = server!.base): RequestInit => ({
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(fields),
    });

    it("logs a refused request's path with its token cut to a few characters", async () => {
      const evil = "https://evil.example";
      const refused = [
        // Another site's post to a member's page, as a document and as React Router's data request.
        { path: `/membership/${tokenOf(1)}`, init: form({ phone: "98450 11111" }, evil) },
        { path: `/membership/${tokenOf(2)}.data`, init: form({ phone: "98450 11111" }, evil) },
        // A control character, and a broken percent-escape, after the token.
        { path: `/membership/${tokenOf(3)}%00`, init: {} },
        { path: `/membership/${tokenOf(4)}%E0%A4%A`, init: {} },
        // A body that is not a form, from the site itself, to the member's own page (its link is valid).
        { path: `/membership/${memberToken}`, init: { method: "POST", headers: { "Content-Type": "application/json", Origin: server!.base }, body: '{"phone":"1"}' } },
        // The links whose token is in the query: a cancel link, the newsletter's, the console's setup and reset.
        { path: `/events/no-such-event/cancel?ref=REQ-1700000000000-ABCDEFGH&token=${tokenOf(6)}`, init: form({ ref: "REQ-1700000000000-ABCDEFGH", token: tokenOf(6) }, evil) },
        { path: `/newsletter/confirm?token=${tokenOf(7)}`, init: form({ token: tokenOf(7) }, evil) },
        { path: `/newsletter/unsubscribe?token=${tokenOf(8)}%01`, init: {} },
        { path: `/admin/setup?token=${tokenOf(9)}`, init: form({ token: tokenOf(9), email: "a@example.org" }, evil) },
        { path: `/admin/reset?token=${tokenOf(10)}`, init: form({ token: tokenOf(10), password: "x" }, evil) },
      ];
      for (const r of refused) {
        const answer = await send(r.path, r.init);
        expect(answer.status, `${r.path}: ${answer.status}\n${logTail(target)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      // The log lines are written as the answers go: wait for the last kind's line.
      const deadline = Date.now() + 5_000;
      let log = "";
      while (Date.now() < deadline) {
        log = fs.readFileSync(target.logFile, "utf8");
        if (log.includes("a post that is not a form")) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (let n = 0; n <= 10; n++) expect(log.includes(tokenOf(n)), `token ${n} in the log:\n${log.split("\n").filter((l) => l.includes(tokenOf(n))).join("\n")}`).toBe(false);
      // The refusals were logged, with the path's start and the token's first characters.
      const cut = tokenOf(1).slice(0, 4);
      for (const kind of ["Origin header is not this site", "control characters", "not valid percent-encoding", "a post that is not a form"]) {
        const line = log.split("\n").find((l) => l.includes(kind));
        expect(line, `a line for "${kind}" in:\n${logTail(target)}`).toBeDefined();
        expect(line).toContain(`/membership/${cut}`);
      }
    });

    it("answers a member's change beyond the limit with the page itself: the form, and the message to wait", async () => {
      const fields = (n: number) => ({ phone: `98450 ${40000 + n}`, emergencyContact: "Ravi Devi", emergencyPhone: "98450 22222", contactBy: "whatsapp" });
      for (let i = 0; i < MEMBER_CHANGES_PER_WINDOW; i++) {
        const saved = await send(`/membership/${memberToken}`, form(fields(i)));
        expect(saved.status, logTail(target)).toBeLessThan(400);
      }
      const limited = await send(`/membership/${memberToken}`, form(fields(99)));
      expect(limited.status).toBe(429);
      expect(limited.type).toMatch(/^text\/html/);
      expect(limited.text).toContain('name="phone"');
      expect(limited.text).toContain("98450 40099");
      // The public forms' message, whatever the minutes it names.
      expect(limited.text).toContain(html(commonCopy.rateLimited(10).split(" Please wait")[0]!));
    });
  });
}
