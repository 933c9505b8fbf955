// Database outage, PostgreSQL only (PGlite lives inside the server process and
// cannot go away without it). The PostgreSQL cluster on a test machine is shared, so the outage is
// made by a TCP proxy between the server and the database that the test cuts and restores: to the
// server that is exactly a database that stopped (connections reset, port refusing) or a host that
// stopped answering (connections accepted, never answered).
// Expected: form posts answer at once with the spec's error state (heading and default message,
// a 5xx status, no technical detail), /readyz says 503, /healthz stays 200, nothing half-stored,
// and the server recovers by itself when the database is back.
import { describe, expect, it } from "vitest";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { emlFiles, freshTarget, kill, logTail, post, sampleSubmission, serve, waitFor, type Answer, type ServerProcess } from "./lib/harness.ts";
import { startTcpProxy, type ProxyMode } from "./lib/tcp-proxy.ts";

const failureOf = [contactCopy.failure, newsletterCopy.failure, memberCopy.failure, volunteerCopy.failure]; // sampleSubmission(0..3)

/** The pool's connection timeout is 5 s: a database that does not answer costs a visitor about that, never a hang. */
const HUNG_DATABASE_ANSWER_MS = 15_000;

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe.skipIf(!process.env.FAULT_TESTS || !process.env.TEST_DATABASE_URL)("database outage (PostgreSQL behind a cut-able proxy)", () => {
  it("posts answer with the spec's error state, /readyz reports it, and the server recovers by itself", async () => {
    const target = await freshTarget("postgres", "dbout");
    const real = new URL(target.databaseUrl!);
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    let server: ServerProcess | undefined;
    const figures: string[] = [];
    try {
      // Content pages are kept for a second only, so the outage finds their copies old.
      server = await serve(target, { DATABASE_URL: proxy.urlThrough(target.databaseUrl!), PAGE_CACHE_MAX_AGE_MS: "1000" });
      const base = server.base;
      const contentPages = ["/about", "/testimonials", "/gallery", "/blog"];
      for (const page of contentPages) expect((await timed(`${base}${page}`)).status, page).toBe(200);
      const postAll = (label: string) =>
        Promise.all(
          [0, 1, 2, 3].map((i) => {
            const { path: route, body } = sampleSubmission(i, `${label}`);
            return post(base, route, body);
          }),
        );
      const before = await postAll("db-before");
      for (const answer of before) expect(answer.status, logTail(target)).toBe(200);
      // Their mail goes out first: a send cut in the middle (claimed, not yet marked sent) would wait
      // out its 2-minute lease before going again, which is right but too slow for this test.
      await waitFor("the first 8 messages written", () => emlFiles(target).length >= 8, 30_000, 200);

      const outage = async (mode: ProxyMode, label: string) => {
        await proxy.set(mode);
        const ready = await timed(`${base}/readyz`);
        expect(ready.status).toBe(503);
        expect((await timed(`${base}/healthz`)).status).toBe(200);
        const answers = await postAll(label);
        answers.forEach((answer, i) => {
          expectErrorState(answer, failureOf[i]!);
          // What they typed is kept, so sending again is one click (also without JavaScript).
          expect(answer.html).toContain(sampleSubmission(i, label).body.get("email"));
        });
        for (const answer of answers) expect(answer.ms).toBeLessThan(HUNG_DATABASE_ANSWER_MS);
        figures.push(`${mode}: /readyz 503 in ${Math.round(ready.ms)} ms, form posts 503 in ${answers.map((a) => Math.round(a.ms)).join("/")} ms`);
        return answers;
      };
      await outage("refuse", "db-down");
      // The pages that show the console's content cannot be rendered again: their last good copies
      // are served (the team, the stories), not an error page.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (const page of contentPages) {
        const res = await fetch(`${base}${page}`);
        expect(res.status, page).toBe(200);
        if (page === "/about") expect(await res.text()).toContain("Ravi Shankar");
        else await res.arrayBuffer();
      }
      await outage("blackhole", "db-hung");

      // The database returns: no restart, no operator action.
      await proxy.set("forward");
      const back = Date.now();
      await waitFor("/readyz 200 after the database returned", async () => (await timed(`${base}/readyz`)).status === 200, 30_000, 200);
      figures.push(`ready again ${Date.now() - back} ms after the database returned`);
      const after = await postAll("db-after");
      for (const answer of after) expect(answer.status, logTail(target)).toBe(200);
      expect(server.child.exitCode, "the server never exited").toBeNull();

      // Nothing from the outage is stored; everything acknowledged is, and its mail goes out.
      const db = await target.open();
      try {
        const emails = (await db.query<{ email: string }>(
          "select email from contact_inquiries union all select email from newsletter_subscriptions union all select email from members union all select email from volunteers",
        )).map((r) => r.email);
        expect(emails.filter((e) => /db-(down|hung)/.test(e))).toEqual([]);
        expect(emails.filter((e) => /db-before/.test(e))).toHaveLength(4);
        expect(emails.filter((e) => /db-after/.test(e))).toHaveLength(4);
        expect(Number((await db.query<{ n: string }>("select count(*) as n from email_outbox"))[0]!.n)).toBe(16);
      } finally {
        await db.close();
      }
      await waitFor("all 16 messages written", () => emlFiles(target).length >= 16, 30_000, 500);
      expect(await server.stop("SIGTERM")).toBe(0);
      console.info(`[database outage] ${figures.join("; ")}`);
    } finally {
      await kill(server);
      await proxy.close();
    }
  }, 180_000);
});

/** The spec's error state for the form, as a page without JavaScript shows it. */
function expectErrorState(answer: Answer, failure: { heading: string; body: string }) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBeTruthy();
  expect(answer.reference).toBeUndefined();
  expect(answer.html).toContain(failure.heading);
  expect(answer.html).toContain(failure.body);
  // No technical detail reaches the visitor.
  expect(answer.html).not.toMatch(/ECONNREFUSED|ECONNRESET|timeout exceeded|Connection terminated|Failed query|DrizzleQueryError|\bat [\w.<>]+ \(|node_modules/);
}
