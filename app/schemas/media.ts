// The console's photo and gallery forms: one schema each, run by the actions. The file
// itself is checked by app/lib/media/process.server.ts (its content, not its name).
import { z } from "zod";
import { consoleGalleryCopy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy, mediaFieldLimits } from "#app/content/console-media.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { parseIsoDate } from "#app/core/calendar.ts";
import { youtubeIdOf } from "#app/core/youtube.ts";
import { choice, cleanLine, optionalLine, optionalText, requiredLine } from "./schema-kit.ts";

const m = consoleMediaCopy.upload;
const g = consoleGalleryCopy.fields;

const MEDIA_TITLE_MAX = mediaFieldLimits.title;
const MEDIA_ALT_MAX = mediaFieldLimits.alt;

/** A photo's title and its description for people who cannot see it. */
export const MediaDetailsSchema = z.object({
  title: requiredLine(m.title.required, MEDIA_TITLE_MAX),
  alt: requiredLine(m.alt.required, MEDIA_ALT_MAX),
});

const categoryValues = galleryCategories.map((c) => c.value) as [string, ...string[]];

/** An optional date (yyyy-mm-dd); empty means today, in Bangalore (filled in by the caller). */
const optionalDate = z.preprocess(
  cleanLine,
  z
    .string()
    .refine((v) => v === "" || parseIsoDate(v) !== null, { error: g.date.invalid })
    .transform((v) => (v === "" ? null : v)),
);

/** A library photo's id, as a picker posts it. */
const mediaId = (required: string) =>
  z.preprocess((v) => (typeof v === "string" && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v) : undefined), z.number({ error: required }).int().max(2_147_483_647, { error: required }));

/** A library photo's id from a picker, or null for "No photo". */
export const optionalMediaId = z.preprocess(
  (v) => (typeof v === "string" && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v) : null),
  z.number().int().max(2_147_483_647).nullable(),
);

/**
 * What every gallery item has besides its picture or video, in the order the add forms show it
 * (the field list: the error summary follows it); each form says how its description is checked.
 */
const itemFields = <A extends z.ZodType>(alt: A) => ({
  title: requiredLine(g.title.required, MEDIA_TITLE_MAX),
  alt,
  category: choice(categoryValues, g.category.required),
  caption: optionalText(500),
  date: optionalDate,
});

/** A new photo for the gallery: it goes into the library with the same title and description. */
export const GalleryUploadSchema = z.object(itemFields(requiredLine(m.alt.required, MEDIA_ALT_MAX)));

/** A photo already in the library; its description is the library's unless another is given. */
export const GalleryLibrarySchema = z.object({ media: mediaId(g.media.required), ...itemFields(optionalLine(MEDIA_ALT_MAX)) });

/** A YouTube video, stored by its 11-character ID; optionally with a library photo shown before it plays. */
export const GalleryVideoSchema = z.object({
  youtube: z.preprocess(
    cleanLine,
    z
      .string()
      .min(1, { error: g.youtube.required })
      .transform((v, ctx) => {
        const id = youtubeIdOf(v);
        if (!id) {
          ctx.addIssue({ code: "custom", message: g.youtube.invalid });
          return z.NEVER;
        }
        return id;
      }),
  ),
  ...itemFields(requiredLine(g.videoAlt.required, MEDIA_ALT_MAX)),
  poster: optionalMediaId,
});

/** An optional YouTube video: its address or ID, stored as the ID; empty is null. */
export const optionalYoutubeId = (invalid: string) =>
  z.preprocess(
    cleanLine,
    z.string().transform((v, ctx) => {
      if (v === "") return null;
      const id = youtubeIdOf(v);
      if (!id) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return id;
    }),
  );
