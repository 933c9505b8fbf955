// The blog's three categories and their labels: a module of their own, so a page that only names a
// category (an article, its related links) does not download the whole list of posts.
import type { BlogCategory } from "#app/content/shapes/blog.ts";

export const blogCategories = [
  { id: "health-wellness", label: "Health & Wellness" },
  { id: "technology", label: "Technology" },
  { id: "lifestyle", label: "Lifestyle" },
] as const satisfies readonly BlogCategory[];
export type BlogCategoryId = (typeof blogCategories)[number]["id"];

export function categoryLabel(id: string): string {
  return blogCategories.find((category) => category.id === id)?.label ?? id;
}
