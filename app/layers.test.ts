// Dependencies run one way (README, Layout): core ← content ← schemas ← lib; core/content ← components
// ← islands ← routes; hooks (React hooks and browser helpers) ← components, islands, routes; enhance
// (the framework-free browser modules, built as a file of their own) stands alone. Around app/:
// server/ (the Express layer) uses app/'s core, content, schemas and lib; the root config files
// (vite.config.ts, react-router.config.ts, ...) use app/ and scripts/lib/; app/ uses nothing of the
// project outside itself. This test reads every module's imports and fails when one reaches a part
// it must not, e.g. content importing lib, core importing anything else of the app, a component
// importing enhance, app/ importing server/ or scripts/, or server/ importing a route.
// Test files are not checked (a test may reach further, as app/content/illustrations.test.ts does).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = import.meta.dirname;
const rootDir = path.dirname(appDir);

/** What each layer of app/ may import besides itself (and npm packages). */
const allowed: Record<string, readonly string[]> = {
  core: [],
  enhance: [],
  content: ["core"],
  schemas: ["core", "content"],
  lib: ["core", "content", "schemas"],
  // React hooks and browser helpers (deferred components, typed text kept
  // through hydration): React and the DOM only.
  hooks: [],
  components: ["core", "content", "schemas", "lib", "hooks"],
  // The parts of public pages React hydrates on their own (the forms): their routes render them.
  islands: ["core", "content", "schemas", "lib", "hooks", "components"],
  routes: ["core", "content", "schemas", "lib", "hooks", "components", "islands"],
};

/**
 * What each part of the project around app/'s layers may import besides itself (and npm packages).
 * A part is a folder of the project ("server", "scripts/lib"), a layer of app/ ("app/lib"), all of
 * app/ ("app": every layer and app/'s own files such as root.tsx), or "config": the root's
 * *.config.ts files.
 */
const allowedAround: Record<string, readonly string[]> = {
  // The site itself: it never reaches the Express layer, the scripts, the tests or the config files.
  app: [],
  // The Express layer: the app's server-side code and words, never its React parts.
  server: ["app/core", "app/content", "app/schemas", "app/lib"],
  // vite.config.ts, react-router.config.ts, drizzle.config.ts, playwright.config.ts, vitest*.config.ts.
  config: ["app", "scripts/lib"],
};

/** The project's import aliases (package.json "imports", e.g. "#app/*": "./app/*"), as prefix → folder. */
const aliases: [string, string][] = Object.entries(
  (JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ""), path.join(rootDir, target.replace(/\*$/, ""))]);

const configFiles = fs
  .readdirSync(rootDir)
  .filter((name) => /\.config\.ts$/.test(name))
  .map((name) => path.join(rootDir, name));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file an import specifier of `file` points at, or undefined for npm packages. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? path.join(alias[1], specifier.slice(alias[0].length)) : undefined;
}

/** The app layer an import specifier of `file` lands in, or undefined for packages and files outside app/. */
function layerOf(file: string, specifier: string): string | undefined {
  const target = targetOf(file, specifier);
  if (!target) return undefined;
  const relative = path.relative(appDir, target);
  if (relative.startsWith("..")) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * The part of the project a file is in: "app/<layer>" or "app" in app/, "server", "scripts/lib",
 * "scripts", "tests", "config" for the root's *.config.ts files; undefined elsewhere (packages,
 * build output, migrations).
 */
function partOf(file: string): string | undefined {
  if (configFiles.includes(file)) return "config";
  const relative = path.relative(rootDir, file);
  if (relative.startsWith("..")) return undefined;
  const [top, next] = relative.split(path.sep);
  if (top === "app") return next && next in allowed ? `app/${next}` : "app";
  if (top === "scripts") return next === "lib" ? "scripts/lib" : "scripts";
  if (top === "server" || top === "tests") return top;
  return undefined;
}

