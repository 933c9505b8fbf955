// Owns members' stories: the console's list and changes, and what /testimonials and the
// home page show. Seeded once with the spec's six (seed.server.ts); a story without a photo shows
// a drawn portrait, and a story with a YouTube ID is also in the page's video section, played from
// youtube-nocookie.com only when a visitor asks.
import { asc, eq } from "drizzle-orm";
import { drawnPortrait } from "#app/content/illustrations.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";
import type { Testimonial, Video } from "#app/content/shapes/testimonials.ts";
import { youtubeNocookieUrl, youtubeWatchUrl } from "#app/core/youtube.ts";
import { readStoryForm, type StoryInput } from "#app/schemas/story.ts";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import type { ListKind } from "#app/lib/ordered-lists/list-actions.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { stories } from "#app/lib/db/schema.ts";
import { picturesOfMedia, withThumbs } from "#app/lib/media/library.server.ts";
import { withUploadedPhoto } from "#app/lib/media/upload.server.ts";
import { orderedContent } from "#app/lib/ordered-lists/ordered-content.server.ts";

export type StoryRow = typeof stories.$inferSelect;

export const storyList = orderedContent<StoryInput, "story">({
  table: stories,
  list: "stories",
  recordType: "story",
  actions: { create: "story_create", update: "story_update", move: "story_move", delete: "story_delete" },
  place: "top",
  photoTitle: (input) => input.name,
  columns: (input) => ({ name: input.name, age: input.age, text: input.text, program: input.program, date: input.date, rating: input.rating, youtubeId: input.youtube }),
});

/** The console's list actions for stories (app/lib/ordered-lists/list-actions.server.ts). */
export const storyKind: ListKind<StoryInput> = {
  list: storyList,
  read: (form) => withUploadedPhoto(readStoryForm(form), form),
  back: "/admin/stories",
  titleOf: async (db, id) => (await storyById(db, id))?.name,
  copy: { notFound: consoleStoriesCopy.notFound, photoMissing: consoleStoriesCopy.fields.photo.missing },
};

export async function storyById(db: Database, id: number): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id));
  return row;
}

const inOrder = [asc(stories.position), asc(stories.id)] as const;

/** Every story in the order shown (hidden ones too), with a thumbnail address for those with a photo. */
export async function consoleStories(db: Database) {
  return withThumbs(db, await db.select().from(stories).orderBy(...inOrder));
}

export type PublicStories = { testimonials: Testimonial[]; videos: Video[] };

/** The visible stories in order, as the pages draw them, and the video stories among them. */
export async function publicStories(db: Database): Promise<PublicStories> {
  const rows = await db.select().from(stories).where(eq(stories.hidden, false)).orderBy(...inOrder);
  const pictures = await picturesOfMedia(db, rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])));
  const testimonials: Testimonial[] = [];
  const videos: Video[] = [];
  const v = testimonialsPage.video;
  for (const row of rows) {
    const photo = row.mediaId === null ? undefined : pictures.get(row.mediaId);
    const image = photo ? { ...photo, alt: photo.alt } : drawnPortrait(row.name);
    testimonials.push({ id: `story-${row.id}`, name: row.name, age: row.age, image, text: row.text, rating: row.rating, date: row.date, program: row.program });
    if (row.youtubeId) {
      videos.push({
        id: `video-${row.id}`,
        title: v.storyTitle(row.name),
        description: v.storyDescription(row.program, row.age),
        embedUrl: youtubeNocookieUrl(row.youtubeId),
        watchUrl: youtubeWatchUrl(row.youtubeId),
        transcript: row.text.split(/\n+/).filter(Boolean),
        image,
      });
    }
  }
  return { testimonials, videos };
}
