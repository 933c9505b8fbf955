// A table with a caption that scrolls sideways on narrow screens. The scrolling box is a labelled
// region that takes keyboard focus, so it can be scrolled without a mouse. The caption is shown
// above the box (inside it, it would scroll out of view on a phone) and read from the table itself.
// The server cannot know whether it will scroll, so it is always a tab stop here; once the page
// runs scripts, app/enhance/scroll-box.ts keeps it one only while it actually scrolls.
//
// A `stack` table is never wider than a phone: below 640 px each row is a block of its
// own and each cell a line of it, with its column's name (the Td's `label`) beside the value
// (app.css, .stack-table). A cell without a label (the row's name, its buttons) takes the line's
// whole width. The table keeps its rows and cells for assistive technology.
import type { ReactNode } from "react";

export function DataTable({ caption, captionHidden = false, stack = false, children }: { caption: string; captionHidden?: boolean; stack?: boolean; children: ReactNode }) {
  return (
    <div>
      {captionHidden ? null : (
        <p aria-hidden="true" className="mb-2 text-lg font-semibold">
          {caption}
        </p>
      )}
      <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border-2 border-stone-300">
        <table className={`w-full border-collapse text-left text-base${stack ? " stack-table" : ""}`}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

export function Th({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`border-b-2 border-stone-300 bg-stone-100 px-3 py-3 font-semibold whitespace-nowrap ${className}`}>
      {children}
    </th>
  );
}

export function Td({
  children,
  className = "",
  colSpan,
  align = "top",
  label,
}: {
  children: ReactNode;
  className?: string;
  colSpan?: number;
  /** Middle for one-line rows (counts); top where a cell may wrap onto several lines. */
  align?: "top" | "middle";
  /** In a `stack` table, the column's name shown beside the value on a phone. */
  label?: string;
}) {
  return (
    <td colSpan={colSpan} data-label={label} className={`border-b border-stone-200 px-3 py-2 ${align === "top" ? "align-top" : "align-middle"} ${className}`}>
      {label === undefined ? children : <div className="min-w-0">{children}</div>}
    </td>
  );
}
