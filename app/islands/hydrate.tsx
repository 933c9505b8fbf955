// Hydrates one island (main.tsx loads this, and React with it, once the page has been painted).
import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { FORM_SCRIPT_FIELD } from "#app/core/form-token-fields.ts";
import { readIslandData, type IslandProps } from "./island.tsx";
import type { IslandName } from "./names.ts";

/** The island's SendIsland: posts as the page's form would (url-encoded), marked as the script's, and reads the island's data back. */
function sender(name: IslandName) {
  return async (action: string, formData: FormData) => {
    try {
      const body = new URLSearchParams();
      for (const [key, value] of formData) if (typeof value === "string") body.append(key, value);
      body.set(FORM_SCRIPT_FIELD, "1");
      const response = await fetch(action, { method: "POST", body, headers: { Accept: "text/html" }, credentials: "same-origin" });
      return readIslandData(await response.text(), name);
    } catch (error) {
      console.warn("The form could not be sent:", error);
      return null;
    }
  };
}

/** Calls `onHydrated` once its island has been hydrated (an effect runs only after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export function hydrateIsland(element: HTMLElement, name: IslandName, Component: ComponentType<IslandProps<unknown>>, data: unknown, onHydrated: () => void) {
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated onHydrated={onHydrated}>
        <Component data={data} send={sender(name)} />
      </Hydrated>,
    );
  });
}
