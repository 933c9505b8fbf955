import type { Route } from "./+types/blog";
import { blogPage as page } from "#app/content/blog/page.ts";
import { categoryLabel } from "#app/content/blog/categories.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { BlogCard } from "#app/components/site/blog-card.tsx";
import { ALL, BlogFilter, useBlogCategory } from "#app/components/site/blog-filter.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { NewsletterForm } from "#app/components/visitor-forms/newsletter-form.tsx";
import { newsletterAction } from "#app/lib/submissions/action.server.ts";
import { formHeaders } from "#app/lib/submissions/headers.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";
import { blogListingForPage } from "#app/lib/blog/posts.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

/** The part of the page a category chip replaces (with JavaScript, app/enhance/in-place.ts). */
const LIST_ID = "blog-list";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

export const headers = formHeaders;

/**
 * The spec's six articles and the operator's published posts, newest first; after a
 * plain HTML post the server redirects here with its answer (post/redirect/get).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { posts: await blogListingForPage(servicesOf(context)), sent: await sentAnswer(request, context) };
}

/** The newsletter subscription; every newsletter box on the site posts here (with its `source`). */
export function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  // The filter is read from the address: rendered by the server for ?category= too.
  const category = useBlogCategory();
  const all = loaderData.posts;
  const posts = category === ALL ? all : all.filter((post) => post.category === category);
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />

      <section id={LIST_ID} aria-labelledby="blog-list-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="blog-list-heading" className="sr-only">
          {page.listHeading}
        </h2>
        <BlogFilter selected={category} regions={LIST_ID} />
        <p role="status" className="mt-4 text-ink-muted">
          {category === ALL ? page.filter.showingAll(posts.length) : page.filter.showing(posts.length, categoryLabel(category))}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <BlogCard post={post} eager={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-12">
        <NewsletterForm source="blog" action="/blog" className="rounded-2xl border-2 border-brand-100 bg-brand-50 p-3 sm:p-8" />
      </div>
    </>
  );
}
