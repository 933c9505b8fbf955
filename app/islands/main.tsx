// The browser entry of the public pages with a form (app/islands/island.tsx): React, and each
// island's own code, loaded when the page has one. It hydrates every island once the page has
// been painted (the server's HTML is complete and readable on its own; hydrating first would make
// a slow phone run React before showing anything), then marks <html data-hydrated>, which the
// browser tests wait for as a visitor waits for a form that answers.
//
// Built as an entry of its own (vite.config.ts); nothing it reaches may import React Router.
import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE, islandNames, readIslandData, type IslandName, type IslandProps } from "./island.tsx";

const load: Record<IslandName, () => Promise<{ default: ComponentType<IslandProps<unknown>> }>> = {
  contact: () => import("./contact.tsx") as Promise<{ default: ComponentType<IslandProps<unknown>> }>,
  "join-us": () => import("./join-us.tsx") as Promise<{ default: ComponentType<IslandProps<unknown>> }>,
  booking: () => import("./booking.tsx") as Promise<{ default: ComponentType<IslandProps<unknown>> }>,
};

const isIslandName = (name: string | undefined): name is IslandName => islandNames.includes(name as IslandName);

/** Posts as the page's form would (url-encoded, with JavaScript's marker set by the caller) and reads the island's data back. */
function sender(name: IslandName) {
  return async (action: string, formData: FormData) => {
    try {
      const body = new URLSearchParams();
      for (const [key, value] of formData) if (typeof value === "string") body.append(key, value);
      const response = await fetch(action, { method: "POST", body, headers: { Accept: "text/html" }, credentials: "same-origin" });
      return readIslandData(await response.text(), name);
    } catch (error) {
      console.warn("The form could not be sent:", error);
      return null;
    }
  };
}

/** Calls `onHydrated` once its island has been hydrated (an effect runs only after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Each island on the page, its code asked for at once (the download needs no paint to wait for). */
const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element) => {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  const script = document.querySelector(`script[${ISLAND_DATA_ATTRIBUTE}="${name}"]`);
  return isIslandName(name) && script ? { element, name, script, code: load[name]() } : undefined;
});

function hydrateIslands() {
  let waiting = islands.length;
  const done = () => {
    if (--waiting === 0) document.documentElement.dataset.hydrated = "true";
  };
  if (waiting === 0) document.documentElement.dataset.hydrated = "true";
  for (const island of islands) {
    if (!island) {
      done();
      continue;
    }
    const { element, name, script, code } = island;
    code.then(
      ({ default: Component }) => {
        const data: unknown = JSON.parse(script.textContent ?? "null");
        startTransition(() => {
          hydrateRoot(
            element,
            <Hydrated onHydrated={done}>
              <Component data={data} send={sender(name)} />
            </Hydrated>,
          );
        });
      },
      // The island's code could not be loaded (connection lost): its server HTML keeps working as a plain form.
      (error: unknown) => console.warn("Part of the page could not be loaded; its plain HTML version stays in use.", error),
    );
  }
}

// requestAnimationFrame runs just before the next paint; the timeout then lands just after it.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrateIslands, 0));
else hydrateIslands();
