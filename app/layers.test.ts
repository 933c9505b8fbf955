// Dependencies run one way (README, Layout): core ← content ← schemas ← lib; core/content ← components
// ← islands ← routes; enhance (the framework-free browser modules, built as a file of their own) stands alone.
// This test reads every module's imports and fails when a layer reaches one it must not, e.g.
// content importing lib, core importing anything else of the app, or a component importing enhance.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = import.meta.dirname;

/** What each layer may import besides itself (and npm packages). */
const allowed: Record<string, readonly string[]> = {
  core: [],
  enhance: [],
  content: ["core"],
  schemas: ["core", "content"],
  lib: ["core", "content", "schemas"],
  components: ["core", "content", "schemas", "lib"],
  // The parts of public pages React hydrates on their own (the forms): their routes render them.
  islands: ["core", "content", "schemas", "lib", "components"],
  routes: ["core", "content", "schemas", "lib", "components", "islands"],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app layer an import specifier of `file` lands in, or undefined for packages and files outside app/. */
function layerOf(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("#app/")) target = path.join(appDir, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const relative = path.relative(appDir, target);
  if (relative.startsWith("..")) return undefined;
  return relative.split(path.sep)[0];
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

function violations(): string[] {
  const problems: string[] = [];
  for (const [layer, mayImport] of Object.entries(allowed)) {
    for (const file of sourceFiles(path.join(appDir, layer))) {
      for (const specifier of importsOf(file)) {
        const target = layerOf(file, specifier);
        if (!target || target === layer || !(target in allowed)) continue;
        if (!mayImport.includes(target)) problems.push(`${path.relative(appDir, file)} (${layer}) imports ${specifier} (${target})`);
      }
    }
  }
  return problems;
}

describe("layers", () => {
  it("every layer imports only the layers below it", () => {
    expect(violations()).toEqual([]);
  });

  it("the check reads real imports", () => {
    const content = sourceFiles(path.join(appDir, "content"));
    expect(content.length).toBeGreaterThan(20);
    expect(content.flatMap(importsOf)).toContain("#app/core/site.ts");
    expect(layerOf(path.join(appDir, "content", "x.ts"), "#app/lib/seo.ts")).toBe("lib");
    expect(layerOf(path.join(appDir, "content", "offerings", "x.ts"), "../../lib/seo.ts")).toBe("lib");
  });
});
