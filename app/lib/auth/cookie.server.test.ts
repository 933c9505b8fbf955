import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { clearedSessionCookieHeader, readSessionToken, sessionCookieHeader, sessionSecret } from "#app/lib/auth/cookie.server.ts";

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
    // The signature follows the last dot. Its last character carries only four bits of the
    // 32-byte HMAC, so flipping it can leave the signature unchanged; flip its first one.
    const dot = value.lastIndexOf(".") + 1;
    const forged = value.slice(0, dot) + (value[dot] === "A" ? "B" : "A") + value.slice(dot + 1);
    expect(await readSessionToken(new Request("http://localhost:3000/admin", { headers: { Cookie: forged } }), env)).toBeNull();
    expect(await clearedSessionCookieHeader(new Request("http://localhost:3000/admin"), env)).toMatch(/Max-Age=0/);
  });
});
