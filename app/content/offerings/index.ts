// The offering pages, in the spec's order: the Offerings menu, the public-page list (and so the
// prerender list and the sitemap), the offering routes (app/routes.ts makes one per line) and the
// offering route's loader all read this list. Each page's words are in the file named after its
// path's last segment (/offerings/technology -> technology.ts), which the offering route loads on
// the server, so this list, carried by every page's menu, holds no page text. A new offering page
// is its content file and one line here.

export const offeringPageList = [
  { path: "/offerings/health-wellness", label: "Health & Wellness" },
  { path: "/offerings/technology", label: "Technology Tutoring" },
  { path: "/offerings/leisure-outings", label: "Leisure Outings" },
  { path: "/offerings/satsangs", label: "Satsangs & Spirituality" },
  { path: "/offerings/custom-engagements", label: "Custom Engagements" },
] as const satisfies readonly { path: string; label: string }[];

/** The content file of an offering page, relative to this folder: "./technology.ts". */
export function offeringFile(path: string): string {
  return `./${path.replace(/\/+$/, "").split("/").at(-1)}.ts`;
}
