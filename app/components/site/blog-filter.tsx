// The blog's category filter: All (the default) and the three categories, as toggle buttons.
// The choice lives in the address (?category=), so it works with JavaScript off (the buttons submit
// a GET form and the server renders the filtered list) and a filtered list can be bookmarked; with
// JavaScript the list is replaced in place (CategoryChips).
import { useSearchParams } from "react-router";
import { blogPage } from "#app/content/blog/page.ts";
import { blogCategories, type BlogCategoryId } from "#app/content/blog/categories.ts";
import { CategoryChips } from "./category-chips.tsx";

export const ALL = "all";
export type BlogFilterValue = BlogCategoryId | typeof ALL;

/** The category chosen in the address; anything unknown means All. */
export function useBlogCategory(): BlogFilterValue {
  const [params] = useSearchParams();
  const value = params.get("category");
  return blogCategories.some((c) => c.id === value) ? (value as BlogCategoryId) : ALL;
}

/** `regions`: the parts of the page a choice replaces (with JavaScript). */
export function BlogFilter({ selected, regions }: { selected: BlogFilterValue; regions: string }) {
  const options = [{ value: ALL, label: blogPage.filter.all }, ...blogCategories.map((c) => ({ value: c.id, label: c.label }))];
  return (
    <CategoryChips
      label={blogPage.filter.label}
      options={options}
      selected={selected}
      id="blog-filter"
      regions={regions}
      // Four short choices: wrap them on phones rather than scroll, so none is hidden off screen.
      className="[&>div]:flex-wrap [&>div]:overflow-visible"
    />
  );
}
