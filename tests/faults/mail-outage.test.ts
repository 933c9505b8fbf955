// Mail provider outage, over HTTP: the server is pointed (MAIL_TRANSPORT=resend,
// RESEND_BASE_URL) at the local stand-in provider, which first answers 500, then stops answering
// (the transport's 10 s timeout fires), then loses an answer after delivering, then recovers.
// Visitors must be answered at once throughout; afterwards every notification must be delivered,
// once, under one idempotency key per message. Then the server restarts while mail is pending.
//
// The retries run on the dispatcher's real schedule (first retry after 10 s; no test-only speed-up
// in the production configuration): each message is made to fail once, which keeps the test short.
// Longer outages walk the same code further along the schedule; the dispatcher's own tests cover
// the whole schedule with a moved clock.
import { describe, expect, it } from "vitest";
import { startStandInProvider, type ProviderStep, type StandInProvider } from "#tests/support/mail-provider.ts";
import {
  freshTarget,
  kill,
  logTail,
  post,
  sampleSubmission,
  serve,
  targetNames,
  waitFor,
  type Answer,
  type ServerProcess,
  type Target,
} from "./lib/harness.ts";

const API_KEY = "re_fault_test_key";
const serverError: ProviderStep = { status: 500, message: "Internal server error. We are unable to process your request right now." };
/** The HTTP transport's timeout: a visitor who waited on the provider would wait at least this long. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** First requests on a fresh process compile and load the pages: done before anything is timed. */
async function warmUp(base: string) {
  for (const route of ["/contact", "/join-us", "/blog"]) await post(base, route, "");
}

/** One post of each form; returns the answers (all must carry a Reference ID). */
async function wave(base: string, target: Target, label: string): Promise<Answer[]> {
  const answers = await Promise.all(
    [0, 1, 2, 3].map((i) => {
      const { path: route, body } = sampleSubmission(i, `${label}-${target.name}`);
      return post(base, route, body);
    }),
  );
  for (const answer of answers) {
    expect(answer.status, logTail(target)).toBe(200);
    expect(answer.reference).toBeTruthy();
  }
  return answers;
}

const summary = (answers: Answer[]) => {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return `median ${Math.round(ms[Math.floor(ms.length / 2)]!)} ms, slowest ${Math.round(ms.at(-1)!)} ms`;
};

/** Keys of the outbox rows that belong to these answers (operator notification and confirmation each). */
const keysOf = (answers: Answer[], kinds: string[]) =>
  answers.flatMap((a, i) => ["operator", "confirmation"].map((suffix) => `${kinds[i]}:${a.reference}:${suffix}`));
const formKinds = ["contact", "newsletter", "member", "volunteer"]; // sampleSubmission(0..3)

/** Every message delivered exactly once, each under its own idempotency key. */
function expectDeliveredOnce(provider: StandInProvider, keys: string[]) {
  const deliveredKeys = provider.delivered.map((d) => d.idempotencyKey);
  expect(new Set(deliveredKeys).size, "no message delivered twice").toBe(deliveredKeys.length);
  expect([...deliveredKeys].sort()).toEqual([...keys].sort());
  // Every request named a message by its key; retries of a message reused its key.
  for (const request of provider.requests) expect(keys).toContain(request.idempotencyKey);
}

