// One of the programmes on /offerings, in full: subtitle, description, timetable facts,
// feature categories, benefits and links to its offering page and that page's timetable.
import type { Programme, ProgrammeLabels } from "#app/content/shapes/offerings.ts";
import { PictureView } from "#app/components/ui/picture.tsx";
import { ActionRow } from "./action-link.tsx";
import { Checklist } from "./checklist.tsx";
import { FactList } from "./fact-list.tsx";

export function ProgrammeDetail({ programme, labels, flip = false }: { programme: Programme; labels: ProgrammeLabels; flip?: boolean }) {
  return (
    <article id={programme.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:p-8">
      {/* The name comes first in reading order on every screen; the picture and facts follow it. */}
      <h3 className="text-2xl font-bold text-ink sm:text-3xl">{programme.title}</h3>
      <p className="mt-1 text-xl font-semibold text-brand-700">{programme.subtitle}</p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-5">
        <div className={`lg:col-span-2 ${flip ? "lg:order-last" : ""}`}>
          <PictureView picture={programme.image} className="aspect-video w-full rounded-xl" sizes="(min-width: 1024px) 800px, 100vw" loading="eager" />
          <FactList
            className="mt-6 rounded-lg bg-brand-50 p-4"
            facts={[
              { label: labels.schedule, value: programme.schedule },
              { label: labels.duration, value: programme.duration },
              { label: labels.groupSize, value: programme.groupSize },
            ]}
          />
        </div>
        <div className="lg:col-span-3">
          <p>{programme.description}</p>
          <h4 className="mt-6 text-lg font-bold text-ink">{labels.features}</h4>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {programme.detailedFeatures.map((feature) => (
              <div key={feature.category}>
                <h5 className="font-semibold text-ink">{feature.category}</h5>
                <ul className="mt-1 list-disc space-y-1 pl-6 text-ink-muted marker:text-brand-700">
                  {feature.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <h4 className="mt-6 text-lg font-bold text-ink">{labels.benefits}</h4>
          <div className="mt-3">
            <Checklist items={programme.benefits} />
          </div>
          <ActionRow
            className="mt-8"
            links={[
              { label: labels.learnMore, href: programme.link, context: programme.title },
              { label: labels.viewSchedule, href: programme.scheduleLink, context: programme.title, variant: "secondary" },
            ]}
          />
        </div>
      </div>
    </article>
  );
}
