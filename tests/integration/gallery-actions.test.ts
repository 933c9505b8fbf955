// The console gallery's page actions through the shared list action: each of
// the three add forms answers a bad post with its own intent, values and errors (so the page shows
// them in the form posted), a refused photo or poster on its field, and a good one with the
// "added" redirect; move, hide, show and delete after a question as on the other lists; an
// intent no form posts is a bad request, whatever its name.
import sharp from "sharp";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleGalleryCopy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { auditLog, galleryItems, operators } from "#app/lib/db/schema.ts";
import { galleryKind } from "#app/lib/media/gallery.server.ts";
import { uploadMedia } from "#app/lib/media/library.server.ts";
import { listAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

type Answered = { data: ListActionData; init: ResponseInit | null };

const item = { title: "Diwali at the Centre", category: "celebrations", caption: "", date: "" };

function formOf(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.bytes], file.name, { type: "image/jpeg" }));
  return form;
}

describe.each(databaseNames)("the console gallery's actions on %s", (name) => {
  let t: TestDatabase;
  let photoBytes: Uint8Array<ArrayBuffer>;
  let actor = { id: 0, email: "operator@seniors.example.org" };
  let services: Services;
  let changed: ReturnType<typeof vi.fn>;

  /** The action's answer, or the redirect it threw (the page's address with its notice). */
  async function post(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }): Promise<Answered | { redirect: string }> {
    try {
      return (await listAction({ ...galleryKind, services, operator: actor, form: formOf(fields, file) })) as unknown as Answered;
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("Location")! };
      throw thrown;
    }
  }

  beforeAll(async () => {
    t = await testDatabase(name);
    photoBytes = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer());
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
    changed = vi.fn();
    services = { db: t.db, pages: { changed, onChange() {} } } as unknown as Services;
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("answers each add form's bad post with that form's intent, values and errors", async () => {
    const upload = await post({ intent: "upload", title: "Morning yoga" });
    expect(upload).toMatchObject({ data: { form: "upload", values: { title: "Morning yoga" }, errors: { file: expect.any(String), alt: expect.any(String), category: expect.any(String) } }, init: { status: 422 } });

    const notAPhoto = await post({ intent: "upload", ...item, alt: "Members lighting diyas" }, { bytes: new TextEncoder().encode("not a photo"), name: "holiday.jpg" });
    expect(notAPhoto).toMatchObject({ data: { form: "upload", errors: { file: consoleMediaCopy.refusals.notAPhoto } }, init: { status: 422 } });

    const library = await post({ intent: "library", ...item, media: "999999" });
    expect(library).toMatchObject({ data: { form: "library", values: { media: "999999" }, errors: { media: consoleGalleryCopy.fields.media.missing } }, init: { status: 422 } });

    const video = await post({ intent: "video", ...item, alt: "Members dancing", youtube: "https://vimeo.com/123456789" });
    expect(video).toMatchObject({ data: { form: "video", errors: { youtube: consoleGalleryCopy.fields.youtube.invalid } }, init: { status: 422 } });
    const poster = await post({ intent: "video", ...item, alt: "Members dancing", youtube: "dQw4w9WgXcQ", poster: "999999" });
    expect(poster).toMatchObject({ data: { form: "video", errors: { poster: consoleGalleryCopy.fields.media.missing } }, init: { status: 422 } });

    expect(await t.db.select().from(galleryItems)).toEqual([]);
    expect(changed).not.toHaveBeenCalled();
  });

  it("adds by each of the three ways, then moves, hides, shows and deletes after a question", async () => {
    expect(await post({ intent: "upload", ...item, alt: "Members lighting diyas" }, { bytes: photoBytes, name: "diwali.jpg" })).toEqual({ redirect: "/admin/gallery?done=added" });
    const stored = await uploadMedia(t.db, actor, { title: "Yoga", alt: "Seniors stretching", bytes: photoBytes });
    if (!stored.ok) throw new Error(stored.message);
    expect(await post({ intent: "library", ...item, title: "Morning yoga", media: String(stored.media.id) })).toEqual({ redirect: "/admin/gallery?done=added" });
    expect(await post({ intent: "video", ...item, title: "Folk dance", alt: "Members dancing", youtube: "https://youtu.be/dQw4w9WgXcQ?si=shared", poster: "" })).toEqual({ redirect: "/admin/gallery?done=added" });
    expect(changed).toHaveBeenCalledTimes(3);

    const rows = await t.db.select().from(galleryItems).orderBy(asc(galleryItems.position));
    expect(rows.map((r) => [r.kind, r.title, r.alt, r.youtubeId])).toEqual([
      ["video", "Folk dance", "Members dancing", "dQw4w9WgXcQ"],
      ["photo", "Morning yoga", "Seniors stretching", null],
      ["photo", "Diwali at the Centre", "Members lighting diyas", null],
    ]);
    const [video, yoga, diwali] = rows.map((r) => r.id) as [number, number, number];

    expect(await post({ intent: "move", id: String(diwali), direction: "up" })).toEqual({ redirect: "/admin/gallery?done=moved" });
    expect(await post({ intent: "hide", id: String(yoga) })).toEqual({ redirect: "/admin/gallery?done=hidden" });
    expect(await post({ intent: "show", id: String(yoga) })).toEqual({ redirect: "/admin/gallery?done=shown" });
    expect(await post({ intent: "delete", id: String(video) })).toMatchObject({ data: { ask: { id: video, title: "Folk dance" } } });
    expect(await post({ intent: "delete", id: String(video), sure: "yes" })).toEqual({ redirect: "/admin/gallery?done=deleted" });
    expect((await t.db.select().from(galleryItems).orderBy(asc(galleryItems.position))).map((r) => r.title)).toEqual(["Diwali at the Centre", "Morning yoga"]);

    // The deleted item's audit entry still says which video it was.
    const [deleted] = await t.db.select().from(auditLog).where(eq(auditLog.action, "gallery_delete"));
    expect(deleted).toMatchObject({ recordType: "gallery_item", recordId: video, detail: { kind: "video", mediaId: null, youtubeId: "dQw4w9WgXcQ" } });

    expect(await post({ intent: "hide", id: String(video) })).toMatchObject({ data: { error: consoleGalleryCopy.notFound }, init: { status: 404 } });
    expect(await post({ intent: "delete", id: String(video) })).toMatchObject({ data: { error: consoleGalleryCopy.notFound }, init: { status: 404 } });
  });

  it("refuses an intent that no form posts", async () => {
    for (const intent of ["add", "save", "constructor", "toString", ""]) {
      const answer = await post({ intent, ...item, id: "1" }).catch((thrown: unknown) => thrown);
      expect(answer, intent).toMatchObject({ data: "Unknown request", init: { status: 400 } });
    }
  });
});
