// A property-based fuzz test of what a stranger may send (issue 27, item 5): every route of
// app/routes.ts, public and console, with and without an operator's session, gets random paths,
// parameters, query strings, methods, headers and bodies (form, multipart whole and broken, JSON,
// text, raw bytes; any code point, control characters, invalid UTF-8, sizes up to the 64 KB limit
// and past it), from fast-check. Whatever comes:
// - the answer is never a 5xx, and never shows a stack trace;
// - the server logs no error and no stack (refusals are warning lines);
// - nothing refused is stored: no stored text holds a control character or U+FFFD, and there are
//   no more submissions than answers that gave a Reference ID, no more sessions than logins;
// - the server's memory stays bounded.
// In `npm test` the seed is fixed, 2,000 runs at most, and the run stops after FUZZ_SECONDS (35 s
// by default; the file takes under a minute with the server's start and the checks); with
// FAULT_TESTS=1 the seed is random (printed, and in the failure's report) and it runs longer.
// FUZZ_SEED=<n> replays a seed.
import http from "node:http";
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { blogSlugs } from "#app/content/blog/posts.ts";
import { consoleSlugs } from "#app/core/records.ts";
import {
  consoleLogIn,
  faultLines,
  freshTarget,
  kill,
  logTail,
  referenceIn,
  rowCounts,
  sampleSubmission,
  seedConsole,
  serve,
  STACK_TRACE,
  targetNames,
  unreadableStored,
  type Inspector,
  type ServerProcess,
  type Target,
} from "./lib/harness.ts";

const thorough = Boolean(process.env.FAULT_TESTS);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : thorough ? Math.floor(Math.random() * 2 ** 31) : 27_2026;
const seconds = Number(process.env.FUZZ_SECONDS ?? (thorough ? 240 : 35));
const maxRuns = thorough ? 20_000 : 2_000;
/** The server's resident memory may grow by this much over the run (caches are bounded well below it). */
const RSS_GROWTH_MB = 160;
const LIMIT = 64 * 1024;

/** Every route path of the table, with its parents' segments joined ("/admin/:type/:id"), and the 404 route's "/*". */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path || "/"] : [];
    return [...own, ...pathsOf(entry.children ?? [], path)];
  });
}
const routePaths = [...new Set([...pathsOf(routes), "/healthz", "/readyz", "/__manifest", "/photos/0123456789abcdef01234567-320.webp"])];

// ---- What the fuzz is made of ----

/** Text a stranger may type or forge: any code point, control characters, markup, scripts of India, big. */
const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      "\u0000",
      "a\u0000b",
      "REQ-1700000000000-ABCDEF12",
      "\n",
      "\r\nSet-Cookie: x=1",
      "\u2028",
      "\u001b[2J",
      "\ufffd",
      "\ud800",
      "ಲಕ್ಷ್\u200dಮಿ",
      "अनीता",
      "👨‍👩‍👧",
      "<script>alert(1)</script>",
      "' OR '1'='1",
      "../../etc/passwd",
      "/admin",
      "//evil.example",
      "https://evil.example",
      "on",
      "yes",
      "1",
      "-1",
      "99999999999999999999",
      "2026-02-30",
      "07:00",
      "wellness",
      "general",
      "member",
      "volunteer",
      "note",
      "status",
      "retry",
      "remove",
      "password",
      "preview",
      "ERASE",
      "asha@example.org",
      "98450 12345",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 60_000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6_000 }).map((n) => "ಕ".repeat(n)) },
);

/** Text percent-escaped as UTF-8 the way a browser does (a lone surrogate as U+FFFD, which is what it can send). */
const escaped = (text: string) => [...Buffer.from(text)].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0").toUpperCase()}`)).join("");

/** Raw bytes that are not UTF-8 (or are), written as percent-escapes. */
const rawBytes = fc.uint8Array({ maxLength: 24 });
const percentBytes = rawBytes.map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join(""));
/** A value as it goes into an address or a urlencoded body: properly escaped, or bytes of any kind. */
const encodedValue = fc.oneof({ weight: 3, arbitrary: hostileText.map(escaped) }, { weight: 1, arbitrary: percentBytes }, { weight: 1, arbitrary: fc.constantFrom("%", "%ZZ", "%E0%A4%A", "+", "a+b", "%00") });

