// Owns when the browser starts fetching the page's JavaScript: after the first paint, not while
// the page is still being drawn. Every page is complete and readable as HTML; its JavaScript
// (about 120 KB gzip, most of it React and React Router) only makes controls interactive. React
// Router writes it as <link rel="modulepreload"> tags (hoisted into <head>) and one inline module
// script that imports it. On a slow phone connection those downloads compete with the page itself,
// and Lighthouse's simulation counts any that finish before the first paint as needed for it
// (docs/performance.md: the same page scored 94 or 100 depending on that race).
//
// deferModuleScripts() rewrites the finished HTML: the preload tags and the module script become
// one small classic script that adds them back once the page has been painted (the same moment
// app/entry.client.tsx waits for before hydrating). Hydration is unaffected: React 19 matches the
// replacement <script> by tag, finds the preloads in <head> by their href, and skips the added
// module script in <head> as it skips extensions' tags.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The loader that replaces the module script: waits for the first paint (requestAnimationFrame,
 * then a task), adds the preloads and the module script back, with this script's own nonce so the
 * Content-Security-Policy admits it. A page opened in a background tab loads at once (it is not
 * painted until shown).
 */
function loader(hrefs: string[], moduleCode: string): string {
  return (
    `(function(d,h,c){var n=d.currentScript&&d.currentScript.nonce;function go(){` +
    `h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;d.head.appendChild(s)}` +
    `if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(go,0)});else go()})` +
    `(document,${scriptJson(hrefs)},${scriptJson(moduleCode)})`
  );
}

/** The page's HTML with its JavaScript fetched after the first paint; unchanged if it has none. */
export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [tag, attributes, moduleCode] = script;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  // The nonce attribute, if the page has one, stays on the replacement.
  const nonce = /\snonce="[^"]*"/.exec(attributes ?? "")?.[0] ?? "";
  const replacement = `<script${nonce}>${loader(hrefs, moduleCode ?? "")}</script>`;
  return html.replace(PRELOAD, "").replace(tag, () => replacement);
}
