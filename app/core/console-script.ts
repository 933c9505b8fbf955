// What decides whether a console page loads the console's script (app/enhance/console.ts), read by
// the server (app/lib/console-script.server.ts) and the markup that opts out.

/**
 * On a form that posts: it needs no guard against a second press, because sending it twice is
 * harmless (log out) or because its answer is taken by another app and the page stays (a WhatsApp
 * message or a call prepared, app/components/admin/reach-list.tsx); a page with nothing else for
 * the script loads none. app/enhance/post-guard.ts reads the same attribute by name.
 */
export const NO_GUARD = "data-no-guard";
