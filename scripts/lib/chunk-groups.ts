// Which app modules the browser build bundles together (vite.config.ts, codeSplitting groups), read
// from the import graph rather than from a list of file names: a group is named by a few modules
// (its roots) and holds everything they import, directly or not. A module that is renamed or moved
// stays in its group as long as the same modules import it; a root that is renamed or moved stops
// the build with its name. scripts/lib/chunk-groups.test.ts lists what each group holds and which
// groups each route loads, so a change to either is seen in review.
import fs from "node:fs";
import path from "node:path";
import { parseAst } from "vite";

export const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");

export type GroupName = "form-results" | "frame" | "forms" | "page-parts";

type Group = {
  name: GroupName;
  /** Paths from the repository root. */
  roots: readonly string[];
  /** Roots that are not part of the group themselves (root.tsx is its route's own chunk). */
  rootsApart?: readonly string[];
};

/**
 * In the order the groups claim modules, which is their order of priority in vite.config.ts: a
 * module two groups reach stays with the first (the forms reach what reads a posted result, which
 * stays in form-results, and the frame's deferred-loading helper).
 */
export const groups: readonly Group[] = [
  // What a form page needs at once (its clientAction, reading a posted result): a small file of its
  // own, since /join-us loads its forms only when the visitor nears them.
  { name: "form-results", roots: ["app/lib/submissions/client-action.ts", "app/components/visitor-forms/use-page-result.ts"] },
  // The site frame: what the root layout imports, loaded on every page, so in one file. With it the
  // few lines that load a part of a page later (the forms, /events and /blog use them), not worth a
  // request of their own.
  { name: "frame", roots: ["app/root.tsx", "app/lib/deferred-component.ts"], rootsApart: ["app/root.tsx"] },
  // What every page with a public form (contact, join-us, blog, and the boxes that open later)
  // loads: the form frame, its state hook and the text controls. One file instead of a dozen small
  // ones, each costing a request. The checkboxes stay apart (only the application forms, loaded
  // later, use them), and so do the option lists (the FAQ and the privacy page name the plans).
  {
    name: "forms",
    roots: [
      "app/components/visitor-forms/submission-form.tsx",
      "app/components/visitor-forms/use-submission-form.ts",
      "app/components/ui/text-input.tsx",
      "app/components/ui/textarea.tsx",
      "app/components/ui/select.tsx",
    ],
  },
  // The hero and the sections nearly every content page is built from: one file instead of two that
  // every such page fetched apart (0.2–0.3 KB less on most routes, docs/performance.md).
  { name: "page-parts", roots: ["app/components/site/page-hero.tsx", "app/components/site/section.tsx"] },
];

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

/**
 * Each grouped module (absolute path) and its group; modules in none are left to the bundler. A group
 * holds all that its roots import because Rolldown would put those imports in the group's chunk
 * anyway (includeDependenciesRecursively): listed here, the test sees what the build does.
 */
export function chunkGroups(): Map<string, GroupName> {
  const groupOf = new Map<string, GroupName>();
  for (const group of groups) {
    const roots = group.roots.map((r) => path.join(root, r));
    const missing = roots.filter((r) => !fs.existsSync(r)).map((r) => path.relative(root, r));
    if (missing.length)
      throw new Error(`the "${group.name}" bundle group is named by ${missing.join(", ")}, which does not exist (scripts/lib/chunk-groups.ts)`);
    const apart = new Set((group.rootsApart ?? []).map((r) => path.join(root, r)));
    for (const file of reachable(roots)) {
      if (apart.has(file)) continue;
      if (!groupOf.has(file)) groupOf.set(file, group.name);
    }
  }
  return groupOf;
}
