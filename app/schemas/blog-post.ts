// The console's news post form: title, one of the blog's three categories, summary,
// Markdown body, an optional cover photo from the library, and whether it is a draft.
import { z } from "zod";
import { consoleBlogCopy } from "#app/content/console-blog.ts";
import { blogCategories } from "#app/content/blog/categories.ts";
import { fieldErrorsOf } from "./form-data.ts";
import { choice, requiredLine, requiredText } from "./schema-kit.ts";

const f = consoleBlogCopy.form.fields;
export const POST_TITLE_MAX = 150;
export const POST_EXCERPT_MAX = 200;
export const POST_BODY_MAX = 50_000;

const categoryIds = blogCategories.map((c) => c.id) as [string, ...string[]];

const BlogPostFormSchema = z.object({
  title: requiredLine(f.title.required, POST_TITLE_MAX),
  category: choice(categoryIds, f.category.required),
  excerpt: requiredLine(f.excerpt.required, POST_EXCERPT_MAX),
  body: requiredText(f.body.required, POST_BODY_MAX),
  cover: z.preprocess((v) => (typeof v === "string" && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v) : null), z.number().int().max(2_147_483_647).nullable()),
  draft: z.boolean(),
});
export type BlogPostInput = z.infer<typeof BlogPostFormSchema>;

export type PostFormValues = { title: string; category: string; excerpt: string; body: string; cover: string; draft: boolean };

/** The typed values back for the page, and the validated post or an error per field. */
export function readPostForm(form: FormData): { values: PostFormValues; input?: BlogPostInput; errors: Record<string, string> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { title: text("title"), category: text("category"), excerpt: text("excerpt"), body: text("body"), cover: text("cover"), draft: form.get("draft") === "on" };
  const parsed = BlogPostFormSchema.safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrorsOf(parsed.error) };
  return { values, input: parsed.data, errors: {} };
}
