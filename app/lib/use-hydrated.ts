// Tells a component whether the page has hydrated, so controls that only work with JavaScript
// (carousel buttons, the map and video loaders) can say so honestly in the server HTML.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false in the server HTML and during hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
