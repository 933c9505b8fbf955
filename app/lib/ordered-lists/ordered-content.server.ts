// Owns adding, editing, moving, hiding and deleting a row of a hand-ordered console list with an
// optional library photo (issue 14: members' stories and the team). Each change is one
// transaction with its audit entry; the photo is locked while it is taken into use, so it cannot
// be deleted in between. The audit holds ids only: a story names a member.
import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/lib/db/client.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { photoExists } from "#app/lib/media/library.server.ts";
import { bottomPosition, lockOrder, moveInOrder, topPosition, type MoveResult, type OrderedTable } from "./ordering.server.ts";

type Table = OrderedTable & { hidden: AnyPgColumn; mediaId: AnyPgColumn; updatedAt: AnyPgColumn };
type Actions<P extends string> = { create: `${P}_create`; update: `${P}_update`; move: `${P}_move`; delete: `${P}_delete` };

export type Saved = { ok: true; id: number } | { ok: false; reason: "no-media" | "not-found" };

export function orderedContent<I extends { photo: number | null }, P extends "story" | "team">(def: {
  table: Table;
  /** The list's lock name. */
  list: string;
  recordType: "story" | "team_member";
  actions: Actions<P>;
  /** Where a new row goes: stories newest first, the team in the order added. */
  place: "top" | "bottom";
  /** The table's columns for a form's input. */
  columns: (input: I) => Record<string, unknown>;
}) {
  const { table, list, recordType, actions } = def;
  return {
    async create(db: Database, actor: AuditActor, input: I): Promise<Saved> {
      return db.transaction(async (tx) => {
        if (!(await photoExists(tx, input.photo))) return { ok: false as const, reason: "no-media" as const };
        await lockOrder(tx, list);
        const position = def.place === "top" ? await topPosition(tx, table) : await bottomPosition(tx, table);
        const [row] = (await tx
          .insert(table)
          .values({ ...def.columns(input), mediaId: input.photo, position } as never)
          .returning({ id: table.id })) as Array<{ id: number }>;
        await writeAudit(tx, actor, { action: actions.create, recordType, recordId: row!.id, detail: { mediaId: input.photo } });
        return { ok: true as const, id: row!.id };
      });
    },

    async update(db: Database, actor: AuditActor, id: number, input: I): Promise<Saved> {
      return db.transaction(async (tx) => {
        if (!(await photoExists(tx, input.photo))) return { ok: false as const, reason: "no-media" as const };
        const rows = (await tx
          .update(table)
          .set({ ...def.columns(input), mediaId: input.photo, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning({ id: table.id })) as Array<{ id: number }>;
        if (rows.length === 0) return { ok: false as const, reason: "not-found" as const };
        await writeAudit(tx, actor, { action: actions.update, recordType, recordId: id, detail: { mediaId: input.photo } });
        return { ok: true as const, id };
      });
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
        const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
        if (rows.length === 0) return false;
        await writeAudit(tx, actor, { action: actions.delete, recordType, recordId: id });
        return true;
      });
    },
  };
}
