import { useSearchParams } from "react-router";
import type { Route } from "./+types/gallery";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { CategoryChips } from "#app/components/site/category-chips.tsx";
import { GalleryGrid } from "#app/components/site/gallery-grid.tsx";
import { galleryCategories, galleryPage, type GalleryCategory } from "#app/content/gallery.ts";
import { galleryForPage } from "#app/lib/media/gallery.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { pageMeta } from "#app/lib/seo.ts";

/**
 * The filter's choices: All and each category that has something in it, in
 * the content's order. With fewer than two such categories a filter has nothing to choose between,
 * so there is none.
 */
function filterOptions(items: readonly { category: GalleryCategory }[]) {
  const present = galleryCategories.filter((c) => items.some((item) => item.category === c.value));
  return present.length < 2 ? [] : [{ value: "all", label: galleryPage.filter.all }, ...present];
}

/** The category asked for, when the filter offers it; else all. */
function parseCategory(value: string | null, options: readonly { value: string }[]): "all" | GalleryCategory {
  return value !== "all" && options.some((c) => c.value === value) ? (value as GalleryCategory) : "all";
}

export function meta(_: Route.MetaArgs) {
  return pageMeta(galleryPage);
}

// The operator's items from the console (or the spec's twelve until the first is added), rendered
// per request and kept in the day cache until the gallery changes. ?category= filters on the server;
// with JavaScript the answer replaces the section in place (app/enhance/in-place.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { items: await galleryForPage(servicesOf(context).db) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const all = loaderData.items;
  const options = filterOptions(all);
  const category = parseCategory(params.get("category"), options);
  const items = category === "all" ? all : all.filter((i) => i.category === category);

  return (
    <>
      <PageHero title={galleryPage.hero.title} intro={galleryPage.hero.intro} />
      <section id="gallery-items" aria-label={galleryPage.sectionLabel} className="mx-auto max-w-6xl px-4 py-10">
        {options.length ? <CategoryChips label={galleryPage.filter.label} options={options} selected={category} id="gallery-filter" regions="gallery-items" /> : null}
        <p aria-live="polite" className="mt-4 text-lg text-ink-muted">
          {galleryPage.count(items.length)}
        </p>
        <div className="mt-6">
          <GalleryGrid items={items} />
        </div>
      </section>
    </>
  );
}
