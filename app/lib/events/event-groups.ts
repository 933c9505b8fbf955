// The console's list of events by month (docs/decisions/033-a-weekly-class-as-one-series.md): each
// month of the list in its order, and in it the events on their own and each series as one group,
// standing where its first date in the list falls, with all its dates of the list.

export type Listed = { id: number; seriesId: number | null; date: string };
export type ListGroup<R extends Listed> = { kind: "event"; row: R } | { kind: "series"; seriesId: number; rows: R[] };

/** Rows already in the list's order (soonest or latest first) to months ("2026-12") holding events and series. */
export function groupByMonth<R extends Listed>(rows: readonly R[]): { month: string; groups: ListGroup<R>[] }[] {
  const months: { month: string; groups: ListGroup<R>[] }[] = [];
  const seriesGroups = new Map<number, { kind: "series"; seriesId: number; rows: R[] }>();
  for (const row of rows) {
    if (row.seriesId !== null) {
      const known = seriesGroups.get(row.seriesId);
      if (known) {
        known.rows.push(row);
        continue;
      }
    }
    const month = row.date.slice(0, 7);
    let last = months[months.length - 1];
    if (!last || last.month !== month) months.push((last = { month, groups: [] }));
    if (row.seriesId === null) last.groups.push({ kind: "event", row });
    else {
      const group = { kind: "series" as const, seriesId: row.seriesId, rows: [row] };
      seriesGroups.set(row.seriesId, group);
      last.groups.push(group);
    }
  }
  return months;
}

/**
 * A series' time in the console's list: the one time when all its dates here share it (its line
 * says it once), or null when a change to "this and later" dates moved some (each date then says
 * its own, so the first date's time is never shown for dates it is not).
 */
export function seriesTime(rows: readonly { time: string }[]): string | null {
  const first = rows[0]?.time ?? null;
  return rows.every((r) => r.time === first) ? first : null;
}
