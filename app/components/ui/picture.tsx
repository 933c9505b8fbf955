// Draws a Picture (app/core/picture.ts): an illustration as one <img>, a photograph as <picture>
// with AVIF and WebP srcsets. Width and height are always set, so the page does not shift while
// the file loads; the element's CSS (className) sets its shown size and aspect, and object-cover
// crops the picture to fit.
import { illustrationUrl, photoSrcSet, photoUrl, type Picture } from "#app/core/picture.ts";

export type PictureViewProps = {
  picture: Picture;
  /** Classes for the <img>: its shown size and aspect ratio (e.g. "aspect-video w-full"). */
  className?: string;
  /** How wide the picture is shown, for the browser to choose a variant (the sizes attribute). */
  sizes?: string;
  /** "eager" for a picture in the first screenful (an article's cover); lazy otherwise. */
  loading?: "eager" | "lazy";
  /** The page's main picture (an article's cover): fetched first, before other images. */
  priority?: boolean;
  /** Pass true where the picture only decorates a link or card that already says what it shows. */
  decorative?: boolean;
};

/** Illustrations are drawn on a 4:3 canvas. */
const ART_WIDTH = 800;
const ART_HEIGHT = 600;

export function PictureView({ picture, className, sizes = "100vw", loading = "lazy", priority = false, decorative = false }: PictureViewProps) {
  const alt = decorative ? "" : picture.alt;
  const fetching = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : { loading };
  const classes = `object-cover ${className ?? ""}`.trim();
  if ("art" in picture) {
    return <img src={illustrationUrl(picture.art)} alt={alt} width={ART_WIDTH} height={ART_HEIGHT} className={classes} {...fetching} decoding="async" />;
  }
  const { photo } = picture;
  const largest = photo.widths[photo.widths.length - 1] ?? photo.width;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.key, largest, "webp")}
        alt={alt}
        width={photo.width}
        height={photo.height}
        className={classes}
        {...fetching}
        decoding="async"
      />
    </picture>
  );
}
