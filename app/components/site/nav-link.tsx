// A frame link that marks where the visitor is: aria-current="page" on the page itself, "true" on
// a section's parent (Blog on an article, Our Offerings on an offering page), and a visible
// underline plus tint so the mark does not rely on colour alone.
import { Link, useLocation } from "react-router";
import { isCurrentSection } from "#app/content/navigation.ts";

export function currentMark(path: string, pathname: string): "page" | "true" | undefined {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (clean === path) return "page";
  return isCurrentSection(path, pathname) ? "true" : undefined;
}

export const currentClasses = "bg-brand-50 text-brand-800 underline decoration-[3px] underline-offset-8";

export function FrameLink({
  to,
  children,
  className = "",
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  const current = currentMark(to, pathname);
  return (
    <Link to={to} aria-current={current} onClick={onClick} className={`${className} ${current ? currentClasses : ""}`}>
      {children}
    </Link>
  );
}
