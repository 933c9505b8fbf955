import fs from "node:fs";

// The Chromium every browser tool of this project starts: Debian's, unless CHROMIUM_PATH names
// another, with no network beyond the site under test (no background or component downloads, no
// sync, no QUIC) and no GPU. Used by the end-to-end tests, the page audit and the helper scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser of the end-to-end tests: Chromium's headless shell (Debian's chromium-headless-shell,
 * the same Blink without the browser's window, address bar and their pages), which is what
 * Playwright itself runs for headless tests when it brings its own browsers. On the test machine a
 * page load costs it about 0.10 CPU seconds against 0.25 for the full browser in headless mode
 * (decision 034). CHROMIUM_HEADLESS_SHELL_PATH names another shell, CHROMIUM_PATH
 * another browser; with neither and no shell installed, the full browser above.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const browserNamed = Boolean(process.env.CHROMIUM_PATH || process.env.CHROME_PATH);
export const e2eInHeadlessShell = Boolean(process.env.CHROMIUM_HEADLESS_SHELL_PATH) || (!browserNamed && fs.existsSync(headlessShellPath));
export const e2eBrowserPath = e2eInHeadlessShell ? headlessShellPath : chromiumPath;

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * For the end-to-end tests: nothing the browser asks for leaves the machine. Every host name but the
 * loopback's resolves to nothing, and whatever would still go out (an address written as digits) is
 * sent to a proxy on a closed local port. Done in the browser instead of by intercepting each
 * request in the test, which costs a round trip to the test process per request and turns off the
 * browser's cache.
 */
export const offlineChromiumFlags = [
  ...chromiumFlags,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=localhost;127.0.0.1;[::1]",
];
