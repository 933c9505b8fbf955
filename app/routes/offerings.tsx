import type { Route } from "./+types/offerings";
import { pageMeta } from "#app/lib/seo.ts";
import { offeringsPage as page } from "#app/content/offerings-page.ts";
import { programmeLabels } from "#app/content/offerings/labels.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ActionRow } from "#app/components/site/action-link.tsx";
import { ProgrammeDetail } from "#app/components/site/programme-detail.tsx";
import { CardGrid } from "#app/components/site/value-card.tsx";
import { Checklist } from "#app/components/site/checklist.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

export default function Page() {
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro}>
        <ActionRow links={page.hero.actions} />
      </PageHero>
      <Section id={page.programmes.id} title={page.programmes.title} intro={page.programmes.intro}>
        <ul className="space-y-10">
          {page.programmes.items.map((programme, index) => (
            <li key={programme.id}>
              <ProgrammeDetail programme={programme} labels={programmeLabels} flip={index % 2 === 1} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={page.values.id} title={page.values.title} intro={page.values.intro} tone="muted">
        <CardGrid cards={page.values.items} />
      </Section>
      <Section id={page.care.id} title={page.care.title} intro={page.care.intro}>
        <Checklist items={page.care.items} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
