// WhatsApp template messages on real databases, sent to a local stand-in of the Graph API
// (tests/support/whatsapp-cloud-api.ts): who gets one (configured, chose WhatsApp, a mobile), the
// request's shape, a personal link kept only sealed, an outage ridden out, dead after the last
// attempt or at once when WhatsApp refuses the message, and one message per person, once, with two
// servers sending at the same time and after a dispatcher that died mid-lease. Time is an injected
// clock, so the backoff's hours pass in milliseconds.
import { spawn } from "node:child_process";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { auditLog, operators, whatsappOutbox } from "#app/lib/db/schema.ts";
import { parseEnv, type Env } from "#app/lib/env.server.ts";
import { createCloudApiSender } from "#app/lib/whatsapp/cloud-api.server.ts";
import { retryWhatsApp, undeliveredWhatsApp, whatsappView } from "#app/lib/whatsapp/console.server.ts";
import { consoleWhatsAppCopy } from "#app/content/console-whatsapp.ts";
import { createWhatsAppDispatcher, type WhatsAppDispatcher, type WhatsAppDispatcherOptions } from "#app/lib/whatsapp/dispatcher.server.ts";
import { isSealedParam, queueWhatsApp, SENT_LINK_PARAM, type WhatsAppMessage } from "#app/lib/whatsapp/outbox.server.ts";
import { captureLog } from "#tests/support/capture-log.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";
import { startCloudApiStandIn, type CloudApiStandIn } from "#tests/support/whatsapp-cloud-api.ts";

const TOKEN = "EAAGstandin" + "x".repeat(40);
const PHONE_NUMBER_ID = "109876543210987";
const SECOND = 1000;
const cancelLink = (ref: string) => `https://seniors.example.org/events/heritage-walk/cancel?ref=${ref}&token=${"k".repeat(32)}`;
const confirmed = (ref: string, name = "Lakshmi Narayan"): WhatsAppMessage => ({
  template: "booking_confirmed",
  params: [name, "Heritage Walk", ref, "Saturday 10 January 2099, 7 am to 9 am", "Lalbagh Botanical Garden", "1 place", "Nothing: the event is free.", cancelLink(ref)],
  sealed: [7],
});

