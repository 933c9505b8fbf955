// The offering pages' content for the browser tests, found the way the site finds it: the list in
// app/content/offerings/index.ts, and each page's words in the file named after its path's last
// segment. (app/content/offerings/pages.ts does the same with import.meta.glob, which only Vite
// knows; Playwright loads these files itself.) A new offering page is tested with no test to edit.
import { offeringFile, offeringPageList } from "#app/content/offerings/index.ts";
import type { OfferingPage } from "#app/content/shapes/offerings.ts";

/** The paths of the offering pages, in the spec's order. */
export const offeringPaths: readonly string[] = offeringPageList.map((o) => o.path);

/** The content of the offering page at `path` (one of offeringPaths). */
export async function offeringPage(path: string): Promise<OfferingPage> {
  const file = offeringFile(path).replace(/^\.\//, "");
  const module = (await import(`#app/content/offerings/${file}`)) as Record<string, unknown>;
  const page = Object.values(module).find((value): value is OfferingPage => (value as OfferingPage | undefined)?.path === path);
  if (!page) throw new Error(`app/content/offerings/${file} holds no page for ${path}`);
  return page;
}
