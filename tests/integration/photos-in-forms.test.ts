// Photos where they are needed, through the console's list actions on real databases: a
// photo uploaded in a story's or a team member's own form goes into the library and onto the row
// (a refused file refuses the save, keeping nothing); the gallery takes several photos at once, in
// the order chosen, or none when one is refused; any row moves to the top in one step.
import sharp from "sharp";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { galleryItems, media, operators, stories, teamMembers } from "#app/lib/db/schema.ts";
import { galleryKind } from "#app/lib/media/gallery.server.ts";
import { listAction, type AddFormsKind, type ListActionData, type ListKind } from "#app/lib/ordered-lists/list-actions.server.ts";
import { seedStartingContent } from "#app/lib/stories-team/seed.server.ts";
import { publicStories, storyKind } from "#app/lib/stories-team/stories.server.ts";
import { publicTeam, teamKind } from "#app/lib/stories-team/team.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

type Answered = { data: ListActionData; init: ResponseInit | null } | { redirect: string };
type File = { bytes: Uint8Array<ArrayBuffer>; name: string };

describe.each(databaseNames)("photos in the console's forms on %s", (name) => {
  let t: TestDatabase;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  let services: Services;
  let portrait: Uint8Array<ArrayBuffer>;
  let landscape: Uint8Array<ArrayBuffer>;

  /** Posts a form to a list's action: its answer, or the redirect it threw. */
  async function post(kind: ListKind<never> | AddFormsKind, fields: Record<string, string>, files: File[] = []): Promise<Answered> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    for (const file of files) form.append("file", new File([file.bytes], file.name, { type: "image/jpeg" }));
    try {
      return (await listAction({ ...(kind as ListKind<unknown>), services, operator: actor, form })) as unknown as Answered;
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("Location")! };
      throw thrown;
    }
  }

  beforeAll(async () => {
    t = await testDatabase(name);
    const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();
    portrait = new Uint8Array(await jpeg(600, 800));
    landscape = new Uint8Array(await jpeg(800, 600));
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
    services = { db: t.db, pages: { changed: vi.fn(), onChange() {} } } as unknown as Services;
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  const story = { intent: "add", name: "Lakshmi Narayan", age: "72", text: "The Diwali evening was the best in years.", program: "Celebrations", date: "2026-11-02", rating: "5", photo: "", youtube: "" };

  it("adds a story with a photo uploaded in its own form: the photo goes into the library and onto the story", async () => {
    expect(await post(storyKind as ListKind<never>, { ...story, photoAlt: "Lakshmi smiling in the garden" }, [{ bytes: portrait, name: "lakshmi.jpg" }])).toEqual({ redirect: "/admin/stories?done=added" });
    const [photo] = await t.db.select().from(media);
    expect(photo).toMatchObject({ title: "Lakshmi Narayan", alt: "Lakshmi smiling in the garden", width: 600, height: 800 });
    const [row] = await t.db.select().from(stories);
    expect(row!.mediaId).toBe(photo!.id);
    expect((await publicStories(t.db)).testimonials[0]!.image).toMatchObject({ photo: { key: photo!.key }, alt: "Lakshmi smiling in the garden" });
  });

  it("refuses a file that is not a photo on the file field, keeping the typed words and storing nothing", async () => {
    const answer = await post(storyKind as ListKind<never>, story, [{ bytes: new TextEncoder().encode("not a photo"), name: "holiday.jpg" }]);
    expect(answer).toMatchObject({ data: { values: { name: "Lakshmi Narayan" }, errors: { file: consoleMediaCopy.refusals.notAPhoto } }, init: { status: 422 } });
    expect(await t.db.select().from(stories)).toEqual([]);
    expect(await t.db.select().from(media)).toEqual([]);
  });

  it("gives a member of the team a new photo when their details are saved, described by their name when nothing else is said", async () => {
    await seedStartingContent(t.db);
    const [first] = await t.db.select().from(teamMembers).orderBy(asc(teamMembers.position));
    const fields = { id: String(first!.id), intent: "save", name: first!.name, role: first!.role, bio: first!.bio, photo: "", photoAlt: "" };
    expect(await post(teamKind as ListKind<never>, fields, [{ bytes: landscape, name: "IMG_2031.jpg" }])).toEqual({ redirect: `/admin/team/${first!.id}?done=saved` });
    const [photo] = await t.db.select().from(media);
    expect(photo).toMatchObject({ title: first!.name, alt: first!.name });
    expect((await t.db.select().from(teamMembers).where(eq(teamMembers.id, first!.id)))[0]!.mediaId).toBe(photo!.id);
    expect((await publicTeam(t.db))[0]!.image).toMatchObject({ photo: { key: photo!.key } });
    // Saved again without a file, the photo stays.
    expect(await post(teamKind as ListKind<never>, { ...fields, photo: String(photo!.id) })).toEqual({ redirect: `/admin/team/${first!.id}?done=saved` });
    expect(await t.db.select().from(media)).toHaveLength(1);
  });

  it("adds several photos to the gallery at once, in the order chosen, at the top; one refused refuses them all", async () => {
    const item = { intent: "upload", title: "Diwali 2026", alt: "Members lighting diyas", category: "celebrations", caption: "", date: "2026-11-01" };
    const refused = await post(galleryKind, item, [
      { bytes: landscape, name: "one.jpg" },
      { bytes: new TextEncoder().encode("text"), name: "two.jpg" },
    ]);
    expect(refused).toMatchObject({ data: { form: "upload", errors: { file: `Photo 2 of 2 (“two.jpg”): ${consoleMediaCopy.refusals.notAPhoto} None of the 2 photos was added.` } } });
    expect(await t.db.select().from(media)).toEqual([]);

    expect(await post(galleryKind, item, [{ bytes: landscape, name: "a.jpg" }, { bytes: portrait, name: "b.jpg" }, { bytes: landscape, name: "c.jpg" }])).toEqual({
      redirect: "/admin/gallery?done=added&count=3",
    });
    const rows = await t.db.select({ title: galleryItems.title, library: media.title, height: media.height }).from(galleryItems).innerJoin(media, eq(media.id, galleryItems.mediaId)).orderBy(asc(galleryItems.position));
    expect(rows).toEqual([
      { title: "Diwali 2026", library: "Diwali 2026 (1 of 3)", height: 600 },
      { title: "Diwali 2026", library: "Diwali 2026 (2 of 3)", height: 800 },
      { title: "Diwali 2026", library: "Diwali 2026 (3 of 3)", height: 600 },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: landscape, name: `${i}.jpg` }));
    expect(await post(galleryKind, item, eleven)).toMatchObject({ data: { errors: { file: consoleMediaCopy.upload.file.tooMany(10) } } });
  });

  it("moves a row to the top in one step", async () => {
    await seedStartingContent(t.db);
    const order = async () => (await t.db.select({ id: stories.id, name: stories.name }).from(stories).orderBy(asc(stories.position), asc(stories.id))).map((r) => r.name);
    const before = await order();
    const [last] = await t.db.select().from(stories).where(eq(stories.name, before.at(-1)!));
    expect(await post(storyKind as ListKind<never>, { intent: "move", id: String(last!.id), direction: "top" })).toEqual({ redirect: "/admin/stories?done=moved" });
    expect(await order()).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(await post(storyKind as ListKind<never>, { intent: "move", id: String(last!.id), direction: "sideways" }).catch((thrown: unknown) => thrown)).toMatchObject({ init: { status: 400 } });
  });
});