describe.skipIf(!process.env.FAULT_TESTS)("mail provider outage over HTTP", () => {
  // The databases side by side: each test spends most of its minute waiting for the dispatcher's
  // schedule and the provider's timeout, and each has its own server, data and stand-in provider.
  for (const name of targetNames) {
    it.concurrent(`visitors are answered at once and every notification is delivered once afterwards, across a restart (${name})`, async () => {
      const target = await freshTarget(name, "mail-http");
      const provider = await startStandInProvider({ apiKey: API_KEY });
      const mailEnv = { MAIL_TRANSPORT: "resend", RESEND_API_KEY: API_KEY, RESEND_BASE_URL: provider.url };
      let server: ServerProcess | undefined;
      try {
        // 1. The provider answers 500 to the first eight requests: wave 1's eight messages.
        provider.plan(...Array.from({ length: 8 }, () => serverError));
        server = await serve(target, mailEnv);
        await warmUp(server.base);
        const wave1 = await wave(server.base, target, "w1");
        await waitFor("wave 1's eight messages refused", () => provider.requests.length >= 8, 30_000);

        // 2. Then it stops answering: two requests hang, one is delivered but never answered.
        provider.plan("hang", "hang", "deliver-then-hang");
        const wave2 = await wave(server.base, target, "w2");
        const silent = () => provider.requests.filter((r) => r.step === "hang" || r.step === "deliver-then-hang").length;
        await waitFor("the dispatcher waiting on a provider that does not answer", () => silent() >= 3, 30_000, 50);
        const stuckSince = Date.now();
        // 3. The dispatcher now waits for its 10 s timeout: visitors must not notice. Wave 3 is
        // answered while that wait is still going on, so no answer can have waited for the mail.
        const wave3 = await wave(server.base, target, "w3");
        const answeredWhileStuck = Date.now() - stuckSince;
        expect(answeredWhileStuck).toBeLessThan(PROVIDER_TIMEOUT_MS);
        const answers = [...wave1, ...wave2, ...wave3];
        for (const answer of answers) expect(answer.ms).toBeLessThan(PROVIDER_TIMEOUT_MS);

        // 4. The provider has recovered (its plan is used up): everything goes out on the first retry.
        const keys = keysOf(answers, [...formKinds, ...formKinds, ...formKinds]);
        await waitFor("all 24 messages delivered", () => provider.delivered.length >= keys.length, 90_000, 500);
        expectDeliveredOnce(provider, keys);
        // The message whose answer was lost counts as delivered already; its retry is answered from
        // the provider's idempotency record, without a second delivery.
        const lost = provider.requests.find((r) => r.step === "deliver-then-hang")!.idempotencyKey!;
        await waitFor("the message whose answer was lost sent again", () => provider.requestsFor(lost).length >= 2, 60_000, 500);
        expectDeliveredOnce(provider, keys);

        // 5. A restart while mail is pending: the provider fails again, the server is stopped with
        // the messages waiting for their retry, and started again once the provider is back.
        provider.fallback = serverError;
        const before = provider.requests.length;
        const wave4 = await wave(server.base, target, "w4");
        await waitFor("wave 4's eight messages refused", () => provider.requests.length >= before + 8, 30_000);
        expect(await server.stop("SIGTERM")).toBe(0);
        const pendingAtStop = await countPending(target, wave4);
        provider.fallback = "ok";
        server = await serve(target, mailEnv);
        const allKeys = [...keys, ...keysOf(wave4, formKinds)];
        await waitFor("wave 4's messages delivered after the restart", () => provider.delivered.length >= allKeys.length, 90_000, 500);
        expectDeliveredOnce(provider, allKeys);
        expect(await server.stop("SIGTERM")).toBe(0);

        const db = await target.open();
        try {
          const rows = await db.query<{ status: string; n: string }>("select status, count(*) as n from email_outbox group by status");
          expect(rows.map((r) => `${r.status}:${r.n}`)).toEqual([`sent:${allKeys.length}`]);
        } finally {
          await db.close();
        }
        console.info(
          `[mail-http ${name}] answers during the outage: ${summary(answers)} (wave 1 ${summary(wave1)}, wave 3 ${summary(wave3)}, ` +
            `all of wave 3 within ${answeredWhileStuck} ms of the dispatcher starting its 10 s wait); ` +
            `${provider.requests.length} provider requests for ${allKeys.length} messages, each delivered once; pending at the restart: ${pendingAtStop}`,
        );
        expect(pendingAtStop).toBe(8);
      } finally {
        await kill(server);
        await provider.close();
      }
    }, 240_000);
  }
});

/** Pending outbox rows of these answers, read while no server runs. */
async function countPending(target: Target, answers: Answer[]): Promise<number> {
  const db = await target.open();
  try {
    const rows = await db.query<{ n: string }>("select count(*) as n from email_outbox where status = 'pending' and attempts >= 1 and reference = any($1)", [
      answers.map((a) => a.reference),
    ]);
    return Number(rows[0]!.n);
  } finally {
    await db.close();
  }
}
