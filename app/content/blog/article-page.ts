// An article as a page (path, head tags, hero), like every other public page. A module of its own:
// the article route's head tags need it in the browser, and it must not bring the post list and
// the article bodies (index.ts, which only the route's loader reads) with it.
import type { ArticleBody, BlogPost } from "#app/content/shapes/blog.ts";
import type { Page } from "#app/content/shapes/common.ts";

/** An article as a page (path, head tags, hero), like every other public page. */
export function articlePage(post: BlogPost, body: Pick<ArticleBody, "keywords">): Page {
  return {
    path: `/blog/${post.slug}`,
    seo: { title: post.title, description: post.excerpt, keywords: body.keywords },
    hero: { title: post.title },
  };
}
