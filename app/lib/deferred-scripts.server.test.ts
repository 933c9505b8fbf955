import { describe, expect, it } from "vitest";
import { WAITING_TYPE, deferModuleScripts } from "./deferred-scripts.server.ts";

// The shape React Router 7 writes: preloads hoisted into <head>, the module script near the end of
// <body>, followed by the classic scripts that stream the loader data.
const moduleCode = `;\nimport * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");`;
const page = (nonce = "") =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-B.js"${nonce}/><title>T</title></head>` +
  `<body><main>Hello</main><script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">${moduleCode}</script>` +
  `<!--$--><script${nonce}>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`;

/** A page with one preload per href, more than the loader adds in one slice. */
const withPreloads = (hrefs: string[]) =>
  `<html><head>${hrefs.map((h) => `<link rel="modulepreload" href="${h}"/>`).join("")}</head>` +
  `<body><script type="module" async="">${moduleCode}</script></body></html>`;
const assets = (...names: string[]) => names.map((x) => `/assets/${x}.js`);

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** Runs the loader against a small fake document; returns what it added and the pending steps. */
function runLoader(html: string, { readyState = "loading", visibilityState = "visible" } = {}) {
  const code = /<script(?: nonce="[^"]*")?>(\(function\(d,h\)[\s\S]*?)<\/script><\/head>/.exec(html)![1]!;
  const added: Added[] = [];
  const steps: (() => void)[] = [];
  const document = {
    readyState,
    visibilityState,
    hidden: visibilityState === "hidden",
    currentScript: { nonce: "n0nce" },
    head: { appendChild: (el: Added) => added.push(el) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_event: string, f: () => void) => steps.push(f),
    querySelector: (selector: string) => (selector === `script[type="${WAITING_TYPE}"]` ? { textContent: moduleCode } : null),
  };
  new Function("document", "requestAnimationFrame", "setTimeout", code)(
    document,
    (f: () => void) => steps.push(f),
    (f: () => void) => steps.push(f),
  );
  return { added, steps };
}

describe("deferModuleScripts", () => {
  it("removes the preloads, keeps the module script in place but inert, and leaves the rest", () => {
    const out = deferModuleScripts(page());
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    // Same elements in <body>, in the same order: hydration matches them as before.
    expect(out).toContain(
      `<main>Hello</main><script>window.__reactRouterContext = {};</script><script type="${WAITING_TYPE}">${moduleCode}</script><!--$-->`,
    );
    expect(out).toMatch(/<title>T<\/title><script>\(function\(d,h\)[\s\S]*<\/script><\/head>/);
  });

  it("adds the preloads and a runnable module script only once the page is parsed and painted", () => {
    const { added, steps } = runLoader(deferModuleScripts(page()));
    for (const step of ["DOMContentLoaded", "animation frame"]) {
      expect(added, `nothing before ${step}`).toEqual([]);
      steps.shift()!();
    }
    expect(added).toEqual([]);
    steps.shift()!(); // the task after the frame
    expect(added.map((e) => e.href ?? e.type)).toEqual(["/assets/entry.client-A.js", "/assets/framework-B.js", "module"]);
    expect(added[2]).toMatchObject({ nonce: "n0nce", textContent: moduleCode });
  });

  it("adds the preloads three at a time, leaving the browser free in between, then the module script", () => {
    const hrefs = assets("a", "b", "c", "d");
    const { added, steps } = runLoader(deferModuleScripts(withPreloads(hrefs)));
    steps.shift()!(); // DOMContentLoaded
    steps.shift()!(); // the animation frame
    steps.shift()!(); // the task after it: the first slice
    expect(added.map((e) => e.href)).toEqual(hrefs.slice(0, 3));
    expect(steps, "the rest waits for a task of its own").toHaveLength(1);
    steps.shift()!();
    expect(added.map((e) => e.href ?? e.type)).toEqual([...hrefs, "module"]);
    expect(steps).toEqual([]);
  });

  it("loads in one go in a tab that is not shown (its timers are slowed)", () => {
    const hrefs = assets("a", "b", "c", "d", "e", "f", "g");
    const { added, steps } = runLoader(deferModuleScripts(withPreloads(hrefs)), { readyState: "interactive", visibilityState: "hidden" });
    expect(added).toHaveLength(8);
    expect(steps).toEqual([]);
  });

  it("loads as soon as the page is parsed in a tab that is not shown (it is not painted until then)", () => {
    const { added } = runLoader(deferModuleScripts(page()), { readyState: "interactive", visibilityState: "hidden" });
    expect(added).toHaveLength(3);
  });

  it("gives the loader the nonce of a server-rendered page", () => {
    const out = deferModuleScripts(page(' nonce="abc"'));
    expect(out).toContain('<script nonce="abc">(function(d,h)');
    expect(out).toContain(`<script nonce="abc" type="${WAITING_TYPE}">`);
  });

  it("leaves a page it has rewritten as it is (a kept page is finished again for each copy)", () => {
    const once = deferModuleScripts(page(' nonce="abc"'));
    expect(deferModuleScripts(once)).toBe(once);
  });

  it("leaves a page without a module script as it is", () => {
    const html = "<html><head></head><body><p>Not found</p></body></html>";
    expect(deferModuleScripts(html)).toBe(html);
  });
});
