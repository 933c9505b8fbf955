// A titled block of page content. The heading is an <h2> labelling the <section>, so the page has
// a clean heading outline and screen-reader users can jump between sections.
import { useId, type ReactNode } from "react";

export type SectionProps = {
  /** Anchor for in-page links (e.g. FAQ chips); the sticky header's height is allowed for in app.css. */
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** "muted" gives the band a soft background to separate it from its neighbours. */
  tone?: "plain" | "muted";
  className?: string;
};

export function Section({ id, title, intro, children, tone = "plain", className = "" }: SectionProps) {
  const headingId = `${useId()}-heading`;
  const band = tone === "muted" ? "bg-stone-50 border-y border-stone-200" : "";
  return (
    <section id={id} aria-labelledby={headingId} className={`${band} ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
