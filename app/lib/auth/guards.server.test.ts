import { describe, expect, it } from "vitest";
import { isAllowedOrigin, loginUrl, safeNext } from "#app/lib/auth/guards.server.ts";

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

describe("where to go after logging in", () => {
  it("returns only to console paths", () => {
    expect(safeNext("/admin/members?status=pending")).toBe("/admin/members?status=pending");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("/admin\\..\\x")).toBe("/admin");
    expect(safeNext("/admin/login")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
    // It becomes a Location header, so only what a header can carry comes back.
    for (const bad of ["/admin\n", "/admin/members\r\nSet-Cookie: x=1", "/admin/\u2028", "/admin/ಕ", "/admin/a b", "/admin\u0000", "/admin/\t"]) {
      expect(safeNext(bad), JSON.stringify(bad)).toBe("/admin");
    }
    expect(safeNext("/admin/members?q=%E0%B2%95")).toBe("/admin/members?q=%E0%B2%95");
    // An address no console page makes is not carried through the login (its Location would be huge).
    expect(safeNext(`/admin/members?q=${"%E0%B2%95".repeat(200)}`)).toBe(`/admin/members?q=${"%E0%B2%95".repeat(200)}`);
    expect(safeNext(`/admin/members?q=${"%E0%B2%95".repeat(300)}`)).toBe("/admin");
    expect(loginUrl(new Request(`http://h/admin/members?q=${"%E0%B2%95".repeat(300)}`))).toBe("/admin/login");
    expect(loginUrl(new Request("http://h/admin/contact-inquiries/4"))).toBe("/admin/login?next=%2Fadmin%2Fcontact-inquiries%2F4");
    expect(loginUrl(new Request("http://h/admin"))).toBe("/admin/login");
  });
});
