// What each bundle group of the browser build holds and which groups each page loads, read from the
// sources (no build). A change here changes what visitors download: the frame is loaded by every
// page, the forms by every page with a form. When this fails on purpose (a new import, a renamed
// module), update the lists below and say in the change what it costs or saves
// (AUDIT_LIST_FILES=1 npm run audit:pages -- --skip-lighthouse shows the files each page loads).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAst } from "vite";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { chunkGroups, reachable, root, staticImports, type GroupName } from "./chunk-groups.ts";

const expectedGroups: Record<GroupName, string[]> = {
  frame: [
    "app/components/site/call-link.tsx",
    "app/components/site/chat-button.tsx",
    "app/components/site/chat-step-aside.ts",
    "app/components/site/error-panels.tsx",
    "app/components/site/footer.tsx",
    "app/components/site/header.tsx",
    "app/components/site/json-ld.tsx",
    "app/components/site/mobile-menu.tsx",
    "app/components/site/nav-link.tsx",
    "app/components/site/offerings-menu.tsx",
    "app/components/site/phone-text.tsx",
    "app/components/site/scroll-to-top.tsx",
    "app/components/site/site-nav.tsx",
    "app/components/site/skip-link.tsx",
    "app/components/site/text-size-control.tsx",
    "app/components/ui/button-link.tsx",
    "app/content/frame.ts",
    "app/content/navigation.ts",
    "app/content/offerings/index.ts",
    "app/core/site.ts",
    "app/lib/deferred-component.ts",
    "app/lib/nonce.tsx",
    "app/lib/seo.ts",
    "app/lib/structured-data.ts",
  ],
  forms: [
    "app/components/ui/alert.tsx",
    "app/components/ui/field-props.ts",
    "app/components/ui/field.tsx",
    "app/components/ui/form-error-summary.tsx",
    "app/components/ui/select.tsx",
    "app/components/ui/submit-button.tsx",
    "app/components/ui/text-input.tsx",
    "app/components/ui/textarea.tsx",
    "app/components/visitor-forms/exact-reference.tsx",
    "app/components/visitor-forms/form-section.tsx",
    "app/components/visitor-forms/submission-form.tsx",
    "app/components/visitor-forms/use-submission-form.ts",
    "app/content/form-words/common.ts",
    "app/core/form-token.ts",
    "app/lib/keep-typed-text.ts",
  ],
  "form-results": ["app/components/visitor-forms/use-page-result.ts", "app/core/readable-text.ts", "app/lib/submissions/client-action.ts", "app/schemas/form-data.ts"],
  "page-parts": ["app/components/site/page-hero.tsx", "app/components/site/section.tsx"],
};

/**
 * The groups each visitor page's own modules load at first, besides the frame (which every page
 * loads through the root layout). Read from the source, which also follows what a loader imports:
 * a group that only a loader reaches would be listed though the browser never loads it for that page.
 */
const expectedRoutes: Record<string, GroupName[]> = {
  "routes/home.tsx": ["page-parts"],
  "routes/about.tsx": ["page-parts"],
  "routes/offerings.tsx": ["page-parts"],
  "routes/offering.tsx": ["page-parts"],
  "routes/events.tsx": ["page-parts"],
  "routes/event.tsx": ["form-results", "forms"],
  "routes/event-cancel.tsx": ["forms"],
  "routes/gallery.tsx": ["page-parts"],
  "routes/testimonials.tsx": ["page-parts"],
  "routes/contact.tsx": ["form-results", "forms", "page-parts"],
  "routes/blog.tsx": ["form-results", "page-parts"],
  "routes/blog.$slug.tsx": [],
  "routes/join-us.tsx": ["form-results", "page-parts"],
  "routes/faq.tsx": ["page-parts"],
  "routes/privacy.tsx": ["page-parts"],
  "routes/terms.tsx": ["page-parts"],
  "routes/careers.tsx": ["page-parts"],
  "routes/newsletter-confirm.tsx": ["forms"],
  "routes/newsletter-unsubscribe.tsx": ["forms"],
  "routes/not-found.tsx": [],
};

const appFile = (relative: string) => path.join(root, relative);

