// The server's first look at an address: what no page can have is refused before
// any route runs, with one warning line a minute per kind.
import { describe, expect, it } from "vitest";
import { addressProblem, badAddressPage, hostsAreValid } from "./refusals.ts";
import { loggedPath, refusalLog } from "#app/lib/refusal-log.server.ts";

describe("addressProblem", () => {
  it.each([
    ["/events/a%00b", ""],
    ["/blog/a%00b", ""],
    ["/events/a%0Ab", ""],
    ["/about%7F", ""],
    ["/newsletter/unsubscribe", "token=a%00b"],
    ["/events/walk/cancel", "ref=REQ%00&token=x"],
    ["/admin/login", "next=%2Fadmin%0A"],
    ["/admin/login", "next=%2Fadmin%E2%80%A8"],
    ["/events", "a%00=1"],
    ["/events", "category=%C2%85"],
  ])("refuses %s?%s: a control character", (path, query) => {
    expect(addressProblem(path, query)).toBe("control");
  });
  it.each(["/%E0%A4%A", "/about%", "/%ZZ"])("refuses %s: a broken escape", (path) => {
    expect(addressProblem(path, "")).toBe("undecodable");
  });
  it.each([
    ["/", ""],
    ["/events", "category=walks&month=2026-12"],
    ["/blog/%E0%B2%95%E0%B2%A8%E0%B3%8D%E0%B2%A8%E0%B2%A1", ""],
    ["/admin/members", "q=%E0%B2%95+%F0%9F%99%8F"],
    ["/contact", "subject=outings&message=hello%20there"],
    ["/about", "q=100%"],
  ])("lets %s?%s through", (path, query) => {
    expect(addressProblem(path, query)).toBeUndefined();
  });
  it("answers with a page that says what happened and offers the home page", () => {
    const page = badAddressPage();
    expect(page).toContain("We could not read that request");
    expect(page).toContain('<a href="/">');
    expect(page).not.toContain("<script");
  });
});

describe("hostsAreValid", () => {
  it("takes what names a host, with or without a port", () => {
    for (const host of ["seniors.example.org", "127.0.0.1:3000", "[::1]:3000", "localhost", "xn--bcher-kva.example"]) expect(hostsAreValid(host), host).toBe(true);
    expect(hostsAreValid("127.0.0.1:3000", "seniors.example.org, proxy.internal:8080")).toBe(true);
  });
  it("refuses what cannot be part of an address", () => {
    for (const host of ["", "a b", "[::", "example.org:99999", "example.org:-1", "exa<mple", ">@b)", "bücher.example", "a/b", "a?b", "gzip, br", ".0", "1.2.3.999", "a.0x100"]) expect(hostsAreValid(host), host).toBe(false);
    expect(hostsAreValid(undefined)).toBe(false);
    expect(hostsAreValid("127.0.0.1:3000", "a b")).toBe(false);
  });
});

describe("loggedPath", () => {
  it("keeps a refused path's start and cuts a personal link's token to a few characters", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(loggedPath(`/membership/${token}%00`)).toBe("/membership/AbCd…");
    expect(loggedPath(`/membership/${token}%E0%A4%A`)).toBe("/membership/AbCd…");
    expect(loggedPath("/events/a%00b")).toBe("/events/a%00b");
  });
});

describe("refusalLog", () => {
  it("writes the first refusal of a kind in a minute, then one line a minute with the count", () => {
    const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
    let clock = 1_000_000;
    const refused = refusalLog({ warn: (details: object, message: string) => lines.push({ details: details as Record<string, unknown>, message }) } as never, () => clock);
    for (let i = 0; i < 50; i++) refused("kind a", { path: "/x" });
    refused("kind b", { path: "/y" });
    expect(lines.map((l) => [l.message, l.details.refusedSinceLastLine])).toEqual([
      ["kind a", 1],
      ["kind b", 1],
    ]);
    clock += 60_000;
    refused("kind a", { path: "/x" });
    expect(lines.at(-1)).toEqual({ message: "kind a", details: { path: "/x", refusedSinceLastLine: 50 } });
  });
});