describe.each(databaseNames)("WhatsApp outbox on %s", (name) => {
  let t: TestDatabase;
  let api: CloudApiStandIn;
  let env: Env & { WHATSAPP: NonNullable<Env["WHATSAPP"]> };
  let clock: number;
  const dispatchers: WhatsAppDispatcher[] = [];

  function dispatcher(options: Partial<WhatsAppDispatcherOptions> = {}): WhatsAppDispatcher {
    const d = createWhatsAppDispatcher({ db: t.db, env, log: captureLog().log, now: () => clock, intervalMs: 60 * SECOND, ...options });
    dispatchers.push(d);
    return d;
  }

  /** Queues `message` to a person who chose WhatsApp on a mobile, in its own transaction. */
  async function queue(key: string, message: WhatsAppMessage = confirmed(key), person: { phone?: string; contactBy?: string } = {}, withEnv: Parameters<typeof queueWhatsApp>[1] = env) {
    return t.db.transaction((tx) =>
      queueWhatsApp(tx, withEnv, { dedupeKey: key, recordType: "event_registration", recordId: 1, phone: person.phone ?? "+91 98450 12345", contactBy: person.contactBy ?? "whatsapp", message }),
    );
  }
  const rows = () => t.db.select().from(whatsappOutbox).orderBy(asc(whatsappOutbox.id));

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    api = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    const parsed = parseEnv({ PUBLIC_SITE_URL: "https://seniors.example.org", WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_API_URL: api.url, ...testSealEnv });
    env = { ...parsed, WHATSAPP: parsed.WHATSAPP! };
    clock = Date.now() + SECOND; // just ahead of the database's now(), so new rows are due
  });
  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
    await api.close();
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("queues a message only with WhatsApp set up, to a person who chose it, on a mobile; once per key", async () => {
    const off = { ...parseEnv({ ...testSealEnv }) };
    expect(await queue("a", confirmed("a"), {}, off)).toBe(false);
    expect(await queue("b", confirmed("b"), { contactBy: "email" })).toBe(false);
    expect(await queue("c", confirmed("c"), { contactBy: "phone" })).toBe(false);
    expect(await queue("d", confirmed("d"), { phone: "080 4000 0000" })).toBe(false); // a Bangalore landline
    expect(await queue("e", confirmed("e"), { phone: "" })).toBe(false);
    expect(await queue("f")).toBe(true);
    expect(await queue("f")).toBe(false);
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ dedupeKey: "f", recipient: "919845012345", template: "booking_confirmed", language: "en", status: "pending", attempts: 0 });
  });

  it("sends a template message as the Cloud API takes it, keeps the cancel link only sealed, and drops it once sent", async () => {
    await queue("EVT-1-AAAAAA", confirmed("EVT-1-AAAAAA", "Lakshmi\n\tNarayan     (Amma)"));
    const [waiting] = await rows();
    expect(JSON.stringify(waiting!.params)).not.toContain("token=");
    expect(isSealedParam(waiting!.params[7]!)).toBe(true);
    expect(waiting!.params[0]).toBe("Lakshmi Narayan (Amma)");

    expect(await dispatcher().drain()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(api.requests).toHaveLength(1);
    const request = api.requests[0]!;
    expect(request.path).toBe(`/v26.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919845012345",
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "en" },
        components: [{ type: "body", parameters: confirmed("EVT-1-AAAAAA", "Lakshmi Narayan (Amma)").params.map((text) => ({ type: "text", text })) }],
      },
    });
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, providerId: api.delivered[0]!.id });
    expect(sent!.providerId).toMatch(/^wamid\./);
    expect(sent!.params[7]).toBe(SENT_LINK_PARAM);
    expect(await dispatcher().drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(api.delivered).toHaveLength(1);
  });

  it("rides out an outage (5xx and no answer), then sends each message once", async () => {
    await queue("one");
    await queue("two");
    api.plan({ status: 503 }, { status: 500, code: 131000 }, "hang", "hang");
    const d = dispatcher({ sender: createCloudApiSender({ ...env.WHATSAPP, timeoutMs: 300 }) });
    expect(await d.drain()).toEqual({ sent: 0, failed: 2, dead: 0 });
    let [a, b] = await rows();
    expect(a!.lastError).toMatch(/^HTTP 50[03] from http:\/\/127\.0\.0\.1:\d+\/v26\.0\/109876543210987\/messages/);
    expect(b!.lastError).toMatch(/^HTTP 50[03]/);
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // not due yet
    clock += 10 * SECOND;
    expect(await d.drain()).toEqual({ sent: 0, failed: 2, dead: 0 });
    [a] = await rows();
    expect(a!.lastError).toMatch(/no answer within 300 ms/);
    clock += 30 * SECOND;
    expect(await d.drain()).toEqual({ sent: 2, failed: 0, dead: 0 });
    expect(api.delivered.map((m) => m.params[2]).sort()).toEqual(["one", "two"]);
    for (const row of await rows()) expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("marks a message dead after its last attempt, with WhatsApp's answer kept for the Outbox", async () => {
    await queue("x");
    api.fallback = { status: 500, code: 131000, message: "Something went wrong" };
    const d = dispatcher({ backoff: [10 * SECOND, 20 * SECOND] });
    expect(await d.drain()).toMatchObject({ failed: 1 });
    clock += 10 * SECOND;
    expect(await d.drain()).toMatchObject({ failed: 1 });
    clock += 20 * SECOND;
    expect(await d.drain()).toMatchObject({ dead: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "dead", attempts: 3 });
    expect(row!.lastError).toMatch(/^HTTP 500 from .* \(code 131000\): \(#131000\) Something went wrong$/);
    clock += 24 * 3600 * SECOND;
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(api.requests).toHaveLength(3);
  });

  it("marks a message WhatsApp refuses dead at once (a parameter, the recipient), but retries a rate limit or a template not yet approved", async () => {
    await queue("refused");
    await queue("slow");
    await queue("unapproved");
    api.plan(
      { status: 400, code: 131026, message: "Message undeliverable" },
      { status: 400, code: 130429, message: "Rate limit hit" },
      { status: 404, code: 132001, message: "Template name does not exist in the translation" },
    );
    expect(await dispatcher({ batchSize: 1 }).drain()).toEqual({ sent: 0, failed: 2, dead: 1 });
    const [refused, slow, unapproved] = await rows();
    expect(refused).toMatchObject({ status: "dead", attempts: 1 });
    expect(refused!.lastError).toContain("(code 131026)");
    expect(slow).toMatchObject({ status: "pending", attempts: 1 });
    expect(unapproved).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("refuses a parameter with a newline at the stand-in as Graph does (132018): the dispatcher never sends one", async () => {
    const raw = await fetch(`${api.url}/${PHONE_NUMBER_ID}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ messaging_product: "whatsapp", to: "919845012345", type: "template", template: { name: "event_message", language: { code: "en" }, components: [{ type: "body", parameters: [{ type: "text", text: "a\nb" }] }] } }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.text()).toContain("132018");
    await queue("m", { template: "event_message", params: ["Meera", "Yoga", "Monday 4 January 2099", "Mats", "Dear all,\n\n\tPlease     bring a mat.\n\nThank you", "EVT-9"] });
    expect(await dispatcher().drain()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(api.delivered[0]!.params[4]).toBe("Dear all, Please bring a mat. Thank you");
  });

  it("sends each message once when two servers' dispatchers share the database and run at the same moment", async () => {
    for (let i = 0; i < 24; i++) await queue(`k${i}`, confirmed(`k${i}`, `Person ${i}`));
    const first = dispatcher({ batchSize: 3 });
    const second = dispatcher({ batchSize: 3 });
    const [r1, r2] = await Promise.all([first.drain(), second.drain()]);
    expect(r1.sent + r2.sent).toBe(24);
    const keys = api.delivered.map((m) => m.params[2]);
    expect(keys).toHaveLength(24);
    expect(new Set(keys).size).toBe(24);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
  });

  it("a dispatcher that dies mid-lease (its request never answered): another sends each message once when the lease ends, none before", async () => {
    for (let i = 0; i < 3; i++) await queue(`d${i}`);
    // The first process claims the rows and is gone while WhatsApp has not taken them: its requests hang for ever.
    api.plan("hang", "hang", "hang");
    const dead = createWhatsAppDispatcher({ db: t.db, env, log: captureLog().log, now: () => clock, sender: createCloudApiSender({ ...env.WHATSAPP, fetch: diesWhileSending }) });
    void dead.drain(); // never awaited, never stopped: the process is gone
    await waitFor(async () => api.requests.length === 3);
    const restarted = dispatcher();
    expect(await restarted.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // the lease still holds
    clock += 2 * 60 * SECOND + SECOND;
    expect(await restarted.drain()).toEqual({ sent: 3, failed: 0, dead: 0 });
    expect(api.delivered.map((m) => m.params[2]).sort()).toEqual(["d0", "d1", "d2"]);
    clock += 24 * 3600 * SECOND;
    expect(await dispatcher().drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(api.delivered).toHaveLength(3);
  });

  it("the Outbox lists dead messages first with WhatsApp's answer in words, and retries a dead one with a fresh schedule, never one under a lease or sent", async () => {
    const [op] = await t.db.insert(operators).values({ email: "owner@seniors.example.org", passwordHash: "unused" }).returning();
    const actor = { id: op!.id, email: op!.email };
    await queue("EVT-1-DEADAA");
    await queue("EVT-2-WAITAA");
    api.plan({ status: 401, code: 190, message: "Error validating access token: Session has expired" }, { status: 400, code: 131026, message: "Message undeliverable" });
    await dispatcher({ batchSize: 1 }).drain();
    const listed = (await undeliveredWhatsApp(t.db)).map((r) => whatsappView(r, env.WHATSAPP));
    expect(listed.map((m) => [m.reference, m.status, m.attempts])).toEqual([
      ["EVT-2-WAITAA", "dead", 1],
      ["EVT-1-DEADAA", "pending", 1],
    ]);
    expect(listed[0]).toMatchObject({ what: "A place booked (on the website or by the centre for someone who phoned)", recipient: "+91 98450 12345", retryable: true });
    expect(listed[0]!.error).toMatchObject({ meaning: consoleWhatsAppCopy.errors.refused.meaning });
    expect(listed[0]!.error!.technical).toContain("(#131026) Message undeliverable");
    expect(listed[1]!.error).toMatchObject({ meaning: consoleWhatsAppCopy.errors.login.meaning });

    const kicked: string[] = [];
    const kick = { kick: () => void kicked.push("kick") };
    const dead = listed[0]!.id;
    // The waiting one was just claimed: its lease holds, so another dispatcher may be sending it now.
    expect(await retryWhatsApp(t.db, kick, actor, listed[1]!.id, new Date(clock))).toBe("not_retryable");
    expect(await retryWhatsApp(t.db, kick, actor, dead, new Date(clock))).toBe("retried");
    expect(kicked).toEqual(["kick"]);
    const [again] = await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, dead));
    expect(again).toMatchObject({ status: "pending", attempts: 0 });
    expect(await dispatcher().drain()).toMatchObject({ sent: 1 });
    expect(await retryWhatsApp(t.db, kick, actor, dead, new Date(clock))).toBe("not_retryable");
    expect(await retryWhatsApp(t.db, kick, actor, 999_999)).toBe("not_found");
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((a) => [a.action, a.recordType, a.detail])).toEqual([["whatsapp_retry", "event_registration", { whatsapp: dead, template: "booking_confirmed", was: "dead", attempts: 1 }]]);
  });

  // A real process on the shared PostgreSQL (the embedded database is one process's alone).
  it.runIf(name === "postgres")("a server killed with SIGKILL while WhatsApp has its requests: after the lease, another sends each message once", async () => {
    for (let i = 0; i < 3; i++) await queue(`kill${i}`);
    api.fallback = "hang"; // the killed process's requests are never answered
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/whatsapp-dispatcher-child.ts"], {
      env: { ...process.env, ...testSealEnv, DATABASE_URL: t.url, LOG_LEVEL: "silent", PUBLIC_SITE_URL: "https://seniors.example.org", WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_API_URL: api.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    await waitFor(async () => api.requests.length === 3 || child.exitCode !== null, 20_000).catch(() => undefined);
    expect(api.requests.length, stderr).toBe(3);
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([["pending", 0], ["pending", 0], ["pending", 0]]);
    api.fallback = "ok";
    clock = Date.now() + SECOND;
    expect(await dispatcher().drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // its lease still holds
    clock = Date.now() + 2 * 60 * SECOND + SECOND;
    expect(await dispatcher().drain()).toEqual({ sent: 3, failed: 0, dead: 0 });
    expect(api.delivered.map((m) => m.params[2]).sort()).toEqual(["kill0", "kill1", "kill2"]);
  });

  it("the one window left: WhatsApp took the message and the process died before recording it, so it is sent once more (decision 041)", async () => {
    await queue("w");
    api.plan("deliver-then-hang");
    const gone = createWhatsAppDispatcher({ db: t.db, env, log: captureLog().log, now: () => clock, sender: createCloudApiSender({ ...env.WHATSAPP, fetch: diesWhileSending }) });
    void gone.drain();
    await waitFor(async () => api.delivered.length === 1);
    clock += 2 * 60 * SECOND + SECOND;
    expect(await dispatcher().drain()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(api.delivered).toHaveLength(2);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", providerId: api.delivered[1]!.id });
  });
});

/**
 * A process killed while its request is out: the request reaches the stand-in, and nothing of the
 * process is left to read the answer or record anything (the promise never settles).
 */
const diesWhileSending: typeof fetch = (url, init) => {
  void fetch(url, { ...init, signal: undefined }).catch(() => undefined);
  return new Promise<Response>(() => undefined);
};

async function waitFor(probe: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
