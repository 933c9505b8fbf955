// Owns the head tags of console pages: a title and a noindex, nothing for sharing or search.
import type { MetaDescriptor } from "react-router";
import { consoleCopy } from "#app/content/console.ts";

export function consoleMeta(page: string): MetaDescriptor[] {
  return [{ title: consoleCopy.meta.title(page) }, { name: "robots", content: "noindex, nofollow" }];
}
