// The browser entry of the public pages with a form (app/islands/island.tsx). It is small and loads
// nothing at first: once the page has been painted, it loads React and each island's code and
// hydrates the islands, then marks <html data-hydrated>, which the browser tests wait for as a
// visitor waits for a form that answers. The server's HTML is complete and works on its own; on a
// slow connection, React's 66 KB must not compete with the page's own first paint for it.
//
// Built as an entry of its own (vite.config.ts); nothing it reaches may import React Router.
import type { ComponentType } from "react";
import type { IslandProps } from "./island.tsx";
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE, islandNames, type IslandName } from "./names.ts";

type IslandModule = { default: ComponentType<IslandProps<unknown>> };
const load: Record<IslandName, () => Promise<IslandModule>> = {
  contact: () => import("./contact.tsx") as Promise<IslandModule>,
  "join-us": () => import("./join-us.tsx") as Promise<IslandModule>,
  booking: () => import("./booking.tsx") as Promise<IslandModule>,
};

const isIslandName = (name: string | undefined): name is IslandName => islandNames.includes(name as IslandName);

function hydrateIslands() {
  const root = document.documentElement;
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  let waiting = elements.length;
  const done = () => {
    if (--waiting <= 0) root.dataset.hydrated = "true";
  };
  if (waiting === 0) root.dataset.hydrated = "true";
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    const script = document.querySelector(`script[${ISLAND_DATA_ATTRIBUTE}="${name}"]`);
    if (!isIslandName(name) || !script) {
      done();
      continue;
    }
    Promise.all([import("./hydrate.tsx"), load[name]()]).then(
      ([{ hydrateIsland }, { default: Component }]) => hydrateIsland(element, name, Component, JSON.parse(script.textContent ?? "null"), done),
      // The island's code could not be loaded (connection lost): its server HTML keeps working as a plain form.
      (error: unknown) => console.warn("Part of the page could not be loaded; its plain HTML version stays in use.", error),
    );
  }
}

// requestAnimationFrame runs just before the next paint; the timeout then lands just after it.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrateIslands, 0));
else hydrateIslands();
