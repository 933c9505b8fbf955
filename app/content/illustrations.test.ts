// The drawings: every one listed is a file, every file is listed, each is the
// generator's current output, safe to serve (no script, handler or outside address) and small.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawIllustration } from "../../scripts/generate-illustrations.ts";
import { drawnPortrait, illustrationNames, illustrations } from "./illustrations.ts";

const dir = path.join(import.meta.dirname, "../../public/illustrations");

describe("the drawings in public/illustrations", () => {
  it("are exactly the listed ones, each as the generator draws it today", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".svg")).sort();
    expect(files).toEqual(illustrationNames.map((n) => `${n}.svg`).sort());
    for (const name of illustrationNames) {
      expect(fs.readFileSync(path.join(dir, `${name}.svg`), "utf8"), `${name}.svg is out of date: npx tsx scripts/generate-illustrations.ts`).toBe(drawIllustration(illustrations[name]));
    }
  });

  it.each(illustrationNames)("%s.svg is a safe, small 4:3 SVG with a title", (name) => {
    const svg = fs.readFileSync(path.join(dir, `${name}.svg`), "utf8");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 600"');
    expect(svg).toContain(`<title>${illustrations[name].alt}</title>`);
    expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|url\(|<foreignObject|<image/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(3_000);
  });

  it("gives every drawing words that say what it shows, and a person the same portrait every time", () => {
    for (const name of illustrationNames) expect(illustrations[name].alt.length).toBeGreaterThan(10);
    expect(drawnPortrait("Kamala Rao")).toEqual(drawnPortrait("Kamala Rao"));
    // Words for the visitor: who, and what the picture shows; nothing about a photograph to come.
    expect(drawnPortrait("Kamala Rao").alt).toMatch(/^Kamala Rao, shown as a drawing of a person with /);
    expect(drawnPortrait("Kamala Rao").alt).not.toMatch(/photo|portrait/i);
  });
});
