// Renders a content link (label, href, variant, context) as a button-styled link.
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import type { ContentLink } from "#app/content/shapes/common.ts";

export function ActionLink({ link, className = "" }: { link: ContentLink; className?: string }) {
  return (
    <ButtonLink to={link.href} variant={link.variant ?? "primary"} className={className}>
      {link.label}
      {link.context ? <span className="sr-only"> – {link.context}</span> : null}
    </ButtonLink>
  );
}

/** A row of calls to action that wraps on narrow screens. */
export function ActionRow({ links, className = "" }: { links: readonly ContentLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-4 ${className}`}>
      {links.map((link) => (
        <ActionLink key={`${link.href}-${link.label}`} link={link} />
      ))}
    </div>
  );
}
