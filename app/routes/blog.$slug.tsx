import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { getArticle } from "#app/content/blog/index.ts";
import { articlePage } from "#app/content/blog/article-page.ts";
import { categoryLabel } from "#app/content/blog/categories.ts";
import { frameCopy } from "#app/content/frame.ts";
import { sharePicture } from "#app/core/picture.ts";
import { operatorArticle } from "#app/lib/blog/posts.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { pageMeta, siteUrl, withBrand } from "#app/lib/seo.ts";
import { articleJsonLd } from "#app/lib/structured-data.ts";
import { ArticleLayout } from "#app/components/site/article-layout.tsx";
import { JsonLd } from "#app/components/site/json-ld.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: withBrand(frameCopy.notFound.title) }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  // A post's share picture is its cover photo; a drawing leaves the site's own.
  const cover = sharePicture(post.image);
  return pageMeta(articlePage(post, { keywords: loaderData.body?.keywords ?? [categoryLabel(post.category)] }), {
    type: "article",
    ...(cover ? { image: cover.url, imageFacts: { width: cover.width, height: cover.height, alt: cover.alt, type: "image/jpeg" } } : {}),
  });
}

// Rendered per request and kept in the day cache: one of the spec's six articles (typed content),
// or a post the operator published in the console (its Markdown rendered and sanitised on the
// server); anything else, a draft included, is 404. Only the article being read travels to the
// browser, as loader data; the route's JavaScript holds no article text.
export async function loader({ params, context }: Route.LoaderArgs) {
  const url = `${siteUrl()}/blog/${params.slug}`;
  const article = getArticle(params.slug);
  if (article) return { ...article, html: undefined, modified: undefined, url };
  const own = await operatorArticle(servicesOf(context).db, params.slug);
  if (!own) throw data(null, { status: 404 });
  return { post: own.post, body: undefined, html: own.html, related: own.related, modified: own.modified, url };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, body, html, related, url, modified } = loaderData;
  const cover = sharePicture(post.image)?.url;
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
                keywords: body?.keywords,
                section: categoryLabel(post.category),
                ...(modified ? { dateModified: modified } : {}),
                ...(cover ? { image: cover } : {}),
              })
            : null
        }
      />
      <ArticleLayout post={post} body={body} html={html} related={related} url={url} />
    </>
  );
}
