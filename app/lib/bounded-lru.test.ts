import { describe, expect, it } from "vitest";
import { BoundedLru } from "./bounded-lru.ts";

const lru = (maxBytes: number, maxEntries?: number, pinned?: (key: string) => boolean) =>
  new BoundedLru<string>({ maxBytes, ...(maxEntries ? { maxEntries } : {}), sizeOf: (v) => v.length, ...(pinned ? { pinned } : {}) });

describe("BoundedLru", () => {
  it("evicts the least recently used when over its bytes", () => {
    const cache = lru(10);
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.get("a");
    cache.set("c", "cccc");
    expect([...cache.keys()]).toEqual(["a", "c"]);
    expect(cache.bytes).toBe(8);
  });
  it("evicts when over its count", () => {
    const cache = lru(1000, 2);
    for (const k of ["a", "b", "c"]) cache.set(k, k);
    expect([...cache.keys()]).toEqual(["b", "c"]);
  });
  it("never evicts a pinned key, and drops a newcomer that cannot fit beside the pinned ones", () => {
    const cache = lru(10, 3, (k) => k === "/");
    cache.set("/", "home-page");
    for (let i = 0; i < 1000; i++) cache.set(`/about?fill=${i}`, "x");
    expect(cache.get("/")).toBe("home-page");
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.bytes).toBeLessThanOrEqual(10);
    cache.set("/big", "yy");
    expect(cache.get("/big")).toBeUndefined();
    expect(cache.get("/")).toBe("home-page");
  });
  it("replaces a value and keeps its bytes right; a value over the bound is not kept", () => {
    const cache = lru(10);
    cache.set("a", "aaaa");
    cache.set("a", "aa");
    expect(cache.bytes).toBe(2);
    cache.set("b", "b".repeat(11));
    expect(cache.get("b")).toBeUndefined();
    cache.delete("a");
    expect(cache.bytes).toBe(0);
  });
});
