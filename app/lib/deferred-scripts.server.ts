// Owns when the browser starts fetching React on the pages it hydrates (the forms and the console;
// reading pages carry no React Router scripts at all, docs/decisions/018-reading-pages-without-react.md):
// after the first paint, not while the page is still being drawn. Every page is complete and
// readable as HTML; its JavaScript (about 125 KB gzip on a form page, most of it React and React
// Router) only makes controls interactive. React Router writes it as <link rel="modulepreload"> tags (hoisted into <head>) and one inline module
// script that imports it. On a slow phone connection those downloads compete with the page itself,
// and Lighthouse's simulation counts any that finish before the first paint as needed for it
// (docs/performance.md: the same page scored 94 or 100 depending on that race; /contact scored 94
// again, three runs of three, when issue 23 tried it without this).
//
// deferModuleScripts() rewrites the page's HTML as it is finished (app/lib/finish-page.server.ts): the
// preload tags go, the module script stays in place under a type the browser does not run, and a
// small classic script at the end of <head> adds the preloads and a runnable copy of the module
// script once the page has been parsed and painted (app/entry.client.tsx waits for the same moment
// before hydrating). Hydration is unaffected: React 19 matches the waiting <script> by tag, finds
// the preloads in <head> by their href, and skips the added elements in <head> as it skips
// extensions' tags.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">([\s\S]*?)<\/script>/;
/** A script type browsers neither fetch for nor run: the module script waits under it. */
export const WAITING_TYPE = "text/x-module-after-paint";
/** How many preloads the loader adds before it lets the browser do other work. */
const PER_SLICE = 3;

/**
 * The loader at the end of <head>: once the page is parsed (DOMContentLoaded) and painted
 * (requestAnimationFrame, then a task), it adds the preloads and a runnable copy of the waiting
 * module script, with its own nonce so the Content-Security-Policy admits it. A page opened in a
 * background tab loads as soon as it is parsed (it is not painted until shown). `hrefs` are site
 * paths from React Router's manifest.
 *
 * Adding a preload costs the browser a millisecond or two of main-thread work (a request is set up
 * for each), and a page has a dozen or more: 19–40 ms in one go on the measuring machine, four
 * times that on the phone Lighthouse simulates, long enough to hold up a tap. So the preloads go
 * three at a time, the browser free to answer in between (a timer task each), and the module
 * script after the last. A tab that is not shown takes them in one go: its timers are slowed.
 */
function loader(hrefs: string[]): string {
  // Written small by hand: it is inlined in every hydrated page and counted in the first-load budget.
  // (`currentScript` is always set while an inline classic script runs; `hidden` is true exactly
  // when the tab is not shown.)
  return (
    `(function(d,h){var n=d.currentScript.nonce,i=0;` +
    `function go(){while(i<h.length){var l=d.createElement("link");l.rel="modulepreload";l.href=h[i++];d.head.appendChild(l);` +
    `if(i%${PER_SLICE}<1&&!d.hidden)return setTimeout(go)}` +
    `var w=d.querySelector('script[type="${WAITING_TYPE}"]');` +
    `if(w){var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=w.textContent;d.head.appendChild(s)}}` +
    `function f(){d.hidden?go():requestAnimationFrame(function(){setTimeout(go)})}` +
    `d.readyState=="loading"?d.addEventListener("DOMContentLoaded",f):f()})` +
    `(document,${JSON.stringify(hrefs).replace(/</g, "\\u003c")})`
  );
}

/**
 * The page's HTML with its JavaScript fetched after the first paint; unchanged if it has none, or
 * has been rewritten already (a kept page goes through finishPage again for each copy).
 */
export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [tag, attributes = "", moduleCode = ""] = script;
  if (!html.includes("</head>")) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  // The nonce attribute, if the page has one, goes on the loader too.
  const nonce = /\snonce="[^"]*"/.exec(attributes)?.[0] ?? "";
  return html
    .replace(PRELOAD, "")
    .replace(tag, () => `<script${attributes} type="${WAITING_TYPE}">${moduleCode}</script>`)
    .replace("</head>", () => `<script${nonce}>${loader(hrefs)}</script></head>`);
}
