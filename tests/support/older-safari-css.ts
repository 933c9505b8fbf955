// The site's stylesheet as Safari 15.4 to 16.3 reads it, for browser tests in Chromium: no
// registered custom properties (@property, Safari 16.4), no color-mix() (16.2), no container queries
// (16.0), so what the site writes for their absence applies; and Tailwind's own stand-in for @property applies, as its @supports test is written to
// do in those versions. Media queries need no change: the build writes them without range syntax.

/** `css` without the blocks that start where `start` matches (each block's braces balanced). */
function withoutBlocks(css: string, start: RegExp): string {
  let out = "";
  let from = 0;
  for (const match of css.matchAll(new RegExp(start.source, "g"))) {
    if (match.index < from) continue;
    const open = css.indexOf("{", match.index);
    let depth = 0;
    let end = open;
    for (; end < css.length; end++) {
      if (css[end] === "{") depth++;
      else if (css[end] === "}" && --depth === 0) break;
    }
    out += css.slice(from, match.index);
    from = end + 1;
  }
  return out + css.slice(from);
}

export function asOlderSafariReadsIt(css: string): string {
  let older = withoutBlocks(css, /@property /);
  older = withoutBlocks(older, /@supports \(color:color-mix\(/);
  older = withoutBlocks(older, /@container /);
  // Tailwind's test for "no @property": Safari without margin-trim (before 16.4), Firefox without relative colours.
  older = older.replace(/@supports \(\(\(-webkit-hyphens:none\)\) and \(not \(margin-trim:[a-z]+\)\)\) or \([^{]*\)\{/, "@supports (display:block){");
  // What the site writes for a browser without container queries.
  older = older.replaceAll("@supports not (container-type:inline-size)", "@supports (display:block)");
  return older;
}
