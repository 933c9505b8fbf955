import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  hashPassword,
  isAllowedOrigin,
  LoginLimiter,
  loginUrl,
  passwordProblem,
  readSessionToken,
  safeNext,
  sessionCookieHeader,
  clearedSessionCookieHeader,
  sessionSecret,
  verifyPassword,
} from "./auth.server.ts";

// Cheap parameters keep the suite fast; the format and the comparison are what is under test.
const fast = { N: 2 ** 10, r: 8, p: 1 } as const;

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse battery", fast);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so one password gives different hashes", async () => {
    const a = await hashPassword("same password twice", fast);
    const b = await hashPassword("same password twice", fast);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password twice", b)).toBe(true);
  });

  it("uses the default cost when none is given", async () => {
    const stored = await hashPassword("a default-cost password");
    expect(stored.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("a default-cost password", stored)).toBe(true);
  });

  it("reads the same password typed in another Unicode form as equal", async () => {
    const stored = await hashPassword("Cafe\u0301 au lait 2026", fast);
    expect(await verifyPassword("Caf\u00e9 au lait 2026", stored)).toBe(true);
  });

  it("refuses malformed or dangerous stored values instead of throwing", async () => {
    for (const bad of ["", "plain", "scrypt$1024$8$1$$", "bcrypt$1$2$3$4$5", "scrypt$1000$8$1$c2FsdA==$aGFzaA==", `scrypt$${2 ** 24}$8$1$c2FsdA==$aGFzaA==`]) {
      expect(await verifyPassword("anything at all", bad)).toBe(false);
    }
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem("            ")).toMatch(/spaces/);
    expect(passwordProblem("x".repeat(2000))).toMatch(/at most/);
    expect(passwordProblem("twelve chars")).toBeNull();
  });
});

describe("login rate limit", () => {
  it("pauses an account after five failures, for any address typed, known or not", () => {
    const limiter = new LoginLimiter();
    const t = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfterMs(`10.0.0.${i}`, "Nobody@Example.org", t)).toBe(0);
      limiter.fail(`10.0.0.${i}`, "nobody@example.org", t);
    }
    expect(limiter.retryAfterMs("10.0.0.99", "NOBODY@example.org ", t)).toBe(15 * 60 * 1000);
    expect(limiter.retryAfterMs("10.0.0.99", "someone-else@example.org", t)).toBe(0);
    expect(limiter.retryAfterMs("10.0.0.99", "nobody@example.org", t + 15 * 60 * 1000)).toBe(0);
  });

  it("pauses a client address after twenty failures across accounts", () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 20; i++) limiter.fail("192.0.2.1", `guess${i}@example.org`, 5_000 + i);
    expect(limiter.retryAfterMs("192.0.2.1", "operator@example.org", 5_100)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("192.0.2.2", "operator@example.org", 5_100)).toBe(0);
  });

  it("clears an account's count after a correct login, not the address's", () => {
    const limiter = new LoginLimiter({ max: 3, windowMs: 60_000 }, { max: 3, windowMs: 60_000 });
    limiter.fail("192.0.2.1", "op@example.org", 1);
    limiter.fail("192.0.2.1", "op@example.org", 2);
    limiter.succeed("op@example.org");
    limiter.fail("192.0.2.3", "op@example.org", 3);
    expect(limiter.retryAfterMs("192.0.2.3", "op@example.org", 4)).toBe(0);
    limiter.fail("192.0.2.1", "other@example.org", 5);
    expect(limiter.retryAfterMs("192.0.2.1", "op@example.org", 6)).toBeGreaterThan(0);
  });

  it("keeps memory bounded when attackers type random addresses", () => {
    const limiter = new LoginLimiter(undefined, undefined, 100);
    for (let i = 0; i < 1000; i++) limiter.fail(`198.51.100.${i % 250}`, `${crypto.randomUUID()}@example.org`, i);
    expect((limiter as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(100);
  });
});

describe("origin check on console posts", () => {
  const site = "https://seniors.example.org";
  const post = (headers: Record<string, string>, url = "http://127.0.0.1:3000/admin/members/1") => new Request(url, { method: "POST", headers });

  it("accepts the public site's origin and the request's own", () => {
    expect(isAllowedOrigin(post({ Origin: "https://seniors.example.org" }), site)).toBe(true);
    expect(isAllowedOrigin(post({ Origin: "http://127.0.0.1:3000" }), site)).toBe(true);
  });

  it("refuses another site, another port or scheme, and a missing origin", () => {
    expect(isAllowedOrigin(post({ Origin: "https://evil.example" }), site)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "http://seniors.example.org" }), site)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "http://127.0.0.1:4000" }), site)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "https://seniors.example.org.evil.example" }), site)).toBe(false);
    expect(isAllowedOrigin(post({}), site)).toBe(false);
  });

  it("falls back to the Referer when the browser sends no usable Origin", () => {
    expect(isAllowedOrigin(post({ Referer: "https://seniors.example.org/admin/members" }), site)).toBe(true);
    expect(isAllowedOrigin(post({ Origin: "null", Referer: "http://127.0.0.1:3000/admin" }), site)).toBe(true);
    expect(isAllowedOrigin(post({ Referer: "https://evil.example/admin" }), site)).toBe(false);
    expect(isAllowedOrigin(post({ Referer: "not a url" }), site)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "null" }), site)).toBe(false);
  });
});

describe("session cookie and secret", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const env = { DATA_DIR: dir, SESSION_SECRET: undefined, PUBLIC_SITE_URL: "http://localhost:3000" };

  it("generates a secret once, keeps it in DATA_DIR/session-secret readable only by its owner", () => {
    const first = sessionSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "session-secret");
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(sessionSecret(env)).toBe(first);
    expect(sessionSecret({ ...env, SESSION_SECRET: "s".repeat(40) })).toBe("s".repeat(40));
  });

  it("is HttpOnly, SameSite=Lax, Path=/ (the overview's data URL is /admin.data), Secure on HTTPS, and signed", async () => {
    const plain = await sessionCookieHeader("tok", new Request("http://localhost:3000/admin/login"), env);
    expect(plain).toMatch(/^console_session=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Path=\/;/);
    expect(plain).not.toMatch(/Secure/);
    expect(await sessionCookieHeader("tok", new Request("https://x.example/admin/login"), env)).toMatch(/Secure/);
    expect(await sessionCookieHeader("tok", new Request("http://localhost/admin/login"), { ...env, PUBLIC_SITE_URL: "https://x.example" })).toMatch(/Secure/);

    const value = plain.split(";")[0]!;
    expect(await readSessionToken(new Request("http://localhost:3000/admin", { headers: { Cookie: value } }), env)).toBe("tok");
    const forged = value.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await readSessionToken(new Request("http://localhost:3000/admin", { headers: { Cookie: forged } }), env)).toBeNull();
    expect(await clearedSessionCookieHeader(new Request("http://localhost:3000/admin"), env)).toMatch(/Max-Age=0/);
  });
});

describe("where to go after logging in", () => {
  it("returns only to console paths", () => {
    expect(safeNext("/admin/members?status=pending")).toBe("/admin/members?status=pending");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("/admin\\..\\x")).toBe("/admin");
    expect(safeNext("/admin/login")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
    expect(loginUrl(new Request("http://h/admin/contact-inquiries/4"))).toBe("/admin/login?next=%2Fadmin%2Fcontact-inquiries%2F4");
    expect(loginUrl(new Request("http://h/admin"))).toBe("/admin/login");
  });
});
