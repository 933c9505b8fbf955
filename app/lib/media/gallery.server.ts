// Owns the operator's gallery (issue 14): items made from a new upload, a library photo or a
// YouTube video; their order, hiding and deleting; and what /gallery reads. The spec's twelve
// items show until the first item is added: "added" means any row, hidden or not, so hiding
// the only item leaves an empty gallery rather than bringing the examples back.
import { asc, eq } from "drizzle-orm";
import { todayIso } from "#app/core/calendar.ts";
import { photoUrl, type Picture } from "#app/core/picture.ts";
import { youtubeWatchUrl } from "#app/core/youtube.ts";
import * as spec from "#app/content/gallery.ts";
import type { GalleryCategory, GalleryItem } from "#app/content/gallery.ts";
import { drawing } from "#app/content/illustrations.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { galleryItems, media } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { lockOrder, moveInOrder, topPosition } from "#app/lib/ordered-lists/ordering.server.ts";
import { photoExists, picturesOfMedia, storeProcessed, withThumbs } from "./library.server.ts";
import { processUpload, type Refusal } from "./process.server.ts";

export type GalleryRow = typeof galleryItems.$inferSelect;

/** The name of the gallery's order lock. */
const LIST = "gallery_items";

type ItemFields = { title: string; category: string; caption: string | null; date: string | null };

async function insertItem(tx: Tx, actor: AuditActor, values: Omit<typeof galleryItems.$inferInsert, "position" | "caption" | "date"> & ItemFields, now: Date): Promise<GalleryRow> {
  // Serialises additions, so two at once do not take the same position.
  await lockOrder(tx, LIST);
  const [row] = await tx
    .insert(galleryItems)
    .values({ ...values, caption: values.caption ?? "", date: values.date ?? todayIso(now), position: await topPosition(tx, galleryItems) })
    .returning();
  await writeAudit(tx, actor, { action: "gallery_create", recordType: "gallery_item", recordId: row!.id, detail: { kind: row!.kind, mediaId: row!.mediaId, youtubeId: row!.youtubeId } });
  return row!;
}

export type AddResult = { ok: true; item: GalleryRow } | ({ ok: false } & Refusal) | { ok: false; reason: "no-media" };

/** A new photo: processed, then stored in the library and added to the gallery in one transaction. */
export async function addGalleryUpload(db: Database, actor: AuditActor, input: ItemFields & { alt: string; bytes: Uint8Array }, now = new Date()): Promise<AddResult> {
  const processed = await processUpload(input.bytes);
  if (!processed.ok) return processed;
  const item = await db.transaction(async (tx) => {
    const photo = await storeProcessed(tx, actor, { title: input.title, alt: input.alt }, processed.photo);
    return insertItem(tx, actor, { kind: "photo", mediaId: photo.id, title: input.title, alt: input.alt, category: input.category, caption: input.caption, date: input.date }, now);
  });
  return { ok: true, item };
}

/** A photo already in the library; its own description unless another is given. */
export async function addGalleryFromLibrary(db: Database, actor: AuditActor, input: ItemFields & { mediaId: number; alt: string | null }, now = new Date()): Promise<AddResult> {
  return db.transaction(async (tx) => {
    // Locked so the photo cannot be deleted while it is being added (deleteMedia locks it too).
    const [photo] = await tx.select({ id: media.id, alt: media.alt }).from(media).where(eq(media.id, input.mediaId)).for("share");
    if (!photo) return { ok: false as const, reason: "no-media" as const };
    const item = await insertItem(tx, actor, { kind: "photo", mediaId: photo.id, title: input.title, alt: input.alt ?? photo.alt, category: input.category, caption: input.caption, date: input.date }, now);
    return { ok: true as const, item };
  });
}

/** A YouTube video by its ID, optionally with a library photo shown before it plays. */
export async function addGalleryVideo(db: Database, actor: AuditActor, input: ItemFields & { youtubeId: string; alt: string; posterId: number | null }, now = new Date()): Promise<AddResult> {
  return db.transaction(async (tx) => {
    if (!(await photoExists(tx, input.posterId))) return { ok: false as const, reason: "no-media" as const };
    const item = await insertItem(tx, actor, { kind: "video", youtubeId: input.youtubeId, mediaId: input.posterId, title: input.title, alt: input.alt, category: input.category, caption: input.caption, date: input.date }, now);
    return { ok: true as const, item };
  });
}