const fieldNames = fc.constantFrom(
  ...["name", "email", "phone", "subject", "message", "source", "firstName", "lastName", "dateOfBirth", "address", "city", "emergencyContact", "emergencyPhone"],
  ...["medicalConditions", "interests", "membershipType", "hearAboutUs", "occupation", "experience", "motivation", "skills", "availability", "preferredArea"],
  ...["backgroundCheck", "intent", "website", "seats", "ref", "token", "issue", "next", "password", "again", "note", "to", "from", "mail", "id", "confirm", "sure"],
  ...["title", "category", "date", "startTime", "endTime", "venue", "description", "capacity", "draft", "body", "excerpt", "cover", "alt", "caption", "youtube", "media"],
  ...["direction", "booking", "attended", "expected", "includeEvents", "role", "bio", "photo", "age", "rating", "program", "text", "_script", "form-token", "q", "status", "page"],
);
const fieldName = fc.oneof({ weight: 4, arbitrary: fieldNames }, { weight: 1, arbitrary: hostileText });
const queryKeys = fc.constantFrom("category", "month", "token", "issue", "ref", "next", "q", "status", "page", "sent", "index", "subject", "tab", "p", "version", "_data", "loggedOut", "done");

const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("fault-test-morning-walk", ...blogSlugs, ...Object.keys(consoleSlugs), "1", "2", "0", "999999", "new") },
  { weight: 2, arbitrary: encodedValue },
  // Latin-1 bytes as they stand in a request line (what a client that sends raw UTF-8 sends).
  { weight: 1, arbitrary: rawBytes.map((bytes) => [...bytes].map((b) => (b > 0x20 && b !== 0x25 && b !== 0x3f && b !== 0x23 && b !== 0x7f ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`)).join("")) },
);

/** A path: a route of the table with its parameters filled in, or any path at all. */
const path = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...routePaths), fc.array(pathValue, { minLength: 6, maxLength: 6 }), fc.constantFrom("", "", "", "", ".data", "/", "/x"))
      .map(([route, values, suffix]) => {
        let i = 0;
        const filled = route.replace(/:[^/]+|\*/g, () => values[i++] || "x");
        return (filled === "/" && suffix === ".data" ? "/_root" : filled) + suffix;
      }),
  },
  { weight: 1, arbitrary: fc.array(pathValue, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join("/")}`) },
);

const query = fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: queryKeys }, { weight: 1, arbitrary: encodedValue }), fc.oneof({ weight: 9, arbitrary: encodedValue.map((v) => v.slice(0, 600)) }, { weight: 1, arbitrary: encodedValue })), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

type Body = { contentType?: string; bytes: Buffer };

const urlencodedBody = fc
  .array(fc.tuple(fieldName, fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 1, arbitrary: percentBytes })), { maxLength: 14 })
  .chain((pairs) =>
    fc.boolean().map((raw) => {
      // Escaped the way a browser does, or the raw escapes as generated (bytes of any kind).
      const text = pairs.map(([name, value]) => `${escaped(name)}=${raw && /^(%[0-9A-F]{2})*$/.test(value) ? value : escaped(value)}`).join("&");
      return { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from(text) } as Body;
    }),
  );

const multipartBody = fc
  .record({
    boundary: fc.constantFrom("b0undary", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "x", ""),
    parts: fc.array(
      fc.record({ name: fieldName, value: fc.oneof(hostileText.map((t) => Buffer.from(t)), rawBytes.map((b) => Buffer.from(b))), file: fc.option(fc.constantFrom("photo.jpg", "a.png", "../../x", "é.txt"), { nil: undefined }) }),
      { maxLength: 10 },
    ),
    cut: fc.option(fc.nat({ max: 400 }), { nil: undefined }),
    quirk: fc.constantFrom("", "", "", "; charset=utf-16", "; boundary=other"),
  })
  .map(({ boundary, parts, cut, quirk }): Body => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name.replace(/["\r\n]/g, "")}"${part.file ? `; filename="${part.file}"` : ""}`;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.file ? "Content-Type: image/jpeg\r\n" : ""}\r\n`), part.value, Buffer.from("\r\n"));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const bytes = Buffer.concat(chunks);
    return { contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ""}${quirk}`, bytes: cut === undefined ? bytes : bytes.subarray(0, cut) };
  });

const otherBody = fc.oneof(
  fc.jsonValue().map((v): Body => ({ contentType: "application/json", bytes: Buffer.from(JSON.stringify(v) ?? "null") })),
  hostileText.map((t): Body => ({ contentType: "text/plain", bytes: Buffer.from(t) })),
  hostileText.map((t): Body => ({ contentType: "application/xml", bytes: Buffer.from(`<a>${t}</a>`) })),
  rawBytes.map((b): Body => ({ bytes: Buffer.from(b) })),
  fc.constantFrom<Body>({ contentType: "application/x-www-form-urlencoded", bytes: Buffer.alloc(LIMIT + 1, 0x61) }, { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from(`message=${"y".repeat(LIMIT - 20)}`) }),
);

const body = fc.oneof({ weight: 4, arbitrary: urlencodedBody }, { weight: 2, arbitrary: multipartBody }, { weight: 2, arbitrary: otherBody });

/** Header values a client can put on the wire (visible Latin-1 and spaces). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_=;,./:%\"'()<>@[]{}\\?éÿ\t".split("")), maxLength: 60 }),
  fc.constantFrom("", "*/*", "text/html", "application/json", "gzip, br", "../..", "a".repeat(4000)),
);

/**
 * A form as its page sends it, with none, one or two of its fields replaced by hostile text: most
 * are refused by a schema, some are stored, which takes the fuzz past the first check into storing
 * (and lets the end check count what was stored against the Reference IDs given).
 */
const formPost = fc
  .record({
    n: fc.nat({ max: 1_000_000 }),
    booking: fc.boolean(),
    changes: fc.array(fc.tuple(fieldNames, hostileText), { maxLength: 2 }),
    multipart: fc.boolean(),
    data: fc.boolean(),
  })
  .map(({ n, booking, changes, multipart, data }) => {
    const sample = sampleSubmission(n, "fuzz");
    const target = booking ? "/events/fault-test-morning-walk" : sample.path;
    const fields = booking ? new URLSearchParams({ name: `Fuzz ${n}`, email: `fuzz-${n}@example.org`, phone: "98450 12345", seats: "1" }) : sample.body;
    for (const [name, value] of changes) fields.set(name, value);
    let b: Body;
    if (multipart) {
      const parts = [...fields].map(([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`);
      b = { contentType: "multipart/form-data; boundary=b0undary", bytes: Buffer.from(`${parts.join("")}--b0undary--\r\n`) };
    } else b = { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from([...fields].map(([k, v]) => `${escaped(k)}=${escaped(v)}`).join("&")) };
    return { path: `${target}${data ? ".data" : ""}`, body: b };
  });

