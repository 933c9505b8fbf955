// One job opening: title, facts (type, department, location), what the role involves and the
// Apply Now link, which opens the contact form with the role already named.
import type { Career } from "#app/content/shapes/careers.ts";
import { careersPage } from "#app/content/careers.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";

const labels = careersPage.labels;

export function CareerCard({ career }: { career: Career }) {
  const headingId = `${career.id}-title`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id={headingId} className="text-2xl font-bold text-ink">
        {career.title}
      </h3>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {[
          [labels.type, career.type],
          [labels.department, career.department],
          [labels.location, career.location],
        ].map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-semibold text-ink-muted">{term}:</dt>
            <dd className="font-semibold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-lg">{career.summary}</p>
      <div>
        <h4 className="text-lg font-bold">{labels.responsibilities}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-brand-700">
          {career.responsibilities.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-lg font-bold">{labels.lookingFor}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-brand-700">
          {career.lookingFor.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      <p className="mt-auto pt-2">
        <ButtonLink to={career.applyHref}>
          {labels.apply}
          <span className="sr-only">{labels.applyContext(career.title)}</span>
        </ButtonLink>
      </p>
    </article>
  );
}
