// Previous / next page links for a console list (an inbox, the register, the audit), keeping its
// filter: the list's address with its query and `page` (left out for the first page). Absent links
// are not rendered as dead buttons: the page count says where the operator is.
import { Link } from "react-router";
import { consoleCopy } from "#app/content/console.ts";
import { consoleButton } from "./buttons.ts";

/** The list's address for one of its pages, its filter kept. */
function pageHref(base: string, query: string, page: number): string {
  const q = new URLSearchParams(query);
  q.delete("page");
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

export function Pagination({ page, pages, base, query }: { page: number; pages: number; base: string; query: string }) {
  if (pages <= 1) return null;
  const hrefFor = (to: number) => pageHref(base, query, to);
  const copy = consoleCopy.inbox;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={consoleButton.secondary} rel="prev">
          <span aria-hidden="true">←</span> {copy.previous}
        </Link>
      ) : null}
      <p className="text-lg" aria-current="page">
        {copy.pageOf(page, pages)}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={consoleButton.secondary} rel="next">
          {copy.next} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
