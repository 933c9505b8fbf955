// A property-based fuzz test of what a stranger may send: every route of app/routes.ts gets the
// random requests of lib/fuzz-requests.ts. Whatever comes:
// - the answer is never a 5xx, and never shows a stack trace;
// - the server logs no error and no stack (refusals are warning lines);
// - nothing refused is stored: no stored text holds a control character or U+FFFD;
// - nothing is stored without its answer: every stored submission's Reference ID reached the
//   client that posted it (in the page, its data, or the signed address a 303 sends it on to), and
//   every booking stored from the event's page reached its address by mail, the post having been
//   told "received" (the records the test seeds for the console's forms, and the bookings an
//   operator makes there, are no visitor's post: see the check);
// - no more sessions than logins; the server's memory stays bounded.
//
// What runs (on one server and database of its own):
// - `npm test`: seed 272026, at most 2,000 runs or FUZZ_SECONDS (35 s by default);
// - FAULT_TESTS=1 (CI): seed 272026's 2,000 runs, then every request that a seed of
//   fuzz-seeds.ts found something with, replayed by its fast-check path, so that a landing never
//   depends on a seed drawn that day and every finding is sent again;
// - FUZZ_SEARCH=1 (`npm run fuzz`, by hand and before a release): a random seed (or FUZZ_SEED),
//   printed, for FUZZ_RUNS runs or FUZZ_SECONDS; a seed that finds something goes into fuzz-seeds.ts;
// - FUZZ_SEED=<n> replays one seed (for its listed runs, or FUZZ_RUNS), and with FUZZ_PATH=<path>
//   only the request at that path (what a failure prints).
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPageCopy } from "#app/content/event-detail-page.ts";
import { FUZZ_SEEDS } from "./fuzz-seeds.ts";
import { LIMIT, request, type FuzzRequest } from "./lib/fuzz-requests.ts";
import { FAULT_EDITOR, SEEDED, seedConsoleForms } from "./lib/console-forms.ts";
import {
  bodyText,
  consoleLogIn,
  faultLines,
  freshTarget,
  kill,
  logTail,
  referenceIn,
  seedConsole,
  serve,
  STACK_TRACE,
  tableOf,
  targetNames,
  unreadableStored,
  type Inspector,
  type ServerProcess,
  type Target,
} from "./lib/harness.ts";

/** One fast-check run of the property: a seed's first `runs` requests, or the one request at `path`. */
type Check = { seed: number; runs: number; seconds: number; path?: string };
/** `listed`: the checks include every listed seed's replays (CI). */
type Plan = { name: string; checks: Check[]; listed?: boolean };

/** The seed `npm test` runs, and CI before the listed findings. */
const REGULAR: Check = { seed: 27_2026, runs: 2_000, seconds: 35 };

/** Whether a post's answer is a booking's: a place or the waiting list (the island's data says "received"). */
const received = bookingPageCopy.answers.received;
const bookingAnswered = (text: string) => /"received"/.test(text) || text.includes(received.waiting.heading) || [1, 2, 3, 4].some((n) => text.includes(received.place.heading(n)));

/** What this run sends, and for how long (see the head of the file). */
function plan(env = process.env): Plan {
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  if (env.FUZZ_SEARCH) {
    const seed = number(env.FUZZ_SEED) ?? Math.floor(Math.random() * 2 ** 31);
    return { name: `seed ${seed}`, checks: [{ seed, runs: number(env.FUZZ_RUNS) ?? 100_000, seconds: number(env.FUZZ_SECONDS) ?? 900 }] };
  }
  if (env.FUZZ_SEED) {
    const seed = Number(env.FUZZ_SEED);
    if (env.FUZZ_PATH) return { name: `seed ${seed}, path ${env.FUZZ_PATH}`, checks: [{ seed, runs: 1, seconds: 60, path: env.FUZZ_PATH }] };
    const listed = FUZZ_SEEDS.find((s) => s.seed === seed);
    return { name: `seed ${seed}`, checks: [{ seed, runs: number(env.FUZZ_RUNS) ?? listed?.runs ?? 20_000, seconds: number(env.FUZZ_SECONDS) ?? 900 }] };
  }
  // In CI the regular seed gets time enough for all its runs on a slow machine (2,000 take about 20 s here).
  if (env.FAULT_TESTS)
    return {
      name: `seed ${REGULAR.seed} and the listed seeds' findings`,
      checks: [{ ...REGULAR, seconds: 90 }, ...FUZZ_SEEDS.flatMap(({ seed, replay }) => replay.map((path) => ({ seed, runs: 1, seconds: 60, path })))],
      listed: true,
    };
  return { name: `seed ${REGULAR.seed}`, checks: [{ ...REGULAR, seconds: number(env.FUZZ_SECONDS) ?? REGULAR.seconds }] };
}

