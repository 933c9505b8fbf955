// One article in the blog listing: picture, category, title (the link, stretched over the whole
// card so the large card is one easy target), excerpt, author, date and reading time.
import type { BlogPost } from "#app/content/shapes/blog.ts";
import { articleLabels, formatPostDate } from "#app/content/blog/page.ts";
import { categoryLabel } from "#app/content/blog/categories.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return (
    <span className={`inline-block rounded-full bg-brand-100 px-3 py-0.5 font-semibold text-brand-800 ${className}`}>
      {categoryLabel(category)}
    </span>
  );
}

function PostMeta({ post, className = "" }: { post: BlogPost; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-x-2 text-ink-muted ${className}`}>
      <span>
        {articleLabels.by} {post.author.name}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{articleLabels.readTime(post.readTime)}</span>
    </p>
  );
}

export function BlogCard({ post, headingLevel = 3, eager = false }: { post: BlogPost; headingLevel?: 2 | 3; /** The first card, in a phone's first screenful. */ eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-300 bg-white shadow-sm transition-shadow focus-within:ring-4 focus-within:ring-blue-700 hover:shadow-md">
      <PictureView picture={post.image} decorative className="aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" loading={eager ? "eager" : "lazy"} />
      <div className="flex flex-1 flex-col p-5 wrap-anywhere sm:p-6">
        <CategoryBadge category={post.category} className="self-start" />
        <Heading className="mt-3 text-xl leading-snug font-bold text-ink sm:text-2xl">
          <a
            href={`/blog/${post.slug}`}
            className="text-ink no-underline group-hover:text-brand-800 group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 text-ink-muted">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto pt-4" />
      </div>
    </article>
  );
}
