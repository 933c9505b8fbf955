// The media library and the operator's gallery on real databases: an upload stored as
// its variants in one transaction with its audit entry, the library's list and the Picture pages
// draw, deleting refused with the places named while a photo is used, the gallery's additions,
// order, hiding and deleting, and /photos/ served from the database (and 503, not a crash, when
// the database fails).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, galleryItems, media, mediaVariants, operators, stories, teamMembers } from "#app/lib/db/schema.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { deleteMedia, listMedia, mediaChoices, mediaUsage, pictureOfMedia, picturesOfMedia, updateMedia, uploadMedia, type MediaRow } from "#app/lib/media/library.server.ts";
import { addGalleryFromLibrary, addGalleryUpload, addGalleryVideo, consoleGallery, deleteGalleryItem, galleryForPage, moveGalleryItem, publicGallery, setGalleryItemHidden } from "#app/lib/media/gallery.server.ts";
import { galleryItems as specGalleryItems } from "#app/content/gallery.ts";
import { createPhotoServer } from "#app/lib/media/serve.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

let actor = { id: 0, email: "operator@seniors.example.org" };

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1" } })
    .toBuffer();
}

const item = { category: "celebrations", caption: null, date: null } as const;

describe.each(databaseNames)("media library on %s", (name) => {
  let t: TestDatabase;
  let photoBytes: Buffer;
  beforeAll(async () => {
    t = await testDatabase(name);
    photoBytes = await jpeg(1000, 750);
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  async function upload(title = "Diwali 2026", alt = "Members lighting diyas on the steps"): Promise<MediaRow> {
    const result = await uploadMedia(t.db, actor, { title, alt, bytes: photoBytes });
    if (!result.ok) throw new Error(result.message);
    return result.media;
  }

  it("stores an upload as its variants, with its audit entry, and lists it", async () => {
    const photo = await upload();
    expect(photo).toMatchObject({ title: "Diwali 2026", alt: "Members lighting diyas on the steps", width: 1000, height: 750, originalType: "image/jpeg", originalBytes: photoBytes.byteLength });
    expect(photo.key).toMatch(/^[0-9a-f]{24}$/);
    const variants = await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, photo.id)).orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
    expect(variants.map((v) => `${v.width}x${v.height}:${v.format}`)).toEqual(["320x240:avif", "320x240:webp", "640x480:avif", "640x480:webp", "960x720:avif", "960x720:webp"]);
    for (const v of variants) {
      expect(v.size).toBe(v.bytes.byteLength);
      // The bytes come back as stored, and still carry no location.
      expect((await sharp(v.bytes).metadata()).exif).toBeUndefined();
    }
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "media_upload"));
    expect(audit).toMatchObject({ operatorId: actor.id, recordType: "media", recordId: photo.id });
    // The entry names the photo by its title (which photo an operator changed is what the audit
    // answers), never by its description or alt text, which may describe people.
    expect(audit!.detail).toMatchObject({ key: photo.key, item: "Diwali 2026", width: 1000, height: 750, variants: 6 });
    expect(Object.keys(audit!.detail as object).sort()).toEqual(["bytes", "height", "item", "key", "type", "variants", "width"]);

    const [listed] = await listMedia(t.db);
    expect(listed).toMatchObject({ id: photo.id, widths: [320, 640, 960], uses: 0, thumb: `/photos/${photo.key}-320.webp` });
    expect(await mediaChoices(t.db)).toEqual([{ id: photo.id, title: "Diwali 2026", alt: "Members lighting diyas on the steps", thumb: `/photos/${photo.key}-320.webp` }]);
  });

  it("refuses a renamed executable and stores nothing", async () => {
    const result = await uploadMedia(t.db, actor, { title: "x", alt: "y", bytes: Buffer.from("\x7fELF\x02\x01\x01\0binary") });
    expect(result).toMatchObject({ ok: false, reason: "not-a-photo" });
    expect(await t.db.select().from(media)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("gives pages the Picture of a photo: its key, size, widths and description", async () => {
    const photo = await upload();
    expect(await pictureOfMedia(t.db, photo.id)).toEqual({ photo: { key: photo.key, width: 1000, height: 750, widths: [320, 640, 960] }, alt: "Members lighting diyas on the steps" });
    expect(await pictureOfMedia(t.db, photo.id, "Another description")).toMatchObject({ alt: "Another description" });
    expect(await pictureOfMedia(t.db, photo.id + 100)).toBeUndefined();
    const other = await upload("Yoga", "Chair yoga in the hall");
    const pictures = await picturesOfMedia(t.db, [photo.id, other.id, other.id, 999_999]);
    expect([...pictures.keys()].sort()).toEqual([photo.id, other.id].sort());
    expect(pictures.get(other.id)).toMatchObject({ alt: "Chair yoga in the hall" });
  });

  it("changes the title and description, with an audit entry", async () => {
    const photo = await upload();
    expect(await updateMedia(t.db, actor, photo.id, { title: "Diwali evening", alt: "Children with sparklers" })).toBe(true);
    expect(await pictureOfMedia(t.db, photo.id)).toMatchObject({ alt: "Children with sparklers" });
    expect(await updateMedia(t.db, actor, 999_999, { title: "a", alt: "b" })).toBe(false);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "media_update"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ titleChanged: true, altChanged: true });
  });

  it("changes the description of gallery items that used the photo's own, and keeps one given its own", async () => {
    const photo = await upload("Diwali", "Members lighting diyas");
    await addGalleryFromLibrary(t.db, actor, { ...item, mediaId: photo.id, title: "Follows", alt: null });
    await addGalleryFromLibrary(t.db, actor, { ...item, mediaId: photo.id, title: "Own words", alt: "Diyas on the steps at dusk" });
    await updateMedia(t.db, actor, photo.id, { title: "Diwali", alt: "Four members lighting diyas" });
    const alts = Object.fromEntries((await publicGallery(t.db))!.map((i) => [i.title, i.alt]));
    expect(alts).toEqual({ Follows: "Four members lighting diyas", "Own words": "Diyas on the steps at dusk" });
  });

  it("refuses to delete a photo in use, naming every place, and deletes it once unused", async () => {
    const photo = await upload();
    const added = await addGalleryFromLibrary(t.db, actor, { ...item, mediaId: photo.id, title: "Diwali at the Centre", alt: null });
    const [post] = await t.db.insert(blogPosts).values({ slug: "diwali", title: "Our Diwali evening", category: "community", excerpt: "e", body: "b", status: "draft", coverMediaId: photo.id }).returning();
    const [story] = await t.db.insert(stories).values({ name: "Lakshmi Rao", age: 72, text: "t", program: "Yoga", date: "2026-01-01", rating: 5, position: 1, mediaId: photo.id }).returning();
    const [member] = await t.db.insert(teamMembers).values({ name: "Ravi Kumar", role: "Coordinator", bio: "b", position: 1, mediaId: photo.id }).returning();

    const refused = await deleteMedia(t.db, actor, photo.id);
    expect(refused).toEqual({
      outcome: "in-use",
      places: [
        { kind: "gallery", label: "Gallery: Diwali at the Centre", href: "/admin/gallery" },
        { kind: "blog", label: "News post: Our Diwali evening", href: `/admin/blog/${post!.id}` },
        { kind: "story", label: "Member's story: Lakshmi Rao", href: `/admin/stories/${story!.id}` },
        { kind: "team", label: "Team: Ravi Kumar", href: `/admin/team/${member!.id}` },
      ],
    });
    expect((await listMedia(t.db))[0]!.uses).toBe(4);
    expect(await t.db.select().from(media)).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "media_delete"))).toEqual([]);

    // Freed place by place, it can go.
    expect(added.ok && (await deleteGalleryItem(t.db, actor, added.item.id))).toBe(true);
    await t.db.update(blogPosts).set({ coverMediaId: null });
    await t.db.update(stories).set({ mediaId: null });
    expect(await mediaUsage(t.db, photo.id)).toEqual([{ kind: "team", label: "Team: Ravi Kumar", href: `/admin/team/${member!.id}` }]);
    await t.db.update(teamMembers).set({ mediaId: null });

    expect(await deleteMedia(t.db, actor, photo.id)).toEqual({ outcome: "deleted" });
    expect(await t.db.select().from(media)).toEqual([]);
    // Its variants went with it.
    expect(await t.db.select().from(mediaVariants)).toEqual([]);
    expect(await t.db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, "media_delete"))).toEqual([{ detail: { key: photo.key, item: "Diwali 2026" } }]);
    expect(await deleteMedia(t.db, actor, photo.id)).toEqual({ outcome: "not-found" });
  });

  it("adds gallery items from an upload, the library and YouTube, newest first, and shows only visible ones", async () => {
    // Until the first item is added, the public page keeps the spec's examples.
    expect(await publicGallery(t.db)).toBeNull();

    const uploaded = await addGalleryUpload(t.db, actor, { ...item, title: "Diwali at the Centre", alt: "Members lighting diyas", caption: "A happy evening.", date: "2026-11-01", files: [{ name: "diwali.jpg", bytes: photoBytes }] });
    expect(uploaded.ok).toBe(true);
    // The upload went into the library too, with the item's title and description.
    const [libraryPhoto] = await listMedia(t.db);
    expect(libraryPhoto).toMatchObject({ title: "Diwali at the Centre", alt: "Members lighting diyas", uses: 1 });

    const fromLibrary = await addGalleryFromLibrary(t.db, actor, { ...item, category: "yoga", mediaId: libraryPhoto!.id, title: "The same photo again", alt: null }, new Date("2026-11-20T04:30:00Z"));
    expect(fromLibrary.ok && fromLibrary.item).toMatchObject({ alt: "Members lighting diyas", date: "2026-11-20", caption: "" });
    expect(await addGalleryFromLibrary(t.db, actor, { ...item, mediaId: 999_999, title: "x", alt: null })).toEqual({ ok: false, reason: "no-media" });

    const video = await addGalleryVideo(t.db, actor, { ...item, category: "cultural", youtubeId: "dQw4w9WgXcQ", title: "Folk dance", alt: "Members dancing", posterId: null });
    expect(video.ok && video.item).toMatchObject({ kind: "video", youtubeId: "dQw4w9WgXcQ", mediaId: null });

    const shown = await publicGallery(t.db);
    expect(shown!.map((i) => i.title)).toEqual(["Folk dance", "The same photo again", "Diwali at the Centre"]);
    expect(shown![2]).toMatchObject({ kind: "photo", alt: "Members lighting diyas", caption: "A happy evening.", date: "2026-11-01", category: "celebrations" });
    expect(shown![2]!.picture).toEqual({ photo: { key: libraryPhoto!.key, width: 1000, height: 750, widths: [320, 640, 960] }, alt: "Members lighting diyas" });
    expect(shown![0]).toMatchObject({ kind: "video", youtubeId: "dQw4w9WgXcQ" });
    expect(shown![0]!.picture).toBeUndefined();

    // Hidden items leave the page but stay in the console; the examples do not come back.
    expect(await setGalleryItemHidden(t.db, actor, video.ok ? video.item.id : 0, true)).toBe(true);
    expect((await publicGallery(t.db))!.map((i) => i.title)).toEqual(["The same photo again", "Diwali at the Centre"]);
    expect((await consoleGallery(t.db)).map((i) => [i.title, i.hidden])).toEqual([
      ["Folk dance", true],
      ["The same photo again", false],
      ["Diwali at the Centre", false],
    ]);
    for (const i of await consoleGallery(t.db)) await setGalleryItemHidden(t.db, actor, i.id, true);
    expect(await publicGallery(t.db)).toEqual([]);

    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id))).map((r) => r.action);
    expect(actions).toEqual(["media_upload", "gallery_create", "gallery_create", "gallery_create", "gallery_update", "gallery_update", "gallery_update", "gallery_update"]);
  });

  it("uses a library photo as a video's poster", async () => {
    const photo = await upload();
    const video = await addGalleryVideo(t.db, actor, { ...item, youtubeId: "dQw4w9WgXcQ", title: "Folk dance", alt: "Members dancing", posterId: photo.id });
    expect(video.ok).toBe(true);
    const [shown] = (await publicGallery(t.db))!;
    expect(shown).toMatchObject({ kind: "video", youtubeId: "dQw4w9WgXcQ", picture: { photo: { key: photo.key } } });
    expect(await mediaUsage(t.db, photo.id)).toEqual([{ kind: "gallery", label: "Gallery: Folk dance", href: "/admin/gallery" }]);
  });

  it("gives /gallery the spec's twelve until the first item, then only the operator's, as the grid draws them", async () => {
    const before = await galleryForPage(t.db);
    expect(before).toBe(specGalleryItems);
    expect(before).toHaveLength(12);
    const photo = await addGalleryUpload(t.db, actor, { ...item, title: "Diwali at the Centre", alt: "Members lighting diyas", caption: "", date: "2026-11-01", files: [{ name: "diwali.jpg", bytes: photoBytes }] });
    await addGalleryVideo(t.db, actor, { ...item, category: "cultural", youtubeId: "dQw4w9WgXcQ", title: "Folk dance", alt: "Members dancing", posterId: null });
    const after = await galleryForPage(t.db);
    expect(after.map((i) => i.title)).toEqual(["Folk dance", "Diwali at the Centre"]);
    const [video, image] = after;
    // A video without a poster photo shows the drawing of a video, described as the video is.
    expect(video).toMatchObject({ type: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", category: "cultural", poster: { art: "video", alt: "Members dancing" } });
    const key = photo.ok ? (await listMedia(t.db))[0]!.key : "";
    // Without JavaScript, a photo opens its largest WebP.
    expect(image).toMatchObject({ type: "image", id: `item-${photo.ok ? photo.item.id : 0}`, alt: "Members lighting diyas", url: `/photos/${key}-960.webp` });
  });

  it("moves items up and down, swapping neighbours, and renumbers equal positions", async () => {
    const photo = await upload();
    const ids: number[] = [];
    for (const title of ["C", "B", "A"]) {
      const r = await addGalleryFromLibrary(t.db, actor, { ...item, mediaId: photo.id, title, alt: null });
      if (r.ok) ids.push(r.item.id);
    }
    const order = async () => (await consoleGallery(t.db)).map((i) => i.title);
    expect(await order()).toEqual(["A", "B", "C"]);
    const [c, b, a] = ids as [number, number, number];
    expect(await moveGalleryItem(t.db, actor, c, "up")).toBe("moved");
    expect(await order()).toEqual(["A", "C", "B"]);
    expect(await moveGalleryItem(t.db, actor, a, "down")).toBe("moved");
    expect(await order()).toEqual(["C", "A", "B"]);
    expect(await moveGalleryItem(t.db, actor, c, "up")).toBe("unchanged");
    expect(await moveGalleryItem(t.db, actor, b, "down")).toBe("unchanged");
    expect(await moveGalleryItem(t.db, actor, 999_999, "up")).toBe("not-found");

    // Positions written by hand as equal still move.
    await t.db.update(galleryItems).set({ position: 5 });
    expect(await order()).toEqual(["C", "B", "A"]); // ties by id
    expect(await moveGalleryItem(t.db, actor, a, "up")).toBe("moved");
    expect(await order()).toEqual(["C", "A", "B"]);
    expect((await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.action, "gallery_move"))).length).toBe(3);

    expect(await deleteGalleryItem(t.db, actor, a)).toBe(true);
    expect(await order()).toEqual(["C", "B"]);
    expect(await deleteGalleryItem(t.db, actor, a)).toBe(false);
    // The photo stays in the library.
    expect(await t.db.select({ id: media.id }).from(media)).toEqual([{ id: photo.id }]);
  });

  describe("/photos/", () => {
    let server: http.Server;
    let base: string;
    let warnings: unknown[];
    let photos: ReturnType<typeof createPhotoServer>;
    beforeAll(async () => {
      warnings = [];
      photos = createPhotoServer({ db: t.db, log: { warn: (...args: unknown[]) => void warnings.push(args) } as never });
      const app = express();
      app.use(photos.middleware);
      app.use((_req, res) => void res.status(418).send("not the photo handler"));
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("sends a variant with its type, length, a year's caching and an ETag; 404 for anything else", async () => {
      photos.forget();
      const photo = await upload();
      const [stored] = await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, photo.id)).orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
      const res = await fetch(`${base}/photos/${photo.key}-320.avif`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/avif");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Number(res.headers.get("content-length"))).toBe(stored!.size);
      expect(Buffer.from(await res.arrayBuffer()).equals(stored!.bytes)).toBe(true);
      const etag = res.headers.get("etag")!;
      expect(etag).toBe(`"${photo.key}-320.avif"`);

      const again = await fetch(`${base}/photos/${photo.key}-320.avif`, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      const webp = await fetch(`${base}/photos/${photo.key}-960.webp`);
      expect(webp.headers.get("content-type")).toBe("image/webp");
      // A JPEG of a variant's width, for link previews that show no WebP.
      const jpg = await fetch(`${base}/photos/${photo.key}-640.jpg`);
      expect(jpg.status).toBe(200);
      expect(jpg.headers.get("content-type")).toBe("image/jpeg");
      expect(jpg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });

      for (const path of [`/photos/${photo.key}-1920.webp`, `/photos/${photo.key}-1920.jpg`, `/photos/${photo.key}-320.jpeg`, `/photos/${photo.key}-320.png`, `/photos/${"0".repeat(24)}-320.webp`, "/photos/%2e%2e%2fetc%2fpasswd", `/photos/${photo.key}-320.webp/x`, "/photos/"]) {
        const r = await fetch(base + path);
        expect(r.status, path).toBe(404);
      }
      expect((await fetch(`${base}/about`)).status).toBe(418);
      expect(warnings).toEqual([]);
    });

    it("keeps served variants in memory and forgets them when told", async () => {
      photos.forget();
      const photo = await upload();
      expect((await fetch(`${base}/photos/${photo.key}-640.webp`)).status).toBe(200);
      // Gone from the database, still sent from memory...
      await t.db.delete(media).where(eq(media.id, photo.id));
      expect((await fetch(`${base}/photos/${photo.key}-640.webp`)).status).toBe(200);
      // ...until the console says something changed.
      photos.forget();
      expect((await fetch(`${base}/photos/${photo.key}-640.webp`)).status).toBe(404);
    });
  });
});

describe("/photos/ when the database fails", () => {
  it("answers 503 and logs it, and the server keeps serving", async () => {
    const failing = {
      select: () => {
        throw new Error("connection terminated unexpectedly");
      },
    } as unknown as Database;
    const warnings: unknown[][] = [];
    const photos = createPhotoServer({ db: failing, log: { warn: (...args: unknown[]) => void warnings.push(args) } as never });
    const app = express();
    app.use(photos.middleware);
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/photos/${"a".repeat(24)}-320.webp`);
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain("cannot be shown just now");
      expect(warnings).toHaveLength(1);
      expect(String((warnings[0]![1] as string) ?? "")).toContain("could not be read");
      // Still answering.
      expect((await fetch(`${base}/photos/${"a".repeat(24)}-320.webp`)).status).toBe(503);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
