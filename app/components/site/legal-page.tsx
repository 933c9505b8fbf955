// Renders a legal document (privacy policy, terms of service) from app/content/legal.ts: a short
// contents list, then numbered sections in a narrow column that is comfortable to read.
import type { LegalBlock, LegalDocument } from "#app/content/shapes/legal.ts";
import { legalLabels } from "#app/content/legal.ts";
import { PageHero } from "./page-hero.tsx";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "subheading":
      return <h3 className="pt-2 text-xl font-bold text-ink">{block.text}</h3>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-7 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}

export function LegalPage({ document }: { document: LegalDocument }) {
  const [firstIntro, ...restIntro] = document.intro;
  return (
    <>
      <PageHero title={document.hero.title} intro={firstIntro!}>
        <p className="text-lg font-semibold text-ink">
          {legalLabels.lastUpdated} {document.lastUpdated}
        </p>
      </PageHero>
      {/* Left-aligned with the hero, in a column narrow enough to read comfortably. */}
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-3xl">
          {restIntro.map((p) => (
            <p key={p} className="mb-4 text-lg">
              {p}
            </p>
          ))}
          <nav aria-labelledby="legal-contents" className="mb-12 rounded-2xl border border-stone-200 bg-stone-50 p-6">
            <h2 id="legal-contents" className="text-xl font-bold">
              {legalLabels.contents}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-7">
              {document.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="inline-flex min-h-target items-center text-lg text-brand-800 underline underline-offset-4"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="space-y-12">
            {document.sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="space-y-4 text-lg">
                <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-brand-800">
                  {i + 1}. {s.heading}
                </h2>
                {s.blocks.map((b, j) => (
                  <Block key={j} block={b} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