/** Every item in the order shown (hidden ones too), with a thumbnail address for photos and posters. */
export async function consoleGallery(db: Database) {
  return withThumbs(db, await db.select().from(galleryItems).orderBy(asc(galleryItems.position), asc(galleryItems.id)));
}

/** Moves an item one place up or down (the whole list is renumbered, app/lib/ordered-lists/ordering.server.ts). */
export async function moveGalleryItem(db: Database, actor: AuditActor, id: number, direction: "up" | "down"): Promise<"moved" | "not-found" | "unchanged"> {
  return db.transaction(async (tx) => {
    const result = await moveInOrder(tx, galleryItems, LIST, id, direction);
    if (result.outcome === "moved") await writeAudit(tx, actor, { action: "gallery_move", recordType: "gallery_item", recordId: id, detail: { direction, to: result.to } });
    return result.outcome;
  });
}

export async function setGalleryItemHidden(db: Database, actor: AuditActor, id: number, hidden: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(galleryItems).set({ hidden, updatedAt: new Date() }).where(eq(galleryItems.id, id)).returning({ id: galleryItems.id });
    if (!row) return false;
    await writeAudit(tx, actor, { action: "gallery_update", recordType: "gallery_item", recordId: id, detail: { hidden } });
    return true;
  });
}

/** Removes an item from the gallery; its photo stays in the library. */
export async function deleteGalleryItem(db: Database, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning();
    if (!row) return false;
    await writeAudit(tx, actor, { action: "gallery_delete", recordType: "gallery_item", recordId: id, detail: { kind: row.kind, mediaId: row.mediaId, youtubeId: row.youtubeId } });
    return true;
  });
}

export async function galleryItemById(db: Database, id: number): Promise<GalleryRow | undefined> {
  const [row] = await db.select().from(galleryItems).where(eq(galleryItems.id, id));
  return row;
}

/** What /gallery shows of one operator's item. */
export type PublicGalleryItem = {
  id: number;
  kind: "photo" | "video";
  title: string;
  alt: string;
  caption: string;
  category: string;
  date: string;
  /** A photo's picture, or a video's poster photo when the operator chose one. */
  picture?: Picture;
  youtubeId?: string;
};

/**
 * The operator's visible items in order, or null while no item was ever added (then the page shows
 * the spec's examples). A photo whose variants are missing is left out rather than shown broken.
 */
export async function publicGallery(db: Database): Promise<PublicGalleryItem[] | null> {
  const [any] = await db.select({ id: galleryItems.id }).from(galleryItems).limit(1);
  if (!any) return null;
  const rows = await db.select().from(galleryItems).where(eq(galleryItems.hidden, false)).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  const pictures = await picturesOfMedia(db, rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])));
  const items: PublicGalleryItem[] = [];
  for (const row of rows) {
    const base = { id: row.id, title: row.title, alt: row.alt, caption: row.caption, category: row.category, date: row.date };
    const photo = row.mediaId === null ? undefined : pictures.get(row.mediaId);
    if (row.kind === "photo") {
      if (photo) items.push({ ...base, kind: "photo", picture: { ...photo, alt: row.alt } });
    } else if (row.youtubeId) {
      items.push({ ...base, kind: "video", youtubeId: row.youtubeId, ...(photo ? { picture: photo } : {}) });
    }
  }
  return items;
}

/** A drawing for a video without a poster photo. */
const videoPoster = (alt: string): Picture => ({ ...drawing("video"), alt });

/**
 * What /gallery lists: the operator's items as the grid draws them, or the spec's twelve while no
 * item was ever added. A photo opens its largest WebP without JavaScript; a video its YouTube page.
 */
export async function galleryForPage(db: Database): Promise<GalleryItem[]> {
  const own = await publicGallery(db);
  if (own === null) return spec.galleryItems;
  return own.map((item): GalleryItem => {
    const category = item.category as GalleryCategory;
    const base = { id: `item-${item.id}`, title: item.title, category, date: item.date, alt: item.alt, caption: item.caption };
    if (item.kind === "video") return { ...base, type: "video", url: youtubeWatchUrl(item.youtubeId!), poster: item.picture ?? videoPoster(item.alt) };
    const picture = item.picture!;
    const largest = "photo" in picture ? photoUrl(picture.photo.key, Math.max(...picture.photo.widths), "webp") : undefined;
    return { ...base, type: "image", picture, ...(largest ? { url: largest } : {}) };
  });
}
