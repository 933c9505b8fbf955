import type { Route } from "./+types/careers";
import { pageMeta } from "#app/lib/seo.ts";
import { careers, careersPage as page } from "#app/content/careers.ts";
import { site } from "#app/core/site.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { CareerCard } from "#app/components/site/career-card.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

export default function CareersPage() {
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <Section title={page.openingsTitle} intro={page.openingsIntro}>
        <ul className="grid gap-8 lg:grid-cols-3">
          {careers.map((c) => (
            <li key={c.id}>
              <CareerCard career={c} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.whyTitle} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.why.map((w) => (
            <li key={w.title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <h3 className="text-xl font-bold text-brand-800">{w.title}</h3>
              <p className="mt-2 text-lg">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.howTitle}>
        <ol className="max-w-3xl list-decimal space-y-3 pl-7 text-lg marker:font-bold marker:text-brand-700">
          {page.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-lg">
          {page.emailNote}{" "}
          <a href={`mailto:${site.email}`} className="inline-flex min-h-target items-center break-all font-semibold text-brand-800 underline underline-offset-4">
            {site.email}
          </a>
        </p>
      </Section>
    </>
  );
}
