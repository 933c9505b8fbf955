// Photographs in a fresh data folder, as an operator would add them in the console, for
// measuring and looking at pages with real uploads: four photo-like JPEGs of a phone camera's size
// go through the library's upload (checked, resized into AVIF and WebP), three into the gallery,
// one as a published news post's cover, one as the first story's and the first team member's photo.
//
//   npx tsx scripts/lib/sample-photos.ts DATA_DIR      (before the server starts on DATA_DIR)
//
// Used by `npm run audit:pages -- --photos`.
import path from "node:path";

/** A photograph-like JPEG (smooth light, fine grain) of a phone camera's size: what an operator uploads. */
export async function photoLike(width: number, height: number, seed: number): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) / 8;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const light = 0.6 + 0.4 * Math.sin((x + seed * 97) / 210) * Math.cos((y - seed * 53) / 170);
      raw[i] = Math.min(255, (120 + 110 * light + noise()) | 0);
      raw[i + 1] = Math.min(255, (80 + 90 * light * ((y / height) * 0.6 + 0.4) + noise()) | 0);
      raw[i + 2] = Math.min(255, (40 + 70 * (1 - light) + noise()) | 0);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

/** Uploads photos as an operator would into a fresh data folder's database; returns the news post's path. */
export async function uploadSamplePhotos(dataDir: string): Promise<string> {
  const { openDatabase } = await import("#app/lib/db/client.server.ts");
  const { operators, stories, teamMembers } = await import("#app/lib/db/schema.ts");
  const { log } = await import("#app/lib/log.server.ts");
  const { uploadMedia } = await import("#app/lib/media/library.server.ts");
  const { addGalleryFromLibrary } = await import("#app/lib/media/gallery.server.ts");
  const { createPost } = await import("#app/lib/blog/posts.server.ts");
  const { seedStartingContent } = await import("#app/lib/stories-team/seed.server.ts");
  const { storyList } = await import("#app/lib/stories-team/stories.server.ts");
  const { teamList } = await import("#app/lib/stories-team/team.server.ts");
  const { asc } = await import("drizzle-orm");
  const handle = await openDatabase({ dataDir, log: log.child({}, { level: "warn" }) });
  try {
    const db = handle.db;
    await seedStartingContent(db);
    const [op] = await db.insert(operators).values({ email: "audit@example.org", passwordHash: "unused" }).returning();
    const actor = { id: op!.id, email: op!.email };
    const ids: number[] = [];
    const photos = [
      { title: "Diwali at the centre", alt: "Members lighting oil lamps on the steps of the community hall" },
      { title: "Morning yoga", alt: "Seniors stretching on yoga mats on the garden terrace" },
      { title: "Lalbagh outing", alt: "A group of members walking under the trees at Lalbagh" },
      { title: "A member's portrait", alt: "A smiling member in a green sari in the garden" },
    ];
    for (const [i, p] of photos.entries()) {
      const result = await uploadMedia(db, actor, { ...p, bytes: await photoLike(2400, 1600, i + 1) });
      if (!result.ok) throw new Error(result.message);
      ids.push(result.media.id);
    }
    for (const [i, category] of (["celebrations", "yoga", "outings"] as const).entries()) {
      await addGalleryFromLibrary(db, actor, { mediaId: ids[i]!, title: photos[i]!.title, alt: null, category, caption: "A moment from the centre.", date: null });
    }
    const post = await createPost(db, actor, {
      title: "Diwali at the Centre: thank you",
      category: "lifestyle",
      excerpt: "Lamps, sweets and songs: thank you to everyone who came to our Diwali evening at the centre.",
      body: "## A happy evening\n\nMore than sixty members came, with children and grandchildren.\n\n- Lamps on every step\n- Sweets from the members' own kitchens\n\nSee what is next on [our events page](/events).",
      cover: ids[0]!,
      draft: false,
    });
    if (!post.ok) throw new Error("the audit's post was not saved");
    const [story] = await db.select().from(stories).orderBy(asc(stories.position)).limit(1);
    await storyList.update(db, actor, story!.id, { name: story!.name, age: story!.age, text: story!.text, program: story!.program, date: story!.date, rating: story!.rating, photo: ids[3]!, youtube: null });
    const [member] = await db.select().from(teamMembers).orderBy(asc(teamMembers.position)).limit(1);
    await teamList.update(db, actor, member!.id, { name: member!.name, role: member!.role, bio: member!.bio, photo: ids[3]! });
    return `/blog/${post.post.slug}`;
  } finally {
    await handle.close();
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const dir = process.argv[2];
  if (!dir) throw new Error("give the data folder, e.g. .tmp/shots-data");
  console.log(`photos added; the news post is at ${await uploadSamplePhotos(dir)}`);
}
