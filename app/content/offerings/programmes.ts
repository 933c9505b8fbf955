// The programmes of the offering pages (each page's "programmes" block), as events name them: an
// event can be a session of one (the console's event form), and a programme's "Join This Program"
// lists its next sessions. Server and tests only, like pages.ts, whose pages it reads.
import type { EventCategory } from "#app/core/events.ts";
import { offeringPageList } from "./index.ts";
import { loadOfferingPages } from "./pages.ts";

export type OfferingProgramme = {
  /** "<page>/<programme>": the offering page's last path segment and the programme's id, e.g. "health-wellness/meditation". */
  key: string;
  title: string;
  /** The offering page it is on, and that page's name in the menu. */
  page: { path: string; label: string; eventCategory?: EventCategory };
};

/** The key of a programme on the offering page at `path`. */
export const programmeKey = (path: string, id: string) => `${path.split("/").at(-1)}/${id}`;

/** Every programme of every offering page, in menu order and in each page's order. */
export async function offeringProgrammes(): Promise<OfferingProgramme[]> {
  const pages = await loadOfferingPages();
  return pages.flatMap((page, i) =>
    page.blocks
      .flatMap((block) => (block.kind === "programmes" ? block.items : []))
      .map((item) => ({
        key: programmeKey(page.path, item.id),
        title: item.title,
        page: { path: page.path, label: offeringPageList[i]!.label, ...(page.eventCategory ? { eventCategory: page.eventCategory } : {}) },
      })),
  );
}

/** The programme of `key`, or undefined for any other value. */
export async function offeringProgramme(key: string | null | undefined): Promise<OfferingProgramme | undefined> {
  if (!key) return undefined;
  return (await offeringProgrammes()).find((p) => p.key === key);
}
