// A frame link that marks where the visitor is: aria-current="page" on the page itself, "true" on
// a section's parent (Blog on an article, Our Offerings on an offering page), and a visible
// underline plus tint so the mark does not rely on colour alone. A plain link: every public page
// loads as a whole document (docs/decisions/018-reading-pages-without-react.md).
import { useLocation } from "react-router";
import { isCurrentSection } from "#app/content/navigation.ts";

function currentMark(path: string, pathname: string): "page" | "true" | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (clean === path) return "page";
  return isCurrentSection(path, pathname) ? "true" : undefined;
}

export const currentClasses = "bg-brand-50 text-brand-800 underline decoration-[3px] underline-offset-8";

export function FrameLink({ to, children, className = "" }: { to: string; children: React.ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const current = currentMark(to, pathname);
  return (
    <a href={to} aria-current={current} className={`${className} ${current ? currentClasses : ""}`}>
      {children}
    </a>
  );
}
