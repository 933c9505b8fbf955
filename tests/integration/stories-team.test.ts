// Members' stories and the team on real databases: the spec's six and three copied once
// (even by two servers starting together, and never again after they are deleted), adding,
// editing, moving, hiding and deleting with their audit entries, a photo from the library and a
// video story, and what /testimonials, the home page and /about are given.
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { team as specTeam } from "#app/content/team.ts";
import { testimonials as specStories } from "#app/content/testimonials.ts";
import type { StoryInput } from "#app/schemas/story.ts";
import { auditLog, operators, stories, teamMembers } from "#app/lib/db/schema.ts";
import { seedStartingContent } from "#app/lib/stories-team/seed.server.ts";
import { consoleStories, publicStories, storyList } from "#app/lib/stories-team/stories.server.ts";
import { publicTeam, teamList } from "#app/lib/stories-team/team.server.ts";
import { deleteMedia, uploadMedia } from "#app/lib/media/library.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

let actor = { id: 0, email: "operator@seniors.example.org" };

const story = (over: Partial<StoryInput> = {}): StoryInput => ({
  name: "Lakshmi Narayan",
  age: 72,
  text: "The Diwali evening was the best I have had in years.",
  program: "Celebrations",
  date: "2026-11-02",
  rating: 4,
  photo: null,
  youtube: null,
  ...over,
});

describe.each(databaseNames)("stories and team on %s", (name) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase(name);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  it("copies the spec's six stories and three people once, even when two servers start together", async () => {
    const [a, b] = await Promise.all([seedStartingContent(t.db), seedStartingContent(t.db)]);
    expect([...a, ...b].sort()).toEqual(["stories", "team"]);
    const shown = await publicStories(t.db);
    expect(shown.testimonials.map((s) => s.name)).toEqual(specStories.map((s) => s.name));
    expect(shown.testimonials[0]).toMatchObject({ age: specStories[0]!.age, text: specStories[0]!.text, rating: 5, date: specStories[0]!.date, image: { art: expect.stringMatching(/^portrait-/) } });
    expect(shown.videos).toEqual([]);
    expect((await publicTeam(t.db)).map((m) => m.name)).toEqual(specTeam.map((m) => m.name));

    // Deleting them all does not bring them back at the next start.
    for (const s of await consoleStories(t.db)) await storyList.remove(t.db, actor, s.id);
    expect(await seedStartingContent(t.db)).toEqual([]);
    expect((await publicStories(t.db)).testimonials).toEqual([]);
  });

  it("adds a story at the top, edits, moves, hides and deletes it, each audited", async () => {
    await seedStartingContent(t.db);
    const added = await storyList.create(t.db, actor, story());
    if (!added.ok) throw new Error("not added");
    let names = (await publicStories(t.db)).testimonials.map((s) => s.name);
    expect(names[0]).toBe("Lakshmi Narayan");
    expect(names).toHaveLength(7);

    expect(await storyList.update(t.db, actor, added.id, story({ rating: 5, youtube: "dQw4w9WgXcQ" }))).toEqual({ ok: true, id: added.id });
    const { testimonials, videos } = await publicStories(t.db);
    expect(testimonials[0]).toMatchObject({ id: `story-${added.id}`, rating: 5 });
    expect(videos).toEqual([
      expect.objectContaining({ title: "Lakshmi Narayan tells their story", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0", watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    ]);

    expect(await storyList.move(t.db, actor, added.id, "down")).toBe("moved");
    names = (await publicStories(t.db)).testimonials.map((s) => s.name);
    expect(names.slice(0, 2)).toEqual([specStories[0]!.name, "Lakshmi Narayan"]);
    expect(await storyList.move(t.db, actor, (await consoleStories(t.db))[0]!.id, "up")).toBe("unchanged");

    expect(await storyList.setHidden(t.db, actor, added.id, true)).toBe(true);
    expect((await publicStories(t.db)).testimonials.map((s) => s.name)).not.toContain("Lakshmi Narayan");
    expect(await storyList.remove(t.db, actor, added.id)).toBe(true);
    expect(await storyList.remove(t.db, actor, added.id)).toBe(false);
    expect(await storyList.update(t.db, actor, added.id, story())).toEqual({ ok: false, reason: "not-found" });

    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(["story_create", "story_update", "story_move", "story_update", "story_delete"]);
    // The audit names no one.
    expect(JSON.stringify(audit)).not.toContain("Lakshmi");
  });

  it("shows a library photo for a person; the photo cannot be deleted while used", async () => {
    await seedStartingContent(t.db);
    const bytes = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 90, g: 120, b: 200 } } }).jpeg().toBuffer();
    const uploaded = await uploadMedia(t.db, actor, { title: "Asha", alt: "Dr. Asha Menon smiling in the garden", bytes });
    if (!uploaded.ok) throw new Error(uploaded.message);
    const [first] = await t.db.select().from(teamMembers).orderBy(asc(teamMembers.position));
    expect(await teamList.update(t.db, actor, first!.id, { name: first!.name, role: first!.role, bio: first!.bio, photo: uploaded.media.id })).toEqual({ ok: true, id: first!.id });
    expect(await teamList.update(t.db, actor, first!.id, { name: first!.name, role: first!.role, bio: first!.bio, photo: 999_999 })).toEqual({ ok: false, reason: "no-media" });
    const [shown] = await publicTeam(t.db);
    expect(shown!.image).toEqual({ photo: { key: uploaded.media.key, width: 640, height: 640, widths: [320, 640] }, alt: "Dr. Asha Menon smiling in the garden" });
    expect(await deleteMedia(t.db, actor, uploaded.media.id)).toMatchObject({ outcome: "in-use", places: [{ kind: "team", href: `/admin/team/${first!.id}` }] });

    // A new person goes to the end; two added at once take two places.
    await Promise.all([1, 2].map((n) => teamList.create(t.db, actor, { name: `New ${n}`, role: "Volunteer", bio: "Helps on Saturdays.", photo: null })));
    const positions = (await t.db.select({ p: teamMembers.position }).from(teamMembers).orderBy(asc(teamMembers.position))).map((r) => r.p);
    expect(new Set(positions).size).toBe(5);
    expect((await publicTeam(t.db)).slice(3).map((m) => m.name).sort()).toEqual(["New 1", "New 2"]);
    expect(await t.db.select().from(stories)).toHaveLength(6);
  });
});
