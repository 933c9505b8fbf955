// First stop for keyboard users: jumps past the header straight to the page's content.
import { frameCopy } from "#app/content/frame.ts";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 underline focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {frameCopy.skipLink}
    </a>
  );
}
