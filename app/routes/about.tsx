import type { Route } from "./+types/about";
import { pageMeta } from "#app/lib/seo.ts";
import { about as page } from "#app/content/about.ts";
import { site } from "#app/core/site.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ActionRow } from "#app/components/site/action-link.tsx";
import { CardGrid } from "#app/components/site/value-card.tsx";
import { TeamCard } from "#app/components/site/team-card.tsx";
import { Timeline } from "#app/components/site/timeline.tsx";
import { Checklist } from "#app/components/site/checklist.tsx";
import { PictureView } from "#app/components/ui/picture.tsx";
import { publicTeam } from "#app/lib/stories-team/team.server.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";
import { openingHours } from "#app/content/opening-hours.ts";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

// Rendered per request and kept in the day cache: the team is edited in the console.
export async function loader({ context }: Route.LoaderArgs) {
  const services = maybeRequestContext(context)?.services;
  return { team: services ? await publicTeam(services.db) : page.team.members };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { visit } = page;
  const { team } = loaderData;
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro}>
        {page.hero.actions.length ? <ActionRow links={page.hero.actions} /> : null}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pt-12">
        <div className="grid gap-6 md:grid-cols-2">
          {[page.mission, page.vision].map((block) => (
            <div key={block.title} className="rounded-2xl border-t-4 border-brand-600 bg-brand-50 p-6 sm:p-8">
              <h2 className="text-2xl font-bold text-ink sm:text-3xl">{block.title}</h2>
              <p className="mt-3 text-lg">{block.text}</p>
            </div>
          ))}
        </div>
      </div>
      <Section id={page.story.id} title={page.story.title}>
        <div className="grid items-start gap-8 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-3">
            {page.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <PictureView picture={page.story.image} className="aspect-video w-full rounded-xl lg:col-span-2" sizes="(min-width: 1024px) 800px, 100vw" />
        </div>
      </Section>
      <Section id={page.values.id} title={page.values.title} intro={page.values.intro} tone="muted">
        <CardGrid cards={page.values.items} />
      </Section>
      {team.length > 0 ? (
        <Section id={page.team.id} title={page.team.title} intro={page.team.intro}>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member, i) => (
              <li key={`${i}-${member.name}`}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id={page.timeline.id} title={page.timeline.title} intro={page.timeline.intro} tone="muted">
        <Timeline entries={page.timeline.entries} />
      </Section>
      <Section id={page.whyChoose.id} title={page.whyChoose.title} intro={page.whyChoose.intro}>
        <Checklist items={page.whyChoose.items} />
      </Section>
      <Section id={visit.id} title={visit.title} intro={visit.intro} tone="muted">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <dl className="grid gap-6 sm:grid-cols-2">
            <div>
              <dt className="font-bold text-ink">{visit.labels.address}</dt>
              <dd className="mt-1">
                <address className="not-italic">{site.address.display}</address>
              </dd>
            </div>
            <div>
              <dt className="font-bold text-ink">{visit.labels.phone}</dt>
              <dd className="mt-1">
                <a href={`tel:${site.phone.tel}`} className="inline-flex min-h-target items-center text-brand-700 underline underline-offset-4">
                  {site.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-bold text-ink">{visit.labels.email}</dt>
              <dd className="mt-1">
                <a href={`mailto:${site.email}`} className="inline-flex min-h-target items-center break-all text-brand-700 underline underline-offset-4">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-bold text-ink">{visit.labels.hours}</dt>
              <dd className="mt-1">
                {openingHours.sentence}
              </dd>
            </div>
          </dl>
          <ActionRow links={visit.actions} className="mt-8" />
        </div>
      </Section>
    </>
  );
}
