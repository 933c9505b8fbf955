// The frame of every blog article: a sticky Back to Blog link, the header (category, title, intro,
// author, date, reading time, Share), the hero picture, a short table of contents, the body
// sections, Related Articles and the two closing buttons. An operator's news post has
// no typed sections: its body comes as sanitised HTML from its Markdown, with the summary as its
// intro and the news closing.
import { useId } from "react";
import type { ArticleBody, BlogPost } from "#app/content/shapes/blog.ts";
import type { ContentLink } from "#app/content/shapes/common.ts";
import { articleLabels, formatPostDate } from "#app/content/blog/page.ts";
import { ButtonLink, buttonBase } from "#app/components/ui/button-link.tsx";
import { PictureView } from "#app/components/ui/picture.tsx";
import { ArticleSections } from "./article-blocks.tsx";
import { CategoryBadge } from "./blog-card.tsx";
import { RelatedArticles } from "./related-articles.tsx";
import { ShareButton } from "./share-button.tsx";

export type ArticleLayoutProps = {
  post: BlogPost;
  /** The spec's articles: typed sections, contents list and their own closing. */
  body?: ArticleBody;
  /** An operator's post: its body as HTML, rendered from Markdown and sanitised on the server. */
  html?: string;
  related: readonly BlogPost[];
  /** The article's canonical address, for the Share button. */
  url: string;
};

export function ArticleLayout({ post, body, html, related, url }: ArticleLayoutProps) {
  const closing = body?.closing ?? articleLabels.newsClosing;
  const tocId = `${useId()}-toc`;
  const closingId = `${useId()}-closing`;
  return (
    <article>
      {/* Sits just below the sticky site header, whose height changes with the screen's width and
          the text size: placed exactly by app/enhance/sticky-bar.ts, which also makes the page's
          scroll padding allow for the bar; an estimate of the header's height for when JavaScript
          is off. Sticky only where there is room (wide:); on phones and short screens it opens the
          article, so the sticky part stays within about 15 % of the screen. */}
      <div
        data-module="sticky-bar"
        className="z-30 border-b border-stone-200 bg-white/95 wide:sticky wide:top-[var(--site-header-height,7.8rem)]"
      >
        <div className="mx-auto max-w-4xl px-4 py-1">
          <a
            href="/blog"
            className="inline-flex min-h-target items-center gap-2 rounded-md text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span>
            {articleLabels.backToBlog}
          </a>
        </div>
      </div>

      {/* A long word in an operator's title or summary breaks rather than widen the page. */}
      <header className="mx-auto max-w-4xl px-4 pt-8 wrap-anywhere sm:pt-10">
        <CategoryBadge category={post.category} />
        <h1 className="mt-4 text-3xl leading-tight font-bold text-brand-800 sm:text-5xl">{post.title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-ink-muted sm:text-xl">{body?.intro ?? post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-start justify-between gap-4 border-y border-stone-200 py-4">
          <div>
            <p>
              <span className="font-semibold text-ink">
                {articleLabels.by} {post.author.name}
              </span>
              <span className="text-ink-muted">, {post.author.role}</span>
            </p>
            <p className="flex flex-wrap gap-x-2 text-ink-muted">
              <span>
                {articleLabels.published} <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </span>
              <span aria-hidden="true">·</span>
              <span>{articleLabels.readTime(post.readTime)}</span>
            </p>
          </div>
          <ShareButton title={post.title} url={url} />
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 pt-8">
        <PictureView picture={post.image} className="aspect-video w-full rounded-2xl" sizes="(min-width: 1024px) 800px, 100vw" priority />
      </div>

      {body ? (
        <nav aria-labelledby={tocId} className="mx-auto max-w-4xl px-4 pt-8">
          <div className="rounded-xl border border-stone-300 bg-stone-50 p-5">
            <h2 id={tocId} className="text-xl font-bold text-ink">
              {articleLabels.onThisPage}
            </h2>
            <ul className="mt-2 grid gap-x-8 sm:grid-cols-2">
              {body.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-target items-center text-brand-800 underline underline-offset-4 hover:text-brand-600"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}

      <div className="mx-auto max-w-4xl px-4 py-10 [&_p]:max-w-3xl">
        {body ? <ArticleSections sections={body.sections} /> : <div className="article-prose" dangerouslySetInnerHTML={{ __html: html ?? "" }} />}
      </div>

      <div className="mx-auto max-w-4xl px-4 pb-12">
        <RelatedArticles posts={related} />
      </div>

      <section aria-labelledby={closingId} className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h2 id={closingId} className="text-2xl font-bold sm:text-3xl">
            {closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">{closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to={closing.actions[0].href} variant="light">
              <LinkLabel link={closing.actions[0]} />
            </ButtonLink>
            {/* The second button is outlined, so the two are told apart by more than their words. */}
            <a
              href={closing.actions[1].href}
              className={`${buttonBase} border-2 border-white bg-transparent text-white hover:bg-white/10`}
            >
              <LinkLabel link={closing.actions[1]} />
            </a>
          </div>
        </div>
      </section>
    </article>
  );
}

function LinkLabel({ link }: { link: ContentLink }) {
  return (
    <>
      {link.label}
      {link.context ? <span className="sr-only"> {link.context}</span> : null}
    </>
  );
}
