// A programme, course, tour category or event category on an offering page: picture, name,
// when / how long / group size, description, benefits, an optional destinations or services list
// and its call to action (with, for a programme, membership as a quieter second link).
import type { OfferingProgramme, ProgrammeLabels } from "#app/content/shapes/offerings.ts";
import { PictureView } from "#app/components/ui/picture.tsx";
import { ActionLink } from "./action-link.tsx";
import { FactList, type Fact } from "./fact-list.tsx";
import { Checklist } from "./checklist.tsx";

export function ProgrammeCard({ programme, labels }: { programme: OfferingProgramme; labels: ProgrammeLabels }) {
  const facts: Fact[] = [
    { label: labels.schedule, value: programme.schedule },
    { label: labels.duration, value: programme.duration },
  ];
  if (programme.groupSize) facts.push({ label: labels.groupSize, value: programme.groupSize });
  return (
    <article id={programme.id} className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-bold text-ink">{programme.title}</h3>
        <FactList facts={facts} className="mt-4 rounded-lg bg-brand-50 p-4" />
        <p className="mt-4">{programme.description}</p>
        {programme.list ? (
          <>
            <h4 className="mt-6 text-lg font-bold text-ink">{labels[programme.list.kind]}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-brand-700">
              {programme.list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h4 className="mt-6 text-lg font-bold text-ink">{programme.benefitsTitle}</h4>
        <div className="mt-3 mb-6 flex-1">
          <Checklist items={programme.benefits} single />
        </div>
        {programme.also ? (
          <div className="flex flex-wrap gap-4">
            <ActionLink link={programme.action} />
            <ActionLink link={programme.also} />
          </div>
        ) : (
          <ActionLink link={programme.action} className="self-start" />
        )}
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      <PictureView picture={programme.image} className="order-first aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
    </article>
  );
}
