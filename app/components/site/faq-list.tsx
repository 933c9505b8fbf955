// The FAQ, one section per category. Each question is a native <details> disclosure: it opens and
// closes on its own, works without JavaScript, and is announced as expandable by screen readers.
import type { Faq, FaqCategory } from "#app/content/shapes/faq.ts";
import { faqHeadingId } from "./faq-chips.tsx";

function Question({ faq }: { faq: Faq }) {
  return (
    <details id={faq.id} className="group rounded-xl border border-stone-300 bg-white open:border-brand-700 open:shadow-sm">
      <summary className="flex min-h-target cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-semibold text-ink hover:bg-brand-50 sm:text-xl [&::-webkit-details-marker]:hidden">
        <span>{faq.question}</span>
        {/* Plus turns into minus: the state is shown by shape, not only by colour. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12h14" strokeLinecap="round" />
          <path d="M12 5v14" strokeLinecap="round" className="group-open:hidden" />
        </svg>
      </summary>
      <div className="space-y-3 px-5 pb-5 text-lg">
        {faq.answer.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {faq.link ? (
          <p>
            <a href={faq.link.href} className="inline-flex min-h-target items-center font-semibold text-brand-800 underline underline-offset-4">
              {faq.link.label}
            </a>
          </p>
        ) : null}
      </div>
    </details>
  );
}

export function FaqList({ categories, faqs }: { categories: readonly FaqCategory[]; faqs: readonly Faq[] }) {
  return (
    <div className="space-y-12">
      {categories.map((c) => {
        const items = faqs.filter((f) => f.category === c.name);
        if (items.length === 0) return null;
        return (
          <section key={c.id} id={c.id} aria-labelledby={faqHeadingId(c.id)}>
            <h2 id={faqHeadingId(c.id)} tabIndex={-1} className="text-2xl font-bold text-brand-800 sm:text-3xl">
              {c.name}
            </h2>
            <ul className="mt-5 space-y-4">
              {items.map((f) => (
                <li key={f.id}>
                  <Question faq={f} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
