// A card of the home page's services grid: picture, name, a sentence and a link to the offering.
import type { Service } from "#app/content/shapes/home-about.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-ink">{service.title}</h3>
        <p className="mt-2 flex-1 text-ink-muted">{service.description}</p>
        <a
          href={service.href}
          className="mt-4 inline-flex min-h-target items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {service.linkLabel}
          <span aria-hidden="true">→</span>
        </a>
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      <PictureView picture={service.image} className="order-first aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
    </article>
  );
}
