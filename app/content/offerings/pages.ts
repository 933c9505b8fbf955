// Every offering page's words, found by the list in index.ts (server and tests only: the offering
// route's loader and the content test; a page's JavaScript never imports this file).
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { offeringFile, offeringPageList } from "./index.ts";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./index.ts", "!./pages.ts", "!./labels.ts", "!./programmes.ts"]);

/** The offering page at `path` (a trailing slash is ignored), or undefined. */
export async function loadOfferingPage(path: string): Promise<OfferingPage | undefined> {
  const clean = path.replace(/\/+$/, "");
  if (!offeringPageList.some((o) => o.path === clean)) return undefined;
  const load = modules[offeringFile(clean)];
  if (!load) return undefined;
  return Object.values(await load()).find((value): value is OfferingPage => (value as OfferingPage | undefined)?.path === clean);
}

/** Every offering page's content, in menu order. */
export async function loadOfferingPages(): Promise<OfferingPage[]> {
  const pages = await Promise.all(offeringPageList.map((o) => loadOfferingPage(o.path)));
  return pages.map((page, i) => {
    if (!page) throw new Error(`no content file ${offeringFile(offeringPageList[i]!.path)} for ${offeringPageList[i]!.path}`);
    return page;
  });
}

/** Content files in this folder that no listed page uses (the content test wants none). */
export function unlistedOfferingFiles(): string[] {
  const listed = new Set(offeringPageList.map((o) => offeringFile(o.path)));
  return Object.keys(modules).filter((file) => !listed.has(file));
}
