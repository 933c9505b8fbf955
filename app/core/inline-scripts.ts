// The inline scripts a page may carry whose text never changes. The Content-Security-Policy allows
// each by the SHA-256 hash of its text (server/app.ts), which is as strict as a nonce for a script
// that is the same in every page: only that exact text runs. So a page needs no nonce for them, and
// a page kept to be sent many times can be the same bytes for every visitor. An inline script whose
// text varies (React Router's hydration data on the console) still carries the response's nonce.
// Pure, for browser and server.

/** Where the text size chosen on app/enhance/text-size.ts's control is kept (the same key there). */
const TEXT_SIZE_STORAGE_KEY = "text-size";

/**
 * Runs in <head> before first paint: applies the remembered size, and adds class "js" so that
 * controls needing JavaScript show and their plain-HTML stand-ins hide (app.css). Inline rather
 * than a file because a render-blocking request would delay every page's first paint.
 */
export const textSizeBootScript =
  `(function(r){r.classList.add("js");try{var s=localStorage.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)});` +
  `if(s=="large"||s=="larger")r.setAttribute("data-text-size",s)}catch(e){}})(document.documentElement)`;

/** Every inline script allowed by its hash. */
export const fixedInlineScripts: readonly string[] = [textSizeBootScript];
