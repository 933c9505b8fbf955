// Owns the media library: photos stored as their resized variants in the database
// (docs/decisions/015-media-and-content.md), their titles and descriptions, where each is used,
// and the Picture that pages draw from one. Every change writes the audit log; the audit never
// holds a title or description (they may name people), only the photo's key and sizes.
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { PHOTO_FORMATS, photoUrl, type Picture, type PhotoFormat } from "#app/core/picture.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { blogPosts, galleryItems, media, mediaVariants, stories, teamMembers } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { processUpload, type ProcessedPhoto, type Refusal } from "./process.server.ts";
import type { MediaChoice } from "./types.ts";

export type MediaRow = typeof media.$inferSelect;

export type { MediaChoice };

export type MediaDetails = { title: string; alt: string };

/** One place on the site that shows a photo: what to call it in the console and where to change it. */
export type MediaUse = { kind: "gallery" | "blog" | "story" | "team"; label: string; href: string };

/** A random key, part of every variant's address: never reused, so a variant can be cached for a year. */
function newMediaKey(): string {
  return crypto.randomBytes(12).toString("hex");
}

/** Stores a processed upload inside the caller's transaction: the media row, its variants and the audit entry. */
export async function storeProcessed(tx: Tx, actor: AuditActor, details: MediaDetails, photo: ProcessedPhoto): Promise<MediaRow> {
  const [row] = await tx
    .insert(media)
    .values({ key: newMediaKey(), title: details.title, alt: details.alt, width: photo.width, height: photo.height, originalType: photo.originalType, originalBytes: photo.originalBytes })
    .returning();
  // One insert per variant: ten rows of up to a few hundred KB each, rather than one multi-MB statement.
  for (const v of photo.variants) {
    await tx.insert(mediaVariants).values({ mediaId: row!.id, width: v.width, height: v.height, format: v.format, bytes: v.bytes, size: v.bytes.byteLength });
  }
  await writeAudit(tx, actor, {
    action: "media_upload",
    recordType: "media",
    recordId: row!.id,
    detail: { item: row!.title, key: row!.key, width: photo.width, height: photo.height, type: photo.originalType, bytes: photo.originalBytes, variants: photo.variants.length },
  });
  return row!;
}

export type UploadResult = { ok: true; media: MediaRow } | ({ ok: false } & Refusal);

/** Checks and processes an upload, then stores it in one transaction (media row, variants, audit). */
export async function uploadMedia(db: Database, actor: AuditActor, input: MediaDetails & { bytes: Uint8Array }): Promise<UploadResult> {
  const processed = await processUpload(input.bytes);
  if (!processed.ok) return processed;
  const row = await db.transaction((tx) => storeProcessed(tx, actor, input, processed.photo));
  return { ok: true, media: row };
}

/**
 * True when the photo exists (or none is asked for). It is locked until the transaction ends, so
 * it cannot be deleted while a post, story or team member starts using it (deleteMedia locks it too).
 */
export async function photoExists(tx: Tx, id: number | null): Promise<boolean> {
  if (id === null) return true;
  const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for("share");
  return row !== undefined;
}

export async function mediaById(db: Database, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** A photo's variants, without their bytes: for the console's table of sizes. */
export async function mediaVariantsOf(db: Database, id: number) {
  return db
    .select({ width: mediaVariants.width, height: mediaVariants.height, format: mediaVariants.format, size: mediaVariants.size })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, id))
    .orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
}

