import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./deferred-scripts.server.ts";

// The shape React Router 7 writes: preloads hoisted into <head>, the module script near the end of
// <body>, followed by the classic scripts that stream the loader data.
const page = (nonce = "") =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-B.js"${nonce}/><title>T</title></head>` +
  `<body><main>Hello</main><script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nwindow.x = "</div>";\nimport("/assets/entry.client-A.js");</script>` +
  `<script${nonce}>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** Runs the replacement loader against a tiny fake document and returns what it added. */
function runLoader(html: string, visibilityState = "visible") {
  const script = /<script(?: nonce="[^"]*")?>(\(function\(d,h,c\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }[] = [];
  const frames: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: "n0nce" },
    head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    createElement: (tag: string) => ({ tag }),
  };
  new Function("document", "requestAnimationFrame", "setTimeout", script)(
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => frames.push(f),
  );
  return { added, frames };
}

describe("deferModuleScripts", () => {
  it("takes the preloads and the module script out of the HTML and leaves the rest", () => {
    const out = deferModuleScripts(page());
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain("<main>Hello</main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(out).toContain("streamController.close()");
    // Nothing in the embedded code can end the script element early.
    expect(out.match(/<\/script>/g)).toHaveLength(3);
  });

  it("adds them back only after the first paint, with the page's nonce", () => {
    const { added, frames } = runLoader(deferModuleScripts(page()));
    expect(added).toEqual([]);
    frames.shift()!(); // the animation frame: the page is being painted
    expect(added).toEqual([]);
    frames.shift()!(); // the task after it
    expect(added.map((e) => e.href ?? e.type)).toEqual(["/assets/entry.client-A.js", "/assets/framework-B.js", "module"]);
    const module = added[2]!;
    expect(module.nonce).toBe("n0nce");
    expect(module.textContent).toContain('import * as route0 from "/assets/root-C.js";');
    expect(module.textContent).toContain('window.x = "</div>";');
  });

  it("loads at once in a tab that is not shown (it is not painted until then)", () => {
    const { added } = runLoader(deferModuleScripts(page()), "hidden");
    expect(added).toHaveLength(3);
  });

  it("keeps the nonce attribute of a server-rendered page on the replacement", () => {
    const out = deferModuleScripts(page(' nonce="abc"'));
    expect(out).toContain('<script nonce="abc">(function(d,h,c)');
  });

  it("leaves a page without a module script as it is", () => {
    const html = "<html><head></head><body><p>Not found</p></body></html>";
    expect(deferModuleScripts(html)).toBe(html);
  });
});