const request = fc.record({
  method: fc.constantFrom("GET", "GET", "GET", "POST", "POST", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"),
  path,
  query,
  body,
  form: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: formPost }),
  session: fc.boolean(),
  origin: fc.constantFrom("own", "own", "own", "none", "foreign", "null", "garbage"),
  accept: fc.constantFrom("text/html,application/xhtml+xml", "*/*", "application/json", ""),
  headers: fc.dictionary(fc.constantFrom("Accept-Language", "Referer", "User-Agent", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto", "If-None-Match", "Range", "Cookie", "Accept-Encoding", "Host"), headerValue, { maxKeys: 4 }),
});
type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

function send(port: number, target: string, method: string, headers: Record<string, string>, payload?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method, headers, setHost: !("Host" in headers), timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
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

describe(`fuzz: every route against random input (${targetNames.at(-1)})`, () => {
  let target: Target;
  let server: ServerProcess | undefined;
  let db: Inspector | undefined;
  let cookie: string | undefined;
  const counts = { runs: 0, byStatus: new Map<number, number>(), references: 0, logins: 0, rssMbStart: 0, rssMbMax: 0, seconds: 0 };
  let report = "";

  beforeAll(async () => {
    target = await freshTarget(targetNames.at(-1)!, "fuzz");
    await seedConsole(target);
    // The operator logs in with the password alone (a new browser's mailed code is
    // tests/faults/login-lockout.test.ts's).
    server = await serve(target, { OPERATOR_DEVICE_VERIFICATION: "false" });
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    await kill(server);
  });

  it(`never answers 5xx or a stack trace, whatever is sent (seed ${seed})`, async () => {
    const port = server!.port;
    const own = server!.base;
    const logIn = async () => {
      const answer = await consoleLogIn(own);
      if (answer.cookie) counts.logins++;
      cookie = answer.cookie;
    };
    await logIn();
    // The memory to compare with: after the start's own peak (migrations), once the pages were rendered.
    for (const page of ["/", "/events", "/about", "/admin"]) await (await fetch(own + page, { headers: { Cookie: cookie ?? "" } })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 1_000));
    counts.rssMbStart = server!.rssMb();

    const property = fc.asyncProperty(request, async (r: FuzzRequest) => {
      counts.runs++;
      if (r.session && !cookie) await logIn();
      const headers: Record<string, string> = { ...r.headers };
      if (r.accept) headers.Accept = r.accept;
      if (r.session && cookie) headers.Cookie = headers.Cookie ? `${cookie}; ${headers.Cookie}` : cookie;
      const origin = { own, none: undefined, foreign: "https://evil.example", null: "null", garbage: "not a url" }[r.origin];
      if (origin) headers.Origin = origin;
      // One time in four, a form as its page posts it (with its own address), changed a little.
      const method = r.form ? "POST" : r.method;
      const sent = r.form?.body ?? r.body;
      const hasBody = method !== "GET" && method !== "HEAD";
      if (hasBody && sent.contentType) headers["Content-Type"] = sent.contentType;
      if (hasBody) headers["Content-Length"] = String(sent.bytes.length);
      const address = r.form ? r.form.path : `${r.path}${r.query ? `?${r.query}` : ""}`;
      const answer = await send(port, address, method, headers, hasBody ? sent.bytes : undefined);
      counts.byStatus.set(answer.status, (counts.byStatus.get(answer.status) ?? 0) + 1);
      if (r.session && answer.status >= 300 && answer.status < 400 && (answer.headers.location ?? "").startsWith("/admin/login")) cookie = undefined;
      if (/^\/admin\/logout/.test(address) && method === "POST") cookie = undefined;
      if (answer.headers["set-cookie"]?.some((c) => /^console_session=[^;]+/.test(c) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))) counts.logins++;
      if (method === "POST" && [200, 202, 303].includes(answer.status) && (referenceIn(answer.text) !== undefined || /[?&]sent=/.test(answer.text + (answer.headers.location ?? "")))) counts.references++;
      const what = `${method} ${address.slice(0, 300)} → ${answer.status}`;
      if (answer.status === 0 && server!.child.exitCode !== null) throw new Error(`${what}: the server stopped`);
      if (answer.status >= 500 || (answer.status < 100 && answer.status !== 0)) throw new Error(`${what}: ${answer.text.slice(0, 300)}`);
      if (STACK_TRACE.test(answer.text)) throw new Error(`${what} shows a stack trace: ${STACK_TRACE.exec(answer.text)?.[0]} in ${answer.text.slice(0, 300)}`);
      if (counts.runs % 100 === 0) counts.rssMbMax = Math.max(counts.rssMbMax, server!.rssMb());
    });

    const started = performance.now();
    if (thorough) console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const details = await fc.check(property, { seed, numRuns: maxRuns, endOnFailure: Boolean(process.env.FUZZ_NO_SHRINK), plugins: [fc.interruptAfterTimeLimit(seconds * 1000)] });
    counts.seconds = (performance.now() - started) / 1000;
    counts.rssMbMax = Math.max(counts.rssMbMax, server!.rssMb());
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
    report = `fuzz: seed ${seed}, ${details.numRuns} runs${details.interrupted ? " (stopped at the time limit)" : ""} in ${counts.seconds.toFixed(1)} s; answers ${statuses}; ${counts.references} Reference IDs, ${counts.logins} logins; server RSS ${counts.rssMbStart.toFixed(0)} MB at the start, ${counts.rssMbMax.toFixed(0)} MB at most`;
    console.log(report);
    if (details.failed) {
      // fast-check's own report prints the whole counterexample, bodies of 64 KB included: this one is short.
      const r = (details.counterexample as [FuzzRequest] | null)?.[0];
      const shown = r ? JSON.stringify({ ...r, body: { contentType: r.body.contentType, bytes: r.body.bytes.length, start: r.body.bytes.subarray(0, 200).toString("latin1") } }, (_, v: unknown) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}… (${v.length})` : v)) : "";
      throw new Error(`the fuzz test failed after ${details.numRuns} runs (seed ${seed}, path ${details.counterexamplePath}; replay with FUZZ_SEED=${seed}):\n${String(details.errorInstance).slice(0, 1000)}\nrequest: ${shown}\n${logTail(target, 10)}`);
    }
    expect(details.numRuns).toBeGreaterThan(thorough ? 1000 : 200);
  }, (seconds + 120) * 1000);

  it("kept the server's memory bounded", () => {
    expect(counts.rssMbMax - counts.rssMbStart, report).toBeLessThan(RSS_GROWTH_MB);
  });

  it("logged no error and no stack trace", () => {
    expect(faultLines(target).map((line) => line.slice(0, 600))).toEqual([]);
  });

  it("stored nothing it refused: no unreadable text anywhere, no more submissions than Reference IDs given, no more sessions than logins", async () => {
    expect(await server!.stop("SIGTERM"), logTail(target)).toBe(0);
    db = await target.open();
    expect(await unreadableStored(db)).toEqual([]);
    const rows = await rowCounts(db);
    const bookings = Number((await db.query<{ n: string | number }>("select count(*) as n from event_registrations"))[0]!.n);
    expect(rows.contact + rows.member + rows.volunteer + rows.newsletter + bookings, report).toBeLessThanOrEqual(counts.references);
    const sessions = Number((await db.query<{ n: string | number }>("select count(*) as n from operator_sessions"))[0]!.n);
    expect(sessions, report).toBeLessThanOrEqual(counts.logins);
  });
});
