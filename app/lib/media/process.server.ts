// Owns what happens to an uploaded photo before it is stored: it is checked by its content (never
// by its name or declared type), and the decoded pixels are turned upright and resized into the
// site's AVIF and WebP variants. The upload itself is never kept, and sharp writes no metadata
// unless asked to (we never ask), so EXIF location, camera serials and XMP do not survive.
import sharp, { type Metadata } from "sharp";
import { consoleMediaCopy as copy, megabytes } from "#app/content/console-media.ts";
import type { PhotoFormat } from "#app/core/picture.ts";

/** The largest upload accepted: a phone photo is 2-8 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Form fields and multipart framing around the file: the upload routes' body limit is this much above MEDIA_MAX_BYTES. */
export const MEDIA_FORM_OVERHEAD_BYTES = 1024 * 1024;
/** Larger than any phone camera (a 200 MP sensor bins to 50 MP); decoding more would take too much memory. */
const MEDIA_MAX_PIXELS = 50_000_000;
/** The widths made, as far as the picture is wide: the site's srcset steps. */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * libvips threads per image. The machine the site runs on may have two cores: one upload must not
 * take both from the pages being served. Uploads are also processed one at a time (queue below).
 */
sharp.concurrency(1);
// Keeping decoded images between uploads helps nothing here and holds memory.
sharp.cache(false);

export type AcceptedType = "image/jpeg" | "image/png" | "image/webp";

type Variant = { width: number; height: number; format: PhotoFormat; bytes: Buffer };

export type ProcessedPhoto = { width: number; height: number; originalType: AcceptedType; originalBytes: number; variants: Variant[] };

export type Refusal = { reason: "empty" | "too-large" | "not-a-photo" | "too-many-pixels" | "damaged"; message: string };

export type ProcessResult = { ok: true; photo: ProcessedPhoto } | ({ ok: false } & Refusal);

/** What the first bytes say the file is, or undefined for anything but JPEG, PNG and WebP. */
export function sniffType(bytes: Uint8Array): AcceptedType | undefined {
  const starts = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return undefined;
}

const sharpFormatOf: Record<AcceptedType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

const refuse = (reason: Refusal["reason"], message: string): ProcessResult => ({ ok: false, reason, message });

/** The widths to make for a picture this wide: the steps below its width, and its own width when narrower than the first. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? [...widths] : [width];
}

// One upload at a time: a second waits for the first, so uploads never take more than one core.
let queue: Promise<unknown> = Promise.resolve();

/** Checks and processes an upload; a refusal carries the message to show the operator. */
export function processUpload(input: Uint8Array): Promise<ProcessResult> {
  const run = queue.then(() => processNow(input));
  queue = run.catch(() => undefined);
  return run;
}

async function processNow(input: Uint8Array): Promise<ProcessResult> {
  if (input.byteLength === 0) return refuse("empty", copy.refusals.empty);
  if (input.byteLength > MEDIA_MAX_BYTES) return refuse("too-large", copy.refusals.tooLarge(megabytes(input.byteLength), megabytes(MEDIA_MAX_BYTES)));
  const type = sniffType(input);
  if (!type) return refuse("not-a-photo", copy.refusals.notAPhoto);

  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse("damaged", copy.refusals.damaged);
  }
  // The decoder must agree with the first bytes: a JPEG header glued to something else is refused.
  if (meta.format !== sharpFormatOf[type]) return refuse("not-a-photo", copy.refusals.notAPhoto);
  if (!meta.width || !meta.height) return refuse("damaged", copy.refusals.damaged);
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) {
    return refuse("too-many-pixels", copy.refusals.tooManyPixels(Math.round((meta.width * meta.height) / 1_000_000), MEDIA_MAX_PIXELS / 1_000_000));
  }

  try {
    // Decode once, upright, at the largest width needed; every variant is made from these pixels.
    // The raw pixels carry no metadata at all.
    const uprightWidth = meta.autoOrient?.width ?? meta.width;
    const largest = Math.min(uprightWidth, Math.max(...VARIANT_WIDTHS));
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants: Variant[] = [];
    for (const width of variantWidths(info.width)) {
      const resized = sharp(data, raw).resize({ width, withoutEnlargement: true });
      const avif = await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
      const webp = await resized.clone().webp({ quality: 75, effort: 4 }).toBuffer({ resolveWithObject: true });
      variants.push({ width: avif.info.width, height: avif.info.height, format: "avif", bytes: avif.data });
      variants.push({ width: webp.info.width, height: webp.info.height, format: "webp", bytes: webp.data });
    }
    // The picture's own size, upright, at full resolution: its aspect ratio for width/height attributes.
    return { ok: true, photo: { width: uprightWidth, height: meta.autoOrient?.height ?? meta.height, originalType: type, originalBytes: input.byteLength, variants } };
  } catch {
    return refuse("damaged", copy.refusals.damaged);
  }
}