/** Lines naming each module whose group differs from the expected one ("none": left to the bundler). */
function moved(expected: Record<string, string[]>, actual: Map<string, string>): string[] {
  const was = new Map(Object.entries(expected).flatMap(([group, files]) => files.map((f) => [f, group] as const)));
  const now = new Map([...actual].map(([file, group]) => [path.relative(root, file), group] as const));
  const files = [...new Set([...was.keys(), ...now.keys()])].sort();
  return files.flatMap((file) => {
    const before = was.get(file) ?? "none";
    const after = now.get(file) ?? (fs.existsSync(appFile(file)) ? "none" : "(no such file)");
    return before === after ? [] : [`${file}: was in ${before}, now in ${after}`];
  });
}

/** The page routes a visitor loads: the console and the resource routes (which send no script) left out. */
function visitorPages(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const at = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (at.startsWith("/admin")) return [];
    const children = visitorPages(entry.children ?? [], at);
    // A layout without a path of its own is a visitor's only if one of its pages is.
    if (entry.children?.length && entry.path === undefined && !children.length) return [];
    const source = fs.readFileSync(path.join(root, "app", entry.file), "utf8");
    const lang = entry.file.endsWith(".tsx") ? "tsx" : "ts";
    const isPage = parseAst(source, { lang }).body.some((node) => node.type === "ExportDefaultDeclaration");
    return [...(isPage ? [entry.file] : []), ...children];
  });
}

describe("bundle groups", () => {
  const groupOf = chunkGroups();

  it("each group holds the modules listed here", () => {
    const changes = moved(expectedGroups, groupOf);
    expect(changes, `modules changed bundle group:\n  ${changes.join("\n  ")}\n`).toEqual([]);
  });

  it("each visitor page loads the groups listed here", () => {
    const pages = [...new Set(visitorPages(routes))];
    const changes = pages.flatMap((file) => {
      const loads = new Set([...reachable([path.join(root, "app", file)])].map((m) => groupOf.get(m)));
      const now = (["form-results", "forms", "page-parts"] as const).filter((g) => loads.has(g)).join(", ") || "none";
      const before = expectedRoutes[file];
      if (!before) return [`${file}: not listed here, loads ${now}`];
      const was = before.join(", ") || "none";
      return was === now ? [] : [`${file}: loaded ${was}, now ${now}`];
    });
    for (const file of Object.keys(expectedRoutes)) if (!pages.includes(file)) changes.push(`${file}: listed here, no longer a visitor page`);
    expect(changes, `pages load other bundle groups:\n  ${changes.join("\n  ")}\n`).toEqual([]);
  });

  it("the frame is what the root layout imports, directly or not, and nothing else but the deferred-loading helper", () => {
    const fromRoot = reachable([appFile("app/root.tsx")]);
    fromRoot.delete(appFile("app/root.tsx"));
    const frame = [...groupOf].filter(([, g]) => g === "frame").map(([f]) => f);
    expect(frame.filter((f) => !fromRoot.has(f)).map((f) => path.relative(root, f))).toEqual(["app/lib/deferred-component.ts"]);
    expect([...fromRoot].filter((f) => groupOf.get(f) !== "frame")).toEqual([]);
  });

  it("reads the imports that load with a module: not types, not import(), not the stylesheet", () => {
    const fromRoot = staticImports(appFile("app/root.tsx")).map((f) => path.relative(root, f));
    expect(fromRoot).toContain("app/components/site/header.tsx");
    expect(fromRoot.every((f) => /^app\/.*\.tsx?$/.test(f))).toBe(true);
    // Receipt panel and facts are imported with import(): they load after a form is sent.
    const fromForm = staticImports(appFile("app/components/visitor-forms/submission-form.tsx")).map((f) => path.basename(f));
    expect(fromForm).toContain("form-section.tsx");
    expect(fromForm).not.toContain("receipt-panel.tsx");
    // use-submission-form imports schema-kit for a type only.
    expect(staticImports(appFile("app/components/visitor-forms/use-submission-form.ts")).map((f) => path.basename(f))).not.toContain("schema-kit.ts");
  });
});
