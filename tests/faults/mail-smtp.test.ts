// Mail provider outage, over SMTP: the server sends through the local SMTP sink,
// which refuses every message at first with the "try again later" replies a busy or failing mail
// server gives (421, 450, 451, 452), then accepts. Visitors are answered as usual; every message
// arrives afterwards, once. (A permanent refusal, 550, makes the row dead for the operator to
// retry: covered by the dispatcher's own tests.)
import { describe, expect, it } from "vitest";
import { startSmtpSink, type SinkStep } from "#tests/support/mail-smtp-sink.ts";
import { freshTarget, kill, logTail, post, sampleSubmission, serve, targetNames, waitFor, type ServerProcess } from "./lib/harness.ts";

const refusals: SinkStep[] = [
  { code: 421, message: "Service not available, closing channel" },
  { code: 450, message: "Mailbox unavailable, try again later" },
  { code: 451, message: "Local error in processing" },
  { code: 452, message: "Insufficient system storage" },
];

describe.skipIf(!process.env.FAULT_TESTS)("mail provider outage over SMTP", () => {
  // One database is enough here: the outbox on both is proven by the HTTP outage test; this one
  // proves the SMTP transport's refusals are retried (PostgreSQL when there is one).
  for (const name of [targetNames.at(-1)!]) {
    it(`refused messages are delivered once the SMTP server accepts again (${name})`, async () => {
      const target = await freshTarget(name, "mail-smtp");
      const sink = await startSmtpSink({ user: "site", pass: "smtp-fault-test" });
      let server: ServerProcess | undefined;
      try {
        // Each of the eight messages (four posts, two messages each) is refused once.
        sink.plan(...Array.from({ length: 8 }, (_, i) => refusals[i % refusals.length]!));
        server = await serve(target, { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url });
        const references: string[] = [];
        for (let i = 0; i < 4; i++) {
          const { path: route, body } = sampleSubmission(i, `smtp-${name}`);
          const answer = await post(server.base, route, body);
          expect(answer.status, logTail(target)).toBe(200);
          references.push(answer.reference!);
        }
        await waitFor("eight messages accepted after the refusals", () => sink.messages.length >= 8, 90_000, 500);
        // Give a duplicate the chance to show up before counting.
        await new Promise((r) => setTimeout(r, 1_000));
        expect(sink.attempts.filter((a) => a.step !== "ok")).toHaveLength(8);
        const ids = sink.messages.map((m) => m.parsed.headers["message-id"]);
        expect(new Set(ids).size, "no message delivered twice").toBe(8);
        expect(sink.messages).toHaveLength(8);
        for (const reference of references) {
          expect(sink.messages.filter((m) => `${m.parsed.subject}\n${m.parsed.text}`.includes(reference)), reference).toHaveLength(2);
        }
        expect(await server.stop("SIGTERM")).toBe(0);
        const db = await target.open();
        try {
          const rows = await db.query<{ status: string; attempts: number }>("select status, attempts from email_outbox");
          expect(rows).toHaveLength(8);
          expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
        } finally {
          await db.close();
        }
      } finally {
        await kill(server);
        await sink.close();
      }
    }, 180_000);
  }
});
