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