/** The server's resident memory may grow by this much over the run (caches are bounded well below it). */
const RSS_GROWTH_MB = 160;

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * The Reference IDs an answer gave its client: shown in the page or its data, or carried in the
 * signed `sent` parameter of the address a post is sent on to (a 303's Location, or the redirect
 * inside a .data answer).
 */
function referencesGiven(answer: Answer): string[] {
  const found = new Set<string>();
  const shown = referenceIn(answer.text);
  if (shown) found.add(shown);
  for (const [, payload] of `${answer.headers.location ?? ""} ${answer.text}`.matchAll(/[?&]sent=([A-Za-z0-9_-]+)\./g)) {
    try {
      const reference = (JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as unknown[])[1];
      if (typeof reference === "string") found.add(reference);
    } catch {
      // not one of the site's receipts
    }
  }
  return [...found];
}

function send(port: number, target: string, method: string, headers: Record<string, string>, payload?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method, headers, setHost: !("Host" in headers), timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bodyText(Buffer.concat(chunks), res.headers["content-encoding"]) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within 20 s: ${method} ${target}`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A body over the limit is refused (413) before it is read, and the connection closed: the
      // client may see its write cut before it reads that answer.
      // The same for a request line and headers over Node's 16 KB (431), and for any body the
      // server answered early (an address refused before its body was read) and then closed on:
      // the client's write is reset before it reads the answer. Counted as "cut" (status 0), and
      // the server must still be running (checked by the caller).
      const cut = error.code === "EPIPE" || error.code === "ECONNRESET";
      if (cut && (payload?.length ?? 0) > LIMIT) resolve({ status: 413, headers: {}, text: "" });
      else if (cut && target.length + JSON.stringify(headers).length > 16 * 1024) resolve({ status: 431, headers: {}, text: "" });
      else if (cut && (payload?.length ?? 0) > 0) resolve({ status: 0, headers: {}, text: "" });
      else reject(error);
    });
    req.end(payload);
  });
}

const { name: planName, checks, listed } = plan();
const totalSeconds = checks.reduce((sum, c) => sum + c.seconds, 0);
const label = `fuzz-${checks[0]!.seed}${checks.length > 1 ? "-ci" : ""}`;

describe(`fuzz: every route against random input (${targetNames.at(-1)}, ${planName})`, () => {
  let target: Target;
  let server: ServerProcess | undefined;
  let db: Inspector | undefined;
  let cookie: string | undefined;
  /** The editor's session, for the console's forms posted as an editor. */
  let editorCookie: string | undefined;
  const counts = { runs: 0, byStatus: new Map<number, number>(), logins: 0, rssMbStart: 0, rssMbMax: 0, seconds: 0, replayedCompressed: 0, consoleForms: 0 };
  /** Whether the request being sent is a listed one, replayed by its path. */
  let replaying = false;
  /** Every Reference ID an answer to a public form post gave its client. */
  const given = new Set<string>();
  /**
   * Booking posts answered with a place or the waiting list: each answer carries its request's own
   * Reference ID (the same words whether or not the address had booked: decision 040).
   */
  let bookingsAnswered = 0;
  let report = "";

  beforeAll(async () => {
    target = await freshTarget(targetNames.at(-1)!, label);
    await seedConsole(target);
    await seedConsoleForms(target);
    // The operator logs in with the password alone (a new browser's mailed code is
    // tests/faults/login-lockout.test.ts's).
    server = await serve(target, { OPERATOR_DEVICE_VERIFICATION: "false" });
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    await kill(server);
  });

  const replays = checks.filter((c) => c.path !== undefined).length;
  it(`never answers 5xx or a stack trace, whatever is sent (${checks.filter((c) => !c.path).map((c) => `seed ${c.seed}, ${c.runs} runs`).join("; ") || "no search"}${replays ? `; ${replays} requests replayed by path` : ""})`, async () => {
    const port = server!.port;
    const own = server!.base;
    const logIn = async () => {
      const answer = await consoleLogIn(own);
      if (answer.cookie) counts.logins++;
      cookie = answer.cookie;
    };
    const logInEditor = async () => {
      const answer = await consoleLogIn(own, FAULT_EDITOR);
      if (answer.cookie) counts.logins++;
      editorCookie = answer.cookie;
    };
    await logIn();
    // The memory to compare with: after the start's own peak (migrations), once the pages were rendered.
    for (const page of ["/", "/events", "/about", "/admin"]) await (await fetch(own + page, { headers: { Cookie: cookie ?? "" } })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 1_000));
    counts.rssMbStart = server!.rssMb();

    const property = fc.asyncProperty(request, async (r: FuzzRequest) => {
      counts.runs++;
      // A console form (or the member's page) is posted as its page does: its operator's session
      // (an owner's or an editor's; none on the member's page) and the site's own Origin.
      const consoleForm = r.form ? undefined : r.consoleForm;
      const as = consoleForm ? consoleForm.as : r.session ? "owner" : undefined;
      if (as === "owner" && !cookie) await logIn();
      if (as === "editor" && !editorCookie) await logInEditor();
      const session = as === "owner" ? cookie : as === "editor" ? editorCookie : undefined;
      const headers: Record<string, string> = { ...r.headers };
      if (r.accept) headers.Accept = r.accept;
      if (session) headers.Cookie = headers.Cookie ? `${session}; ${headers.Cookie}` : session;
      const origin = consoleForm ? own : { own, none: undefined, foreign: "https://evil.example", null: "null", garbage: "not a url" }[r.origin];
      if (origin) headers.Origin = origin;
      // One time in four, a public form as its page posts it (with its own address), changed a
      // little; of the other runs, about one in eight a console form (or the member's page).
      const form = r.form ?? consoleForm;
      if (consoleForm) counts.consoleForms++;
      const method = form ? "POST" : r.method;
      const sent = form?.body ?? r.body;
      const hasBody = method !== "GET" && method !== "HEAD";
      if (hasBody && sent.contentType) headers["Content-Type"] = sent.contentType;
      if (hasBody) headers["Content-Length"] = String(sent.bytes.length);
      const address = form ? form.path : `${r.path}${r.query ? `?${r.query}` : ""}`;
      const answer = await send(port, address, method, headers, hasBody ? sent.bytes : undefined);
      counts.byStatus.set(answer.status, (counts.byStatus.get(answer.status) ?? 0) + 1);
      if (session && answer.status >= 300 && answer.status < 400 && (answer.headers.location ?? "").startsWith("/admin/login")) {
        if (as === "editor") editorCookie = undefined;
        else cookie = undefined;
      }
      if (/^\/admin\/logout/.test(address) && method === "POST" && session) {
        if (as === "editor") editorCookie = undefined;
        else cookie = undefined;
      }
      if (answer.headers["set-cookie"]?.some((c) => /^console_session=[^;]+/.test(c) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))) counts.logins++;
      // Only a post's own answer counts: the console's lists show stored Reference IDs too.
      if (method === "POST" && !address.startsWith("/admin"))
        for (const reference of referencesGiven(answer)) {
          given.add(reference);
          if (answer.headers["content-encoding"] && replaying) counts.replayedCompressed++;
        }
      if (method === "POST" && address.startsWith("/events/") && answer.status === 200 && bookingAnswered(answer.text)) bookingsAnswered++;
      const what = `${method} ${address.slice(0, 300)} → ${answer.status}`;
      if (answer.status === 0 && server!.child.exitCode !== null) throw new Error(`${what}: the server stopped`);
      if (answer.status >= 500 || (answer.status < 100 && answer.status !== 0)) throw new Error(`${what}: ${answer.text.slice(0, 300)}`);
      if (STACK_TRACE.test(answer.text)) throw new Error(`${what} shows a stack trace: ${STACK_TRACE.exec(answer.text)?.[0]} in ${answer.text.slice(0, 300)}`);
      if (counts.runs % 100 === 0) counts.rssMbMax = Math.max(counts.rssMbMax, server!.rssMb());
    });

    const started = performance.now();
    const done: string[] = [];
    for (const { seed, runs, seconds, path } of checks) {
      replaying = path !== undefined;
      if (!path) console.log(`fuzz: seed ${seed}, up to ${runs} runs or ${seconds} s (replay with FUZZ_SEED=${seed})`);
      const checked = performance.now();
      const details = await fc.check(property, { seed, numRuns: runs, ...(path ? { path } : {}), endOnFailure: Boolean(process.env.FUZZ_NO_SHRINK), plugins: [fc.interruptAfterTimeLimit(seconds * 1000)] });
      if (!path) done.push(`seed ${seed}: ${details.numRuns} runs${details.interrupted ? " (stopped at the time limit)" : ""} in ${((performance.now() - checked) / 1000).toFixed(1)} s`);
      if (details.failed) {
        // fast-check's own report prints the whole counterexample, bodies of 64 KB included: this one is short.
        const r = (details.counterexample as [FuzzRequest] | null)?.[0];
        const shown = r ? JSON.stringify({ ...r, body: { contentType: r.body.contentType, bytes: r.body.bytes.length, start: r.body.bytes.subarray(0, 200).toString("latin1") } }, (_, v: unknown) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}… (${v.length})` : v)) : "";
        throw new Error(`the fuzz test failed after ${details.numRuns} runs (seed ${seed}, path ${details.counterexamplePath}; replay with FUZZ_SEED=${seed} FUZZ_PATH=${details.counterexamplePath}):\n${String(details.errorInstance).slice(0, 1000)}\nrequest: ${shown}\n${logTail(target, 10)}`);
      }
      // A replayed path is one request (a shrunk one may try the few that follow it in its shrink).
      if (path) expect(details.numRuns, `seed ${seed}, path ${path} replayed`).toBeGreaterThanOrEqual(1);
      else expect(details.numRuns, `seed ${seed}`).toBeGreaterThan(Math.min(runs - 1, 200));
    }
    counts.seconds = (performance.now() - started) / 1000;
    counts.rssMbMax = Math.max(counts.rssMbMax, server!.rssMb());
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
    report = `fuzz: ${[...done, ...(replays ? [`${replays} requests replayed by path`] : [])].join("; ")}; ${counts.runs} requests in ${counts.seconds.toFixed(1)} s; answers ${statuses}; ${given.size} Reference IDs given, ${bookingsAnswered} bookings answered, ${counts.consoleForms} console forms posted${replays ? ` (${counts.replayedCompressed} to replayed requests in compressed answers)` : ""}, ${counts.logins} logins; server RSS ${counts.rssMbStart.toFixed(0)} MB at the start, ${counts.rssMbMax.toFixed(0)} MB at most`;
    console.log(report);
    // The search posts the console's forms too (a change to the requests that dropped them would show here).
    if (checks.some((c) => !c.path && c.runs >= 200)) expect(counts.consoleForms, report).toBeGreaterThan(0);
  }, (totalSeconds + 120) * 1000);

  it("kept the server's memory bounded", () => {
    expect(counts.rssMbMax - counts.rssMbStart, report).toBeLessThan(RSS_GROWTH_MB);
  });

  it("logged no error and no stack trace", () => {
    expect(faultLines(target).map((line) => line.slice(0, 600))).toEqual([]);
  });

  it("stored nothing unreadable, nothing without giving its Reference ID to the client, no more sessions than logins", async () => {
    expect(await server!.stop("SIGTERM"), logTail(target)).toBe(0);
    db = await target.open();
    expect(await unreadableStored(db)).toEqual([]);
    // Exact, not a count: a stored row whose Reference ID no answer carried is a visitor told
    // nothing although their submission was kept. (Answers are read as the client gets them:
    // the fuzz asks for gzip or br now and then, and a compressed page read as text shows no
    // Reference ID; seed 254579394 once failed a count of them for that reason alone.)
    const tables = Object.values(tableOf);
    const stored = await db.query<{ form: string; reference: string; email: string }>(tables.map((table) => `select '${table}' as form, reference, email from ${table}`).join(" union all "));
    // The contact the test seeded for the console's record forms was stored by the test, not posted.
    expect(stored.filter((row) => !given.has(row.reference) && row.reference !== SEEDED.contactReference), report).toEqual([]);
    // A booking's Reference ID goes to its address by mail only (decision 029): every booking
    // stored from the event's page has its visitor's mail, and no more were stored than posts were
    // told "received". Only those ("online"): the bookings an operator makes in the console (the
    // seeded ones, a caller's, a walk-in's) are told by the operator, and one without an address is
    // never mailed, by design (app/lib/events/bookings-by-operator.server.ts).
    // Every booking request's Reference ID was given to the client that posted it, and to no other.
    const requests = await db.query<{ reference: string }>("select reference from booking_requests");
    expect(requests.filter((r) => !given.has(r.reference)), report).toEqual([]);
    const bookings = await db.query<{ reference: string; mailed: boolean | string }>(
      "select r.reference, exists (select 1 from email_outbox o where o.reference = r.reference and o.recipient = r.email and o.kind <> 'operator_notification') as mailed from event_registrations r where r.source = 'online'",
    );
    expect(bookings.filter((b) => b.mailed !== true && b.mailed !== "t"), report).toEqual([]);
    expect(bookings.length, report).toBeLessThanOrEqual(bookingsAnswered);
    // The listed requests of seed 254579394 still reach what it found: submissions stored after a compressed answer.
    if (listed) expect(counts.replayedCompressed, `Reference IDs given to replayed requests in compressed answers; ${report}`).toBeGreaterThan(0);
    const sessions = Number((await db.query<{ n: string | number }>("select count(*) as n from operator_sessions"))[0]!.n);
    expect(sessions, report).toBeLessThanOrEqual(counts.logins);
  });
});
