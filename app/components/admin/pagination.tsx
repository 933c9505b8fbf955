// Previous / next page links for an inbox, keeping its filter. Absent links are not rendered as
// dead buttons: the page count says where the operator is.
import { Link } from "react-router";
import { consoleCopy } from "#app/content/console.ts";
import { consoleButton } from "./buttons.ts";

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
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