/** Changes a photo's title and description (and the description of gallery items that use it as theirs); false when there is no such photo. */
export async function updateMedia(db: Database, actor: AuditActor, id: number, details: MediaDetails): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!before) return false;
    await tx.update(media).set({ title: details.title, alt: details.alt, updatedAt: new Date() }).where(eq(media.id, id));
    // Gallery items that used the photo's own description follow it; one given its own keeps it.
    if (before.alt !== details.alt) {
      await tx.update(galleryItems).set({ alt: details.alt, updatedAt: new Date() }).where(and(eq(galleryItems.mediaId, id), eq(galleryItems.kind, "photo"), eq(galleryItems.alt, before.alt)));
    }
    await writeAudit(tx, actor, {
      action: "media_update",
      recordType: "media",
      recordId: id,
      detail: { item: details.title, ...(before.title !== details.title ? { was: before.title } : {}), key: before.key, titleChanged: before.title !== details.title, altChanged: before.alt !== details.alt },
    });
    return true;
  });
}

/** Every place on the site that shows the photo, in a stable order (gallery, news, stories, team). */
export async function mediaUsage(db: Database | Tx, id: number): Promise<MediaUse[]> {
  const u = consoleMediaCopy.usage;
  // One after another: inside a transaction the queries share one connection.
  const gallery = await db.select({ id: galleryItems.id, title: galleryItems.title }).from(galleryItems).where(eq(galleryItems.mediaId, id)).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  const posts = await db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.coverMediaId, id)).orderBy(asc(blogPosts.id));
  const told = await db.select({ id: stories.id, name: stories.name }).from(stories).where(eq(stories.mediaId, id)).orderBy(asc(stories.position), asc(stories.id));
  const team = await db.select({ id: teamMembers.id, name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.mediaId, id)).orderBy(asc(teamMembers.position), asc(teamMembers.id));
  return [
    ...gallery.map((r) => ({ kind: "gallery" as const, label: u.gallery(r.title), href: "/admin/gallery" })),
    ...posts.map((r) => ({ kind: "blog" as const, label: u.blog(r.title), href: `/admin/blog/${r.id}` })),
    ...told.map((r) => ({ kind: "story" as const, label: u.story(r.name), href: `/admin/stories/${r.id}` })),
    ...team.map((r) => ({ kind: "team" as const, label: u.team(r.name), href: `/admin/team/${r.id}` })),
  ];
}

export type DeleteResult = { outcome: "deleted" } | { outcome: "not-found" } | { outcome: "in-use"; places: MediaUse[] };

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23503" || e?.cause?.code === "23503";
};

/**
 * Deletes a photo (and its variants) unless the site still shows it: then it says where. The row
 * is locked first, so a gallery item or post cannot start using it between the check and the
 * delete (adding a reference waits for the lock); the foreign keys refuse it in any case.
 */
export async function deleteMedia(db: Database, actor: AuditActor, id: number): Promise<DeleteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: media.id, key: media.key, title: media.title }).from(media).where(eq(media.id, id)).for("update");
      if (!row) return { outcome: "not-found" as const };
      const places = await mediaUsage(tx, id);
      if (places.length > 0) return { outcome: "in-use" as const, places };
      await tx.delete(media).where(eq(media.id, id));
      await writeAudit(tx, actor, { action: "media_delete", recordType: "media", recordId: id, detail: { item: row.title, key: row.key } });
      return { outcome: "deleted" as const };
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return { outcome: "in-use", places: await mediaUsage(db, id) };
  }
}

/** How many places use each photo: one query per table, grouped. */
async function usageCounts(db: Database): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const add = (rows: Array<{ id: number | null; n: number }>) => {
    for (const r of rows) if (r.id !== null) counts.set(r.id, (counts.get(r.id) ?? 0) + Number(r.n));
  };
  const n = sql<number>`count(*)::int`;
  const [g, b, s, t] = await Promise.all([
    db.select({ id: galleryItems.mediaId, n }).from(galleryItems).groupBy(galleryItems.mediaId),
    db.select({ id: blogPosts.coverMediaId, n }).from(blogPosts).groupBy(blogPosts.coverMediaId),
    db.select({ id: stories.mediaId, n }).from(stories).groupBy(stories.mediaId),
    db.select({ id: teamMembers.mediaId, n }).from(teamMembers).groupBy(teamMembers.mediaId),
  ]);
  [g, b, s, t].forEach(add);
  return counts;
}

