import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { getArticle } from "#app/content/blog/index.ts";
import { articlePage } from "#app/content/blog/article-page.ts";
import { categoryLabel } from "#app/content/blog/categories.ts";
import { frameCopy } from "#app/content/frame.ts";
import { pageMeta, siteUrl, withBrand } from "#app/lib/seo.ts";
import { articleJsonLd } from "#app/lib/structured-data.ts";
import { ArticleLayout } from "#app/components/site/article-layout.tsx";
import { JsonLd } from "#app/components/site/json-ld.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: withBrand(frameCopy.notFound.title) }, { name: "robots", content: "noindex" }];
  const { post, body } = loaderData;
  return pageMeta(articlePage(post, body), { type: "article" });
}

// Runs at build time for the six prerendered articles and per request for any other slug (404).
// Only the article being read travels to the browser, as loader data; the route's JavaScript
// holds no article text.
export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { ...article, url: `${siteUrl()}/blog/${article.post.slug}` };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, body, related, url } = loaderData;
  return (
    <>
      <JsonLd
        data={
          import.meta.env.SSR
            ? articleJsonLd({
                headline: post.title,
                description: post.excerpt,
                path: `/blog/${post.slug}`,
                datePublished: post.date,
                authorName: post.author.name,
                keywords: body.keywords,
                section: categoryLabel(post.category),
              })
            : null
        }
      />
      <ArticleLayout post={post} body={body} related={related} url={url} />
    </>
  );
}
