// Owns the order of the console's hand-ordered lists: the gallery, members' stories and
// the team. Each table has an integer `position` (1 first) and `hidden`. Writers of one list take
// one advisory lock, so two additions at once never share a position and a move never works from
// a stale order; a move renumbers the whole list 1..n, so equal or gapped positions (rows added
// at once, rows deleted) never make it do nothing.
import { asc, eq, max, min, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "#app/lib/db/client.server.ts";

export type OrderedTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/** Serialises the writers of one list (released when the transaction ends). */
export async function lockOrder(tx: Tx, list: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${list}.position`}))`);
}

/** The position before every other row (new items at the top). Call after lockOrder. */
export async function topPosition(tx: Tx, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ first: min(table.position) }).from(table);
  return row?.first == null ? 0 : Number(row.first) - 1;
}

/** The position after every other row (new items at the end). Call after lockOrder. */
export async function bottomPosition(tx: Tx, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ last: max(table.position) }).from(table);
  return row?.last == null ? 1 : Number(row.last) + 1;
}

export type MoveResult = { outcome: "moved"; to: number } | { outcome: "not-found" } | { outcome: "unchanged" };

/** Where a row can be moved: a place up or down, or to the top in one step. */
export type Direction = "up" | "down" | "top";
export const directions: readonly Direction[] = ["up", "down", "top"];

/** Moves one row a place up or down, or to the top, within the caller's transaction; the list is renumbered 1..n. */
export async function moveInOrder(tx: Tx, table: OrderedTable, list: string, id: number, direction: Direction): Promise<MoveResult> {
  await lockOrder(tx, list);
  const rows = (await tx.select({ id: table.id, position: table.position }).from(table).orderBy(asc(table.position), asc(table.id)).for("update")) as Array<{ id: number; position: number }>;
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) return { outcome: "not-found" };
  const other = direction === "top" ? 0 : direction === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= rows.length || other === index) return { outcome: "unchanged" };
  const order = rows.map((r) => r.id);
  // The row leaves its place and goes in at the other's: a swap for one step, a shift for the top.
  order.splice(other, 0, ...order.splice(index, 1));
  for (const [i, rowId] of order.entries()) {
    if (rows.find((r) => r.id === rowId)!.position !== i + 1) await tx.update(table).set({ position: i + 1 } as never).where(eq(table.id, rowId));
  }
  return { outcome: "moved", to: other + 1 };
}
