// Renders an offering page from its content: the hero, then each block in order
// (badges, programme cards, cards, checklists, upcoming tours / gatherings / events, steps, CTA).
import type { ReactNode } from "react";
import { useId } from "react";
import type { OfferingBlock, OfferingPage as OfferingPageContent } from "#app/content/shapes/offerings.ts";
import { programmeLabels as labels } from "#app/content/offerings/labels.ts";
import { PageHero } from "./page-hero.tsx";
import { Section } from "./section.tsx";
import { ActionRow } from "./action-link.tsx";
import { CardGrid } from "./value-card.tsx";
import { Checklist } from "./checklist.tsx";
import { CtaBand } from "./cta-band.tsx";
import { NumberedSteps } from "./numbered-steps.tsx";
import { ProgrammeCard } from "./programme-card.tsx";
import { CustomEventCard, SpiritualEventCard, TourCard } from "./upcoming-card.tsx";

function Grid({ children, columns = 2 }: { children: ReactNode[]; columns?: 2 | 3 }) {
  return <ul className={`grid gap-8 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>{children}</ul>;
}

function BadgeStrip({ block }: { block: Extract<OfferingBlock, { kind: "badges" }> }) {
  const headingId = `${useId()}-heading`;
  return (
    <section id={block.id} aria-labelledby={headingId} className="border-b border-brand-100 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id={headingId} className="sr-only">
          {block.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-xl border-l-4 border-brand-600 bg-brand-50 px-5 py-4">
              <span className="block text-lg font-bold text-ink">{item.title}</span>
              <span className="block text-ink-muted">{item.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Block({ block, tone }: { block: OfferingBlock; tone: "plain" | "muted" }) {
  switch (block.kind) {
    case "badges":
      return <BadgeStrip block={block} />;
    case "programmes":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <Grid>
            {block.items.map((programme) => (
              <li key={programme.id}>
                <ProgrammeCard programme={programme} labels={labels} />
              </li>
            ))}
          </Grid>
        </Section>
      );
    case "cards":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <CardGrid cards={block.items} columns={block.items.length === 4 ? 4 : 3} />
        </Section>
      );
    case "checklist":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <Checklist items={block.items} style={block.style} />
        </Section>
      );
    case "tours":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <Grid columns={3}>
            {block.items.map((tour) => (
              <li key={tour.destination}>
                <TourCard tour={tour} labels={labels} />
              </li>
            ))}
          </Grid>
        </Section>
      );
    case "spiritual-events":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <Grid columns={3}>
            {block.items.map((event) => (
              <li key={event.event}>
                <SpiritualEventCard event={event} labels={labels} />
              </li>
            ))}
          </Grid>
        </Section>
      );
    case "custom-events":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <Grid columns={3}>
            {block.items.map((event) => (
              <li key={event.event}>
                <CustomEventCard event={event} labels={labels} />
              </li>
            ))}
          </Grid>
        </Section>
      );
    case "steps":
      return (
        <Section id={block.id} title={block.title} intro={block.intro} tone={tone}>
          <NumberedSteps steps={block.items} stepLabel={labels.step} />
        </Section>
      );
    case "cta":
      return <CtaBand id={block.id} title={block.title} text={block.text} actions={block.actions} />;
  }
}

export function OfferingPage({ page }: { page: OfferingPageContent }) {
  // Alternate soft bands between titled sections so neighbours stay visibly apart.
  const titled: OfferingBlock[] = page.blocks.filter((b) => b.kind !== "badges" && b.kind !== "cta");
  const toneOf = (block: OfferingBlock) => (titled.indexOf(block) % 2 === 0 ? "plain" : "muted");
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro}>
        {page.hero.actions.length ? <ActionRow links={page.hero.actions} /> : null}
      </PageHero>
      {page.blocks.map((block) => (
        <Block key={block.id} block={block} tone={toneOf(block)} />
      ))}
    </>
  );
}
