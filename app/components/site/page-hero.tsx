// The opening band of a page: its one <h1>, a short introduction and optional calls to action.
// Shared by every page so headings, spacing and contrast stay the same across the site.
import type { ReactNode } from "react";

export type PageHeroProps = {
  title: string;
  intro: string;
  /** Buttons or other content below the introduction (e.g. ButtonLink calls to action). */
  children?: ReactNode;
  /** Content between the introduction and the buttons. */
  between?: ReactNode;
  /**
   * Content right under the title, before the introduction (the home page's next events, so that
   * the first of them is on a phone's first screen at the largest text size); the hero is then
   * tighter on a phone and on a short screen.
   */
  lead?: ReactNode;
};

export function PageHero({ title, intro, children, between, lead }: PageHeroProps) {
  return (
    <header className="bg-brand-50 border-b border-brand-100">
      <div className={`mx-auto max-w-6xl px-4 ${lead ? "py-6 sm:py-16 short:py-4" : "py-12 sm:py-16"}`}>
        <h1 className={`font-bold leading-tight text-brand-800 sm:text-5xl ${lead ? "text-2xl short:text-3xl" : "text-3xl"}`}>{title}</h1>
        {lead}
        <p className="mt-4 max-w-3xl text-xl text-ink-muted">{intro}</p>
        {between}
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </header>
  );
}
