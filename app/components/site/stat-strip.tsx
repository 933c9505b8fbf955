// The statistics strip: big figures with a label each. The heading is for screen readers only,
// so the strip reads as a titled list without adding visual noise.
import { useId } from "react";
import type { Stat } from "#app/content/shapes/common.ts";

export function StatStrip({ id, title, items }: { id?: string; title: string; items: readonly Stat[] }) {
  const headingId = `${useId()}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="border-b border-brand-100 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {items.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-brand-50 px-4 py-6 text-center">
              <span className="block text-4xl font-extrabold text-brand-700 sm:text-5xl">{stat.value}</span>
              <span className="mt-2 block text-lg text-ink">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
