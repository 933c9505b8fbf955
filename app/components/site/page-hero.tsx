// The opening band of a page: its one <h1>, a short introduction and optional calls to action.
// Shared by every page so headings, spacing and contrast stay the same across the site.
import type { ReactNode } from "react";

export type PageHeroProps = {
  title: string;
  intro: string;
  /** Buttons or other content below the introduction (e.g. ButtonLink calls to action). */
  children?: ReactNode;
  /** Content between the introduction and the buttons (the home page's next events). */
  between?: ReactNode;
};

export function PageHero({ title, intro, children, between }: PageHeroProps) {
  return (
    <header className="bg-brand-50 border-b border-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold leading-tight text-brand-800 sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-xl text-ink-muted">{intro}</p>
        {between}
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </header>
  );
}