/** Widths that exist in every format, smallest first, per photo. */
async function widthsOf(db: Database, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ mediaId: mediaVariants.mediaId, width: mediaVariants.width })
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids))
    .groupBy(mediaVariants.mediaId, mediaVariants.width)
    .having(sql`count(distinct ${mediaVariants.format}) = ${PHOTO_FORMATS.length}`)
    .orderBy(asc(mediaVariants.mediaId), asc(mediaVariants.width));
  for (const r of rows) map.set(r.mediaId, [...(map.get(r.mediaId) ?? []), r.width]);
  return map;
}

/** The address of a photo's smallest WebP: the console's thumbnails. */
function thumbUrl(key: string, widths: number[]): string {
  return photoUrl(key, widths[0] ?? 320, "webp");
}

export type LibraryEntry = MediaRow & { widths: number[]; thumb: string; uses: number };

/** The whole library, newest first, with how many places use each photo. */
export async function listMedia(db: Database): Promise<LibraryEntry[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  const [widths, uses] = await Promise.all([widthsOf(db, rows.map((r) => r.id)), usageCounts(db)]);
  return rows.map((r) => {
    const w = widths.get(r.id) ?? [];
    return { ...r, widths: w, thumb: thumbUrl(r.key, w), uses: uses.get(r.id) ?? 0 };
  });
}

/** Every photo, for a picker: newest first. */
export async function mediaChoices(db: Database): Promise<MediaChoice[]> {
  return (await listMedia(db)).filter((m) => m.widths.length > 0).map((m) => ({ id: m.id, title: m.title, alt: m.alt, thumb: m.thumb }));
}

function toPicture(row: Pick<MediaRow, "key" | "width" | "height" | "alt">, widths: number[], alt?: string): Picture | undefined {
  if (widths.length === 0) return undefined;
  return { photo: { key: row.key, width: row.width, height: row.height, widths }, alt: alt ?? row.alt };
}

/** The Picture of one photo (its own description unless `alt` is given); undefined when there is no such photo. */
export async function pictureOfMedia(db: Database, mediaId: number, alt?: string): Promise<Picture | undefined> {
  const row = await mediaById(db, mediaId);
  if (!row) return undefined;
  return toPicture(row, (await widthsOf(db, [row.id])).get(row.id) ?? [], alt);
}

/** The Pictures of several photos at once (two queries), by id; missing ids are left out. */
export async function picturesOfMedia(db: Database, ids: number[]): Promise<Map<number, Picture>> {
  const unique = [...new Set(ids)];
  const pictures = new Map<number, Picture>();
  if (unique.length === 0) return pictures;
  const rows = await db.select({ id: media.id, key: media.key, width: media.width, height: media.height, alt: media.alt }).from(media).where(inArray(media.id, unique));
  const widths = await widthsOf(db, rows.map((r) => r.id));
  for (const r of rows) {
    const picture = toPicture(r, widths.get(r.id) ?? []);
    if (picture) pictures.set(r.id, picture);
  }
  return pictures;
}

/** Rows that may name a library photo, each with the address of its thumbnail (undefined without a photo). */
export async function withThumbs<R extends { mediaId: number | null }>(db: Database, rows: R[]): Promise<Array<R & { thumb?: string }>> {
  const pictures = await picturesOfMedia(db, rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])));
  return rows.map((row) => {
    const picture = row.mediaId === null ? undefined : pictures.get(row.mediaId);
    return { ...row, thumb: picture && "photo" in picture ? thumbUrl(picture.photo.key, picture.photo.widths) : undefined };
  });
}

/** One variant's bytes, for /photos/<key>-<width>.<format>; undefined when there is none. */
export async function variantBytes(db: Database, key: string, width: number, format: PhotoFormat): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.key, key), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
  return row?.bytes;
}
