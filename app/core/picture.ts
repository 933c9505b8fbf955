// What every picture on the site is: a drawn illustration (a static file under /illustrations/,
// until the community's own photographs are uploaded) or a photograph from the media library,
// served in resized variants at /photos/<key>-<width>.<format>. Both always carry their alt text.

/** A photograph from the media library, as pages need it to write <picture>/srcset. */
export type PhotoSource = {
  /** The media item's random key: part of each variant's address. */
  key: string;
  /** The picture's own size (upright): its aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** The widths of its variants, smallest first; each exists as AVIF and WebP. */
  widths: number[];
};

export type Picture =
  /** An illustration: public/illustrations/<art>.svg. */
  | { art: string; alt: string }
  | { photo: PhotoSource; alt: string };

export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The address of one variant of a photograph. */
export function photoUrl(key: string, width: number, format: PhotoFormat): string {
  return `/photos/${key}-${width}.${format}`;
}

/**
 * A picture's largest WebP, when it is a photograph: what a photo opens to in the gallery.
 * Undefined for a drawing.
 */
export function largestPhotoUrl(picture: Picture): string | undefined {
  return "photo" in picture ? photoUrl(picture.photo.key, Math.max(...picture.photo.widths), "webp") : undefined;
}

/** The srcset of one format: every variant, by its width. */
export function photoSrcSet(photo: PhotoSource, format: PhotoFormat): string {
  return photo.widths.map((w) => `${photoUrl(photo.key, w, format)} ${w}w`).join(", ");
}

/** The widest a share picture is: what link previews show (Open Graph asks for 1200 or so). */
const SHARE_MAX_WIDTH = 1280;

/**
 * A news post's share picture (Open Graph, JSON-LD), when its picture is a photograph: a JPEG,
 * which every link preview shows (several show no WebP), made from the variant at most 1280 wide,
 * with its size and alt text for og:image:width, og:image:height and og:image:alt.
 */
export function sharePicture(picture: Picture): { url: string; width: number; height: number; alt: string } | undefined {
  if (!("photo" in picture)) return undefined;
  const { photo } = picture;
  const fitting = photo.widths.filter((w) => w <= SHARE_MAX_WIDTH);
  const width = fitting.length ? Math.max(...fitting) : Math.min(...photo.widths);
  return { url: `/photos/${photo.key}-${width}.jpg`, width, height: Math.round((width * photo.height) / photo.width), alt: picture.alt };
}

/** The address of an illustration. */
export function illustrationUrl(art: string): string {
  return `/illustrations/${art}.svg`;
}
