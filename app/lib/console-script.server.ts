// Whether a console page loads the console's script (app/enhance/console.ts, decision 043). The
// root layout writes its tag on every console page React does not hydrate; the server takes it out
// again when nothing on the page needs it, read from the finished HTML: a page of links, tables and
// searches costs no script at all, and a page added later gets the script as soon as it has a form
// that posts or an element naming a module.
import { NO_GUARD } from "#app/core/console-script.ts";

/** A <form> whose method is post and that is not marked NO_GUARD (in either order of attributes). */
const guardedPost = new RegExp(`<form\\b(?![^>]*\\s${NO_GUARD}[\\s=>])[^>]*\\smethod="post"`, "i");
/** An element naming a module of app/enhance/ (a print button, an error summary). */
const module = /\sdata-module="[^"]/;

/** Whether `html` (a console page) has something the console's script acts on. */
export function consoleNeedsScript(html: string): boolean {
  return guardedPost.test(html) || module.test(html);
}

/** `html` without the tag of the console's script (`src`) when nothing on the page needs it. */
export function withConsoleScriptIfNeeded(html: string, src: string): string {
  const tag = `<script type="module" src="${src}"></script>`;
  if (!src || !html.includes(tag) || consoleNeedsScript(html)) return html;
  return html.replace(tag, "");
}
