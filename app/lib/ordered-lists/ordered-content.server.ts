// Owns adding, moving, hiding and deleting a row of a hand-ordered console list (the
// gallery, members' stories and the team), and editing a story or a member of the team with its
// optional photo: one from the library, or one uploaded in the same form, processed
// first and stored in the library in the row's own transaction. Each change is one transaction
// with its audit entry; a photo is locked while it is taken into use, so it cannot be deleted in
// between. The audit names a gallery item by its title and a member of the team by their name (both
// published); a story by its id only, since it names a member of the community.
import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { photoExists, storeProcessed } from "#app/lib/media/library.server.ts";
import { processUpload } from "#app/lib/media/process.server.ts";
import { bottomPosition, lockOrder, moveInOrder, topPosition, type Direction, type MoveResult, type OrderedTable } from "./ordering.server.ts";

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
  /** How the audit names a row (its title, a team member's name); none: its id only. */
  item?: (row: Record<string, unknown>) => string;
};

/** Thrown inside a transaction to roll it back when the row to update no longer exists. */
class RowGone extends Error {}

export type Saved = { ok: true; id: number } | { ok: false; reason: "no-media" | "not-found" } | { ok: false; reason: "refused"; message: string };

/**
 * A row's photo as its form gives it: a library photo's id (or null), and a new photo's file when
 * one was uploaded with the form, which then wins, with what it shows (empty: the person's name).
 */
export type PhotoInput = { photo: number | null; photoAlt?: string | null; upload?: Uint8Array };

/**
 * The writes every hand-ordered list shares. `Row` is the table's row; `deleted` is what a
 * deleted row's audit entry keeps of it (the gallery's: which photo or video it was).
 */
export function orderedRows<Row extends { id: number }, P extends Prefix>(def: ListDef<P> & { deleted?: (row: Row) => Detail }) {
  const { table, list, recordType, actions } = def;
  const named = (row: Record<string, unknown> | undefined): Detail => (def.item && row ? { item: def.item(row) } : {});
  return {
    /** Within the caller's transaction, so a photo can be checked or stored in the same one. */
    async insert(tx: Tx, actor: AuditActor, values: Record<string, unknown>, detail: (row: Row) => Detail): Promise<Row> {
      await lockOrder(tx, list);
      const position = def.place === "top" ? await topPosition(tx, table) : await bottomPosition(tx, table);
      const [row] = (await tx
        .insert(table)
        .values({ ...values, position } as never)
        .returning()) as Row[];
      await writeAudit(tx, actor, { action: actions.create, recordType, recordId: row!.id, detail: { ...named(row), ...detail(row!) } });
      return row!;
    },

    async move(db: Database, actor: AuditActor, id: number, direction: Direction): Promise<MoveResult["outcome"]> {
      return db.transaction(async (tx) => {
        const result = await moveInOrder(tx, table, list, id, direction);
        if (result.outcome === "moved") {
          const [row] = await tx.select().from(table).where(eq(table.id, id));
          await writeAudit(tx, actor, { action: actions.move, recordType, recordId: id, detail: { ...named(row), direction, to: result.to } });
        }
        return result.outcome;
      });
    },

    async setHidden(db: Database, actor: AuditActor, id: number, hidden: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(table)
          .set({ hidden, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning();
        if (rows.length === 0) return false;
        await writeAudit(tx, actor, { action: actions.update, recordType, recordId: id, detail: { ...named(rows[0]), hidden } });
        return true;
      });
    },

    async remove(db: Database, actor: AuditActor, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[];
        if (!row) return false;
        await writeAudit(tx, actor, { action: actions.delete, recordType, recordId: id, detail: { ...named(row as Record<string, unknown>), ...def.deleted?.(row) } });
        return true;
      });
    },
  };
}

/** A list whose rows come from one form with an optional photo, and are edited on a page of their own. */
export function orderedContent<I extends PhotoInput, P extends "story" | "team">(
  def: ListDef<P> & {
    /** The table's columns for a form's input. */
    columns: (input: I) => Record<string, unknown>;
    /** An uploaded photo's title in the library: the person's name. */
    photoTitle: (input: I) => string;
  },
) {
  const { table, recordType, actions } = def;
  const { insert, ...rows } = orderedRows<{ id: number }, P>(def);
  const named = (row: Record<string, unknown> | undefined): Detail => (def.item && row ? { item: def.item(row) } : {});

  /**
   * Runs `write` in one transaction with the row's photo id: a new upload, processed before the
   * transaction (it takes a second or two) and stored inside it, or the chosen library photo,
   * locked while it is taken into use.
   */
  async function withPhoto(db: Database, actor: AuditActor, input: I, write: (tx: Tx, mediaId: number | null) => Promise<Saved>): Promise<Saved> {
    const processed = input.upload ? await processUpload(input.upload) : undefined;
    if (processed && !processed.ok) return { ok: false, reason: "refused", message: processed.message };
    return db.transaction(async (tx) => {
      if (processed) {
        const title = def.photoTitle(input);
        const stored = await storeProcessed(tx, actor, { title, alt: input.photoAlt ?? title }, processed.photo);
        return write(tx, stored.id);
      }
      if (!(await photoExists(tx, input.photo))) return { ok: false as const, reason: "no-media" as const };
      return write(tx, input.photo);
    });
  }

  return {
    create(db: Database, actor: AuditActor, input: I): Promise<Saved> {
      return withPhoto(db, actor, input, async (tx, mediaId) => {
        const row = await insert(tx, actor, { ...def.columns(input), mediaId }, () => ({ mediaId }));
        return { ok: true as const, id: row.id };
      });
    },

    update(db: Database, actor: AuditActor, id: number, input: I): Promise<Saved> {
      return withPhoto(db, actor, input, async (tx, mediaId) => {
        const updated = (await tx
          .update(table)
          .set({ ...def.columns(input), mediaId, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning()) as Array<Record<string, unknown>>;
        // Rolled back with it: a photo uploaded for a row that is gone is not kept.
        if (updated.length === 0) throw new RowGone();
        await writeAudit(tx, actor, { action: actions.update, recordType, recordId: id, detail: { ...named(updated[0]), mediaId } });
        return { ok: true as const, id };
      }).catch((error: unknown) => {
        if (error instanceof RowGone) return { ok: false as const, reason: "not-found" as const };
        throw error;
      });
    },

    ...rows,
  };
}
