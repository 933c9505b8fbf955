// Opening hours as a real table (days as row headers), so screen readers read each day with its hours.
import type { HoursRow } from "#app/content/contact-page.ts";

export function HoursTable({ rows, caption, className = "" }: { rows: readonly HoursRow[]; caption: string; className?: string }) {
  return (
    <table className={`w-full border-collapse text-left text-lg ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days} className="border-b border-stone-200 last:border-b-0">
            <th scope="row" className="py-2 pr-4 font-semibold text-ink">
              {row.days}
            </th>
            <td className="py-2 text-ink">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
