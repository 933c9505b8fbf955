// Owns adding, moving, hiding and deleting a row of a hand-ordered console list (issue 14: the
// gallery, members' stories and the team), and editing a story or a member of the team with its
// optional library photo. Each change is one transaction with its audit entry; a photo is locked
// while it is taken into use, so it cannot be deleted in between. The audit holds ids only: a
// story names a member.
import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { photoExists } from "#app/lib/media/library.server.ts";
import { bottomPosition, lockOrder, moveInOrder, topPosition, type MoveResult, type OrderedTable } from "./ordering.server.ts";

type Table = OrderedTable & { hidden: AnyPgColumn; mediaId: AnyPgColumn; updatedAt: AnyPgColumn };
type Prefix = "story" | "team" | "gallery";
type Actions<P extends Prefix> = { create: `${P}_create`; update: `${P}_update`; move: `${P}_move`; delete: `${P}_delete` };
type Detail = Record<string, string | number | boolean | null>;

type ListDef<P extends Prefix> = {
  table: Table;
  /** The list's lock name. */
  list: string;
  recordType: "story" | "team_member" | "gallery_item";
  actions: Actions<P>;
  /** Where a new row goes: stories and the gallery newest first, the team in the order added. */
  place: "top" | "bottom";
};

export type Saved = { ok: true; id: number } | { ok: false; reason: "no-media" | "not-found" };

/**
 * The writes every hand-ordered list shares. `Row` is the table's row; `deleted` is what a
 * deleted row's audit entry keeps of it (the gallery's: which photo or video it was).
 */
export function orderedRows<Row extends { id: number }, P extends Prefix>(def: ListDef<P> & { deleted?: (row: Row) => Detail }) {
  const { table, list, recordType, actions } = def;
  return {
    /** Within the caller's transaction, so a photo can be checked or stored in the same one. */
    async insert(tx: Tx, actor: AuditActor, values: Record<string, unknown>, detail: (row: Row) => Detail): Promise<Row> {
      await lockOrder(tx, list);
      const position = def.place === "top" ? await topPosition(tx, table) : await bottomPosition(tx, table);
      const [row] = (await tx
        .insert(table)
        .values({ ...values, position } as never)
        .returning()) as Row[];
      await writeAudit(tx, actor, { action: actions.create, recordType, recordId: row!.id, detail: detail(row!) });
      return row!;
    },

    async move(db: Database, actor: AuditActor, id: number, direction: "up" | "down"): Promise<MoveResult["outcome"]> {
      return db.transaction(async (tx) => {
        const result = await moveInOrder(tx, table, list, id, direction);
        if (result.outcome === "moved") await writeAudit(tx, actor, { action: actions.move, recordType, recordId: id, detail: { direction, to: result.to } });
        return result.outcome;
      });
    },

    async setHidden(db: Database, actor: AuditActor, id: number, hidden: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(table)
          .set({ hidden, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning({ id: table.id });
        if (rows.length === 0) return false;
        await writeAudit(tx, actor, { action: actions.update, recordType, recordId: id, detail: { hidden } });
        return true;
      });
    },

    async remove(db: Database, actor: AuditActor, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[];
        if (!row) return false;
        await writeAudit(tx, actor, { action: actions.delete, recordType, recordId: id, detail: def.deleted?.(row) });
        return true;
      });
    },
  };
}

/** A list whose rows come from one form with an optional library photo, and are edited on a page of their own. */
export function orderedContent<I extends { photo: number | null }, P extends "story" | "team">(
  def: ListDef<P> & {
    /** The table's columns for a form's input. */
    columns: (input: I) => Record<string, unknown>;
  },
) {
  const { table, recordType, actions } = def;
  const { insert, ...rows } = orderedRows<{ id: number }, P>(def);
  return {
    async create(db: Database, actor: AuditActor, input: I): Promise<Saved> {
      return db.transaction(async (tx) => {
        if (!(await photoExists(tx, input.photo))) return { ok: false as const, reason: "no-media" as const };
        const row = await insert(tx, actor, { ...def.columns(input), mediaId: input.photo }, () => ({ mediaId: input.photo }));
        return { ok: true as const, id: row.id };
      });
    },

    async update(db: Database, actor: AuditActor, id: number, input: I): Promise<Saved> {
      return db.transaction(async (tx) => {
        if (!(await photoExists(tx, input.photo))) return { ok: false as const, reason: "no-media" as const };
        const updated = (await tx
          .update(table)
          .set({ ...def.columns(input), mediaId: input.photo, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning({ id: table.id })) as Array<{ id: number }>;
        if (updated.length === 0) return { ok: false as const, reason: "not-found" as const };
        await writeAudit(tx, actor, { action: actions.update, recordType, recordId: id, detail: { mediaId: input.photo } });
        return { ok: true as const, id };
      });
    },

    ...rows,
  };
}
