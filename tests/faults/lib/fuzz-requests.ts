// What the fuzz test sends: requests a stranger may make to any route of app/routes.ts, public and
// console, with or without an operator's session — random paths, parameters, query strings,
// methods, headers and bodies (form, multipart whole and broken, JSON, text, raw bytes; any code
// point, control characters, invalid UTF-8, sizes up to the 64 KB limit and past it), and one time
// in four a public form as its page posts it, changed a little; of the other runs about one in
// eight posts a console form or the member's own page as its page does (an owner's or an editor's
// session, the site's Origin), one or two of its fields hostile. Generation depends only on the
// seed and the run's number, never on the server's answers, so a seed names the same requests on
// every machine, and fast-check's `path` (a run's number, then shrink steps) names one of them
// (fuzz-seeds.ts lists what CI replays). The console's forms came later, as the request's last
// field: fast-check draws a record's fields in order, so every field drawn before it, and every
// listed seed's request, is what it was; a console form's dates are today's and those near it, as
// its page's are (a payment's date must be within the year).
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { blogSlugs } from "#app/content/blog/posts.ts";
import { consoleSlugs } from "#app/core/records.ts";
import { sampleSubmission } from "./harness.ts";
import { consoleForms } from "./console-forms.ts";
import { validPost } from "#tests/support/valid-forms.ts";

/** The server's limit on a request body. */
export const LIMIT = 64 * 1024;

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
    const fields = booking ? validPost("booking", { name: `Fuzz ${n}`, email: `fuzz-${n}@example.org` }) : sample.body;
    for (const [name, value] of changes) fields.set(name, value);
    let b: Body;
    if (multipart) {
      const parts = [...fields].map(([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`);
      b = { contentType: "multipart/form-data; boundary=b0undary", bytes: Buffer.from(`${parts.join("")}--b0undary--\r\n`) };
    } else b = { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from([...fields].map(([k, v]) => `${escaped(k)}=${escaped(v)}`).join("&")) };
    return { path: `${target}${data ? ".data" : ""}`, body: b };
  });

/** The console's forms (and the member's page) whose valid post changes nothing a later request needs. */
const fuzzedForms = consoleForms().filter((f) => f.fuzz);

/**
 * A console form (or the member's own page) as its page posts it, as an owner or an editor, with one
 * or two of its fields (by their place in the post) replaced by hostile text: most are refused
 * beside the field, some are stored, which takes the fuzz into the console's storing too.
 */
const consoleFormPost = fc
  .record({
    form: fc.nat({ max: fuzzedForms.length - 1 }),
    as: fc.constantFrom("owner" as const, "editor" as const),
    changes: fc.array(fc.tuple(fc.nat({ max: 20 }), hostileText), { minLength: 1, maxLength: 2 }),
    multipart: fc.boolean(),
  })
  .map(({ form, as, changes, multipart }) => {
    const f = fuzzedForms[form]!;
    const fields = [...f.valid];
    for (const [at, value] of changes) if (fields.length) fields[at % fields.length] = [fields[at % fields.length]![0], value];
    let b: Body;
    if (multipart) {
      const parts = fields.map(([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      b = { contentType: "multipart/form-data; boundary=b0undary", bytes: Buffer.from(`${parts.join("")}--b0undary--\r\n`) };
    } else b = { contentType: "application/x-www-form-urlencoded", bytes: Buffer.from(fields.map(([k, v]) => `${escaped(k)}=${escaped(v)}`).join("&")) };
    return { path: f.path, body: b, as: f.who === "nobody" ? undefined : as };
  });

export const request = fc.record({
  method: fc.constantFrom("GET", "GET", "GET", "POST", "POST", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"),
  path,
  query,
  body,
  form: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: formPost }),
  session: fc.boolean(),
  origin: fc.constantFrom("own", "own", "own", "none", "foreign", "null", "garbage"),
  accept: fc.constantFrom("text/html,application/xhtml+xml", "*/*", "application/json", ""),
  headers: fc.dictionary(fc.constantFrom("Accept-Language", "Referer", "User-Agent", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto", "If-None-Match", "Range", "Cookie", "Accept-Encoding", "Host"), headerValue, { maxKeys: 4 }),
  // Last, so that every field above is drawn as it was before it came (see the head of the file).
  // Sent instead of the run's random request when that posts no public form.
  consoleForm: fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: consoleFormPost }),
});
export type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;
