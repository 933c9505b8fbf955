// Tells a component whether the page has hydrated, so controls that only work with JavaScript
// (carousel buttons, the map and video loaders) can say so honestly in the server HTML.
//
// Not useSyncExternalStore (the usual idiom): its server/client snapshot difference makes React
// re-render every user synchronously right after hydration, in the same task as hydration's
// commit. On /testimonials (carousel + two videos) that task measured 75-100 ms in Lighthouse's
// runs (blocking time 250-500 ms); here the switch is a transition, which React splits up.
import { startTransition, useEffect, useState } from "react";

/** Set once the first component using it has mounted in the browser: later mounts (client-side
 * navigations) start enabled, with nothing to wait for. */
let pageHydrated = false;

/** false in the server HTML and during hydration, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
