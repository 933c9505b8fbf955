// The Chromium every browser tool of this project starts: Debian's, unless CHROMIUM_PATH names
// another, with no network beyond the site under test (no background or component downloads, no
// sync, no QUIC) and no GPU. Used by the end-to-end tests, the page audit and the helper scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
