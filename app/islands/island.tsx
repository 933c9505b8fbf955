// Owns the one way a public page runs React in the browser (docs/decisions/023-form-islands.md):
// an island. The page is the server's HTML; inside it, one element holds a part React hydrates on
// its own (a form), next to the data it was rendered from. The browser loads React and that part's
// code (app/islands/main.tsx), not React Router and not the rest of the page.
//
// On the server, a route renders <Island name data Component/>: a JSON script with `data`, and the
// element with <Component data/> in it. In the browser, main.tsx finds the element, reads the same
// data and hydrates the same component with a `send` that posts a form the way the page itself
// would be posted, and reads the answer from the page that comes back: the answers a visitor sees
// with JavaScript are, by construction, those a visitor without it gets.
import type { ComponentType } from "react";
import { scriptJson } from "#app/core/script-json.ts";
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE, type IslandName } from "./names.ts";

/**
 * Posts `formData` to `action` as the page's own form would, marked as sent by the page's script
 * (FORM_SCRIPT_FIELD: answered in place, never redirected), and resolves with this island's data
 * from the page that comes back, or null if none came (the connection was lost, the server failed).
 */
type SendIsland<D> = (action: string, formData: FormData) => Promise<D | null>;

export type IslandProps<D> = {
  data: D;
  /** Undefined while rendered on the server. */
  send?: SendIsland<D>;
};

export function Island<D>({ name, data, Component }: { name: IslandName; data: D; Component: ComponentType<IslandProps<D>> }) {
  // Data, never run: the policy has nothing to allow, so it carries no nonce.
  return (
    <>
      <script type="application/json" {...{ [ISLAND_DATA_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      {/* `display: contents`: the element adds no box, the island lays out as part of the page. */}
      <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
        <Component data={data} />
      </div>
    </>
  );
}

/** The data of island `name` in a page's HTML, or null if the page has none (an error page). */
export function readIslandData<D>(html: string, name: IslandName): D | null {
  const match = new RegExp(`<script type="application/json"[^>]* ${ISLAND_DATA_ATTRIBUTE}="${name}"[^>]*>([^<]*)</script>`).exec(html);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as D;
  } catch {
    return null;
  }
}
