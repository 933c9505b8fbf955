import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightDisabledFeatures, testChromiumFlags } from "./chromium.ts";

describe("the end-to-end tests' Chromium flags", () => {
  it("repeat every feature the installed Playwright turns off, since Chromium keeps only the last --disable-features", () => {
    // Playwright's own list, read from its bundle (where it builds its Chromium switches).
    const dir = path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
    const bundle = fs.readFileSync(path.join(dir, "lib/coreBundle.js"), "utf8");
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
    expect(list, "Playwright's list of disabled features was not found in its bundle: check it by hand").toBeDefined();
    const theirs = [...list!.replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((f) => !playwrightDisabledFeatures.includes(f!))).toEqual([]);
    const ours = testChromiumFlags.filter((f) => f.startsWith("--disable-features="));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.split("=")[1]!.split(",")).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, "RenderDocument"]));
  });
});