/** Whether `part` is `whole` or lies inside it ("app/lib" is inside "app"). */
function within(part: string, whole: string): boolean {
  return part === whole || part.startsWith(`${whole}/`);
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

/** The message for `file` of `part` importing `specifier` when `mayImport` does not allow it, else undefined. */
function aroundProblem(file: string, part: string, specifier: string, mayImport: readonly string[]): string | undefined {
  const target = targetOf(file, specifier);
  const targetPart = target && partOf(target);
  if (!targetPart || within(targetPart, part) || mayImport.some((allowedPart) => within(targetPart, allowedPart))) return undefined;
  const may = mayImport.length ? `only ${mayImport.join(", ")}` : "nothing of the project outside itself";
  return `${path.relative(rootDir, file)} (${part}) imports ${specifier} (${targetPart}), but ${part} may import ${may}`;
}

function violations(): string[] {
  const problems: string[] = [];
  for (const [layer, mayImport] of Object.entries(allowed)) {
    for (const file of sourceFiles(path.join(appDir, layer))) {
      for (const specifier of importsOf(file)) {
        const target = layerOf(file, specifier);
        if (!target || target === layer || !(target in allowed)) continue;
        if (!mayImport.includes(target)) {
          const may = mayImport.length ? `only ${mayImport.join(", ")}` : "no other layer";
          problems.push(`${path.relative(appDir, file)} (${layer}) imports ${specifier} (${target}), but ${layer} may import ${may}`);
        }
      }
    }
  }
  return problems;
}

function violationsAround(): string[] {
  const filesOf = (part: string) => (part === "config" ? configFiles : sourceFiles(path.join(rootDir, part)));
  return Object.entries(allowedAround).flatMap(([part, mayImport]) =>
    filesOf(part).flatMap((file) => importsOf(file).flatMap((specifier) => aroundProblem(file, part, specifier, mayImport) ?? [])),
  );
}

describe("layers", () => {
  it("every layer imports only the layers below it", () => {
    expect(violations()).toEqual([]);
  });

  it("app/ imports nothing around it; server/ and the config files import only what they may", () => {
    expect(violationsAround()).toEqual([]);
  });

  it("the check reads real imports", () => {
    const content = sourceFiles(path.join(appDir, "content"));
    expect(content.length).toBeGreaterThan(20);
    expect(content.flatMap(importsOf)).toContain("#app/core/site.ts");
    expect(layerOf(path.join(appDir, "content", "x.ts"), "#app/lib/seo.ts")).toBe("lib");
    expect(layerOf(path.join(appDir, "content", "offerings", "x.ts"), "../../lib/seo.ts")).toBe("lib");
  });

  it("the check around app/ knows the parts and names what breaks the rule", () => {
    expect(configFiles.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["vite.config.ts", "react-router.config.ts", "drizzle.config.ts", "playwright.config.ts", "vitest.config.ts"]),
    );
    expect(sourceFiles(path.join(rootDir, "server")).flatMap(importsOf)).toContain("#app/lib/finish-page.server.ts");
    const server = path.join(rootDir, "server", "x.ts");
    expect(partOf(path.join(appDir, "hooks", "x.ts"))).toBe("app/hooks");
    expect(partOf(path.join(appDir, "root.tsx"))).toBe("app");
    expect(partOf(path.join(rootDir, "scripts", "lib", "x.ts"))).toBe("scripts/lib");
    expect(aroundProblem(server, "server", "#app/lib/seo.ts", allowedAround.server!)).toBeUndefined();
    expect(aroundProblem(server, "server", "./page-cache.ts", allowedAround.server!)).toBeUndefined();
    expect(aroundProblem(server, "server", "#app/routes/home.tsx", allowedAround.server!)).toBe(
      "server/x.ts (server) imports #app/routes/home.tsx (app/routes), but server may import only app/core, app/content, app/schemas, app/lib",
    );
    expect(aroundProblem(path.join(appDir, "lib", "x.ts"), "app", "../../server/app.ts", allowedAround.app!)).toBe(
      "app/lib/x.ts (app) imports ../../server/app.ts (server), but app may import nothing of the project outside itself",
    );
    expect(aroundProblem(path.join(rootDir, "vite.config.ts"), "config", "./scripts/run.js", allowedAround.config!)).toMatch(
      /\(scripts\), but config may import only app, scripts\/lib$/,
    );
  });
});
