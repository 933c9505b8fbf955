// Topic chips at the top of the FAQ: plain in-page links (they work without JavaScript). With
// JavaScript (app/enhance/jump-link.ts) the jump is smooth unless the visitor prefers reduced
// motion, and focus moves to the topic's heading so keyboard users continue reading from there.
import type { FaqCategory } from "#app/content/shapes/faq.ts";

/** The id of a category section's heading, focused after a chip is used. */
export const faqHeadingId = (categoryId: string) => `${categoryId}-heading`;

export function FaqChips({ categories, label }: { categories: readonly FaqCategory[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {categories.map((c) => (
          <li key={c.id}>
            <a
              href={`#${c.id}`}
              data-module="jump-link"
              data-focus={faqHeadingId(c.id)}
              className="inline-flex min-h-target items-center rounded-full border-2 border-brand-700 bg-white px-4 py-2 sm:px-5 text-lg font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
