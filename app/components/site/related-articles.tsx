// The "Related Articles" block at the foot of an article: two links, each a compact card.
import { useId } from "react";
import type { BlogPost } from "#app/content/shapes/blog.ts";
import { articleLabels } from "#app/content/blog/page.ts";
import { PictureView } from "#app/components/ui/picture.tsx";
import { CategoryBadge } from "./blog-card.tsx";

export function RelatedArticles({ posts }: { posts: readonly BlogPost[] }) {
  const headingId = `${useId()}-related`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {articleLabels.related}
      </h2>
      {/* Two columns only from 48rem: at 640 px with the largest text a card's words would not fit beside its picture. */}
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {posts.map((post) => (
          <li
            key={post.slug}
            className="group relative flex flex-col gap-4 rounded-xl border min-[26rem]:flex-row border-stone-300 bg-white p-4 shadow-sm focus-within:ring-4 focus-within:ring-blue-700 hover:shadow-md"
          >
            <PictureView picture={post.image} decorative className="size-20 shrink-0 rounded-lg sm:size-24" sizes="(min-width: 640px) 96px, 80px" />
            <div className="min-w-0 wrap-anywhere">
              <CategoryBadge category={post.category} />
              <a
                href={`/blog/${post.slug}`}
                className="mt-2 block text-lg leading-snug font-bold text-ink no-underline group-hover:text-brand-800 group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
              >
                {post.title}
              </a>
              <p className="mt-1 text-ink-muted">{articleLabels.readTime(post.readTime)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
