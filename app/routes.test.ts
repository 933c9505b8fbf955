// The route table and the public-page list must agree: a page added to one and not the other would
// be silently missing from the prerender list and the sitemap, or listed without a route.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";
import { publicPages } from "#app/content/public-pages.ts";
import { offeringPageList } from "#app/content/offerings/index.ts";

/** Every route path of the table, with its parents' segments joined, as "/a/b" (index routes too). */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path || "/"] : [];
    return [...own, ...pathsOf(entry.children ?? [], path)];
  });
}

const routePaths = pathsOf(routes);

/** Every entry of the table, nested ones included. */
function routeEntries(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...routeEntries(entry.children ?? [])]);
}
/**
 * Routes that are not pages of the list: machine-readable files, the console, the 404 page, and the
 * events' own pages, which come from the database (the sitemap lists the published ones), and the
 * pages behind the links in newsletter mail and a member's own pages (never listed or indexed), and the redirect behind a
 * programme's button (it is no page).
 */
const isPublicPageRoute = (path: string) =>
  !/^\/(admin(\/|$)|events\/:slug(\/|$)|newsletter\/(confirm|unsubscribe)$|membership(\/:token)?$|offerings\/:page\/:programme\/sessions$|sitemap\.xml$|robots\.txt$|\*$)/.test(path);
const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`);

describe("app/routes.ts and the public-page list", () => {
  it("every public page has a route", () => {
    const missing = publicPages.filter((page) => !routePaths.some((r) => pattern(r).test(page.path)));
    expect(missing).toEqual([]);
  });

  it("every public page route is in the list, in the same order", () => {
    const pageRoutes = routePaths.filter(isPublicPageRoute);
    const unlisted = pageRoutes.filter((r) => !publicPages.some((page) => pattern(r).test(page.path)));
    expect(unlisted).toEqual([]);
    const firstMatch = (path: string) => pageRoutes.findIndex((r) => pattern(r).test(path));
    const order = publicPages.map((page) => firstMatch(page.path));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("the offering route serves exactly the offering pages' list, in its order, each under its own id", () => {
    // The table makes one route of the shared module per page of offerings/index.ts; a route
    // written beside them without a listed page would 404, a listed page without its route go
    // unserved. The ids ("offerings/satsangs") are the pages' paths, as they always were.
    const offeringRoutes = routeEntries(routes)
      .filter((entry) => entry.file === "routes/offering.tsx")
      .map((entry) => ({ path: `/${entry.path}`, id: entry.id }));
    expect(offeringRoutes).toEqual(offeringPageList.map((o) => ({ path: o.path, id: o.path.slice(1) })));
  });

  it("the checks see the whole table", () => {
    expect(routePaths).toContain("/");
    expect(routePaths).toContain("/offerings/satsangs");
    expect(routePaths).toContain("/blog/:slug");
    expect(routePaths).toContain("/admin/:type/:id");
  });
});

describe("which pages React hydrates (root.tsx, PageHandle)", () => {
  // Read from the route modules' source: `export const handle … hydrate: true` or `islands: true`.
  const saying = (flag: string) =>
    [
      ...new Set(
        routeEntries(routes)
          .map((entry) => entry.file)
          .filter((file) => new RegExp(`\\b${flag}:\\s*true\\b`).test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8"))),
      ),
    ].sort();

  it("React Router runs in the browser nowhere: the console is server HTML with its own small script", () => {
    // A console page that needs React in the browser says `hydrate: true` in its own handle; it
    // must earn React Router's 150 KB (decision 043, the console's 90 KB bar in
    // tests/e2e/console-scripts.spec.ts).
    expect(saying("hydrate")).toEqual([]);
  });

  it("the public pages with a form that needs React hydrate it as an island", () => {
    // Every other page is server-rendered HTML and CSS with app/enhance/ (decision 018); a page
    // added here must earn React's 66 KB (docs/performance.md, decision 023).
    expect(saying("islands")).toEqual(["routes/contact.tsx", "routes/event.tsx", "routes/join-us.tsx"]);
  });
});
