// Owns the operator's gallery: items made from a new upload, a library photo or a
// YouTube video; their order, hiding and deleting; and what /gallery reads. The spec's twelve
// items show until the first item is added: "added" means any row, hidden or not, so hiding
// the only item leaves an empty gallery rather than bringing the examples back.
import { asc, eq } from "drizzle-orm";
import { todayIso } from "#app/core/calendar.ts";
import { largestPhotoUrl, type Picture } from "#app/core/picture.ts";
import { youtubeWatchUrl } from "#app/core/youtube.ts";
import * as spec from "#app/content/gallery.ts";
import type { GalleryCategory, GalleryItem } from "#app/content/gallery.ts";
import { drawing } from "#app/content/illustrations.ts";
import { consoleGalleryCopy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { galleryItems, media } from "#app/lib/db/schema.ts";
import type { AuditActor } from "#app/lib/console/audit.server.ts";
import { addForm, type AddFormsKind } from "#app/lib/ordered-lists/list-actions.server.ts";
import { orderedRows } from "#app/lib/ordered-lists/ordered-content.server.ts";
import { photoExists, picturesOfMedia, storeProcessed, withThumbs } from "./library.server.ts";
import { processUpload, type ProcessedPhoto, type Refusal } from "./process.server.ts";
import { readGalleryLibrary, readGalleryUpload, readGalleryVideo, type UploadedFile } from "./upload.server.ts";

type GalleryRow = typeof galleryItems.$inferSelect;

/** Which photo or video an item is, for its audit entries (ids only). */
const whichItem = (row: GalleryRow) => ({ kind: row.kind, mediaId: row.mediaId, youtubeId: row.youtubeId });

const galleryRows = orderedRows<GalleryRow, "gallery">({
  table: galleryItems,
  list: "gallery_items",
  recordType: "gallery_item",
  actions: { create: "gallery_create", update: "gallery_update", move: "gallery_move", delete: "gallery_delete" },
  place: "top",
  item: (row) => String(row.title),
  deleted: whichItem,
});

type ItemFields = { title: string; category: string; caption: string | null; date: string | null };

function insertItem(tx: Tx, actor: AuditActor, values: Omit<typeof galleryItems.$inferInsert, "position" | "caption" | "date"> & ItemFields, now: Date): Promise<GalleryRow> {
  return galleryRows.insert(tx, actor, { ...values, caption: values.caption ?? "", date: values.date ?? todayIso(now) }, whichItem);
}

export type AddResult = { ok: true; item: GalleryRow; count?: number } | ({ ok: false } & Refusal) | { ok: false; reason: "no-media" };

/**
 * New photos, one or several chosen at once: each processed first (one at a time), then
 * all stored in the library and added to the gallery in one transaction, in the order chosen, at
 * the top, with the same title, description, category, caption and date. A file refused refuses
 * them all, saying which; nothing is added. `item` is the first of them.
 */
export async function addGalleryUpload(db: Database, actor: AuditActor, input: ItemFields & { alt: string; files: UploadedFile[] }, now = new Date()): Promise<AddResult> {
  const photos: ProcessedPhoto[] = [];
  for (const [i, file] of input.files.entries()) {
    const processed = await processUpload(file.bytes);
    if (!processed.ok) return input.files.length === 1 ? processed : { ...processed, message: consoleGalleryCopy.add.oneRefused(i + 1, input.files.length, file.name, processed.message) };
    photos.push(processed.photo);
  }
  const items = await db.transaction(async (tx) => {
    const added: GalleryRow[] = [];
    // The last goes in first: each new item is put at the top, so the first chosen ends up first.
    for (const [i, photo] of [...photos.entries()].reverse()) {
      // In the library the photos of one upload are told apart by their number.
      const title = photos.length === 1 ? input.title : consoleGalleryCopy.add.numbered(input.title, i + 1, photos.length);
      const stored = await storeProcessed(tx, actor, { title, alt: input.alt }, photo);
      added.unshift(await insertItem(tx, actor, { kind: "photo", mediaId: stored.id, title: input.title, alt: input.alt, category: input.category, caption: input.caption, date: input.date }, now));
    }
    return added;
  });
  return { ok: true, item: items[0]!, count: items.length };
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
export const moveGalleryItem = galleryRows.move;

export const setGalleryItemHidden = galleryRows.setHidden;

/** Removes an item from the gallery; its photo stays in the library. */
export const deleteGalleryItem = galleryRows.remove;

async function galleryItemById(db: Database, id: number): Promise<GalleryRow | undefined> {
  const [row] = await db.select().from(galleryItems).where(eq(galleryItems.id, id));
  return row;
}

/** The console's list actions for the gallery (app/lib/ordered-lists/list-actions.server.ts): three ways to add an item, each its own form. */
export const galleryKind: AddFormsKind = {
  list: galleryRows,
  adds: {
    upload: addForm({
      async read(form) {
        const { bytes: _first, files, ...read } = await readGalleryUpload(form);
        // readUpload leaves the input out when no file came, so either both are here or neither.
        return { ...read, input: read.input && files.length > 0 ? { ...read.input, files } : undefined };
      },
      create: (db, actor, input) => addGalleryUpload(db, actor, input),
      refused: (result) => ({ file: result.message ?? consoleMediaCopy.refusals.damaged }),
    }),
    library: addForm({
      read: readGalleryLibrary,
      create: (db, actor, input) => addGalleryFromLibrary(db, actor, { ...input, mediaId: input.media }),
      refused: () => ({ media: consoleGalleryCopy.fields.media.missing }),
    }),
    video: addForm({
      read: readGalleryVideo,
      create: (db, actor, input) => addGalleryVideo(db, actor, { ...input, youtubeId: input.youtube, posterId: input.poster }),
      refused: () => ({ poster: consoleGalleryCopy.fields.media.missing }),
    }),
  },
  back: "/admin/gallery",
  titleOf: async (db, id) => (await galleryItemById(db, id))?.title,
  copy: { notFound: consoleGalleryCopy.notFound },
};

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
    const largest = largestPhotoUrl(picture);
    return { ...base, type: "image", picture, ...(largest ? { url: largest } : {}) };
  });
}
