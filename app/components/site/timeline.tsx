// The milestone timeline of /about: years in order, each with what happened.
import type { TimelineEntry } from "#app/content/shapes/home-about.ts";

export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative ml-4 border-l-4 border-brand-600/40">
      {entries.map((entry) => (
        <li key={entry.year} className="relative mb-8 pl-8 last:mb-0">
          <span aria-hidden="true" className="absolute top-2 -left-[0.8rem] size-5 rounded-full border-4 border-white bg-brand-700" />
          <h3 className="text-2xl font-bold text-brand-700">{entry.year}</h3>
          <p className="mt-1 max-w-3xl">{entry.event}</p>
        </li>
      ))}
    </ol>
  );
}
