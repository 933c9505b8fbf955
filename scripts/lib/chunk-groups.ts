// Which app modules the browser build puts in one file (vite.config.ts, codeSplitting): what the
// pages React hydrates on the public site share, read from the import graph. Those
// pages are the routes whose module says `hydrate: true` (root.tsx, PageHandle: /contact,
// /join-us, an event's page); every other public page loads no React and none of this
// (docs/decisions/018-reading-pages-without-react.md). Left to itself, the bundler cuts their
// shared code into some thirty small files, each a request with its headers and a gzip frame of
// its own; in one file a form page costs fewer bytes and fewer round trips. Nothing here names a
// file but the route table: a module joins the file by being imported.
import fs from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");

const importsCache = new Map<string, string[]>();

/**
 * The app modules `file` imports statically, as absolute paths: what is loaded with it. Left out:
 * `import type` (erased), import() (loaded later, in a chunk of its own), packages, non-code files
 * (the stylesheet) and *.server modules (never in the browser build).
 */
export function staticImports(file: string): string[] {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const program = parseAst(fs.readFileSync(file, "utf8"), { lang: file.endsWith(".tsx") ? "tsx" : "ts" }, file);
  const specifiers: string[] = [];
  for (const node of program.body) {
    if (node.type === "ImportDeclaration" && node.importKind !== "type") specifiers.push(node.source.value);
    else if ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") && node.source && node.exportKind !== "type")
      specifiers.push(node.source.value);
  }
  const found = specifiers.flatMap((specifier) => {
    const target = resolveImport(file, specifier);
    return target && !/\.server\.tsx?$/.test(target) ? [target] : [];
  });
  importsCache.set(file, found);
  return found;
}

function resolveImport(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("#app/")) target = path.join(appDir, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  if (!/\.tsx?$/.test(target)) return undefined; // the stylesheet, ./+types/… (types only)
  if (!fs.existsSync(target)) throw new Error(`${path.relative(root, file)} imports ${specifier}, which does not exist`);
  return target;
}

/** `files` and every app module they reach through static imports. */
export function reachable(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...files];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
}

/** Route files (from app/) whose module asks to be hydrated (`hydrate: true`), the console's left out. */
export function hydratedRoutes(routes: readonly RouteConfigEntry[]): string[] {
  const files = (entries: readonly RouteConfigEntry[]): string[] => entries.flatMap((e) => [e.file, ...files(e.children ?? [])]);
  return [...new Set(files(routes))].filter(
    (file) => !file.startsWith("routes/admin/") && /\bhydrate:\s*true\b/.test(fs.readFileSync(path.join(appDir, file), "utf8")),
  );
}

/**
 * The app modules (absolute paths) that the root layout imports statically, and those that at
 * least two of the hydrated public pages import statically: what every form page loads anyway.
 * A module one page alone imports stays with that page. The route modules themselves are left
 * out (each stays the entry React Router loads).
 */
export function formPagesModules(routes: readonly RouteConfigEntry[]): Set<string> {
  const layout = path.join(appDir, "root.tsx");
  const pages = hydratedRoutes(routes).map((file) => path.join(appDir, file));
  const uses = new Map<string, number>();
  for (const page of pages) for (const module of reachable([page])) uses.set(module, (uses.get(module) ?? 0) + 1);
  const modules = new Set([...reachable([layout]), ...[...uses].filter(([, count]) => count >= 2).map(([module]) => module)]);
  for (const entry of [layout, ...pages]) modules.delete(entry);
  return modules;
}
