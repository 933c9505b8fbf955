// The gallery's grid of pictures and videos and the larger view they open. Each item's opener is
// a button or a link (a click or Enter opens it); its title, category and date are printed under
// it, so the page reads well without JavaScript too. A video's player (a clip from this site, or a
// YouTube frame from youtube-nocookie.com) waits in a <template> and is created only when the
// visitor opens it: nothing is fetched before.
import { PictureView } from "#app/components/ui/picture.tsx";
import { galleryCategories, galleryPage, type GalleryItem } from "#app/content/gallery.ts";
import { formatDate } from "#app/core/calendar.ts";
import { youtubeEmbedUrl } from "#app/core/links.ts";
import { Lightbox, LightboxItem } from "./lightbox.tsx";

const categoryLabel = (value: string) => galleryCategories.find((c) => c.value === value)?.label ?? value;

function Picture({ item, large = false, first = false }: { item: GalleryItem; large?: boolean; first?: boolean }) {
  const picture = item.type === "video" ? item.poster : item.picture;
  return large ? (
    <PictureView picture={picture} sizes="(min-width: 1024px) 960px, 100vw" loading="eager" className="aspect-video w-full rounded-lg bg-stone-100 object-contain" />
  ) : (
    // The first item is in a phone's first screenful: not held back as the others are.
    <PictureView picture={picture} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] w-full" loading={first ? "eager" : "lazy"} />
  );
}

function Player({ item }: { item: Extract<GalleryItem, { type: "video" }> }) {
  const youtube = youtubeEmbedUrl(item.url);
  if (youtube) {
    return (
      <iframe
        src={youtube}
        title={galleryPage.videoFrameTitle(item.title)}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-lg bg-black"
      />
    );
  }
  return (
    <video controls autoPlay playsInline preload="auto" aria-label={item.alt} className="aspect-video w-full rounded-lg bg-black">
      {/* WebM first (smaller); a browser that cannot play it (older Safari) takes the MP4. */}
      <source src={item.url} type='video/webm; codecs="vp8"' />
      {item.mp4 ? <source src={item.mp4} type='video/mp4; codecs="avc1.4D401E"' /> : null}
      {item.captions ? <track kind="captions" src={item.captions} srcLang="en" label={galleryPage.captionsLabel} default /> : null}
    </video>
  );
}

/** The grid, one larger view per item in a <template>, and the dialog that shows them (app/enhance/lightbox.ts). */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  if (items.length === 0) return <p className="text-lg text-ink-muted">{galleryPage.empty}</p>;
  return (
    <div data-module="lightbox">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const label = item.type === "video" ? galleryPage.play(item.title) : galleryPage.open(item.title);
          return (
            <li key={item.id}>
              <figure className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-stone-200 bg-white shadow-sm">
                {/* The picture keeps its own alt text; the opener lies over it with a name of its own. */}
                <div className="group relative">
                  <Picture item={item} first={index === 0} />
                  {item.type === "video" ? (
                    <span className="absolute bottom-3 left-3" aria-hidden="true">
                      <span className="flex items-center gap-2 rounded-full bg-black/80 px-4 py-2 text-lg font-bold text-white group-hover:bg-black">
                        <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
                          <path d="M8 5v14l11-7z" />
                        </svg>
                        {galleryPage.videoBadge}
                      </span>
                    </span>
                  ) : null}
                  {/* With a file to show (a clip, an uploaded picture) the opener is a link to it, so it
                      works without JavaScript too; with JavaScript it opens the larger view instead.
                      A drawn picture has nothing larger, so without JavaScript there is no opener. */}
                  {item.url ? (
                    <a
                      href={item.url}
                      data-lightbox-open={index}
                      aria-haspopup="dialog"
                      aria-label={label}
                      className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-6px]"
                    />
                  ) : (
                    <button
                      type="button"
                      data-lightbox-open={index}
                      aria-haspopup="dialog"
                      aria-label={label}
                      className="js-only absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-6px]"
                    />
                  )}
                </div>
                <figcaption className="flex flex-1 flex-col gap-1 p-4">
                  <span className="text-lg font-bold text-ink">{item.title}</span>
                  <span className="text-base text-ink-muted">
                    {categoryLabel(item.category)} · <time dateTime={item.date}>{formatDate(item.date, "monthYear")}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>

      {items.map((item, index) => (
        <LightboxItem
          key={item.id}
          title={item.title}
          position={galleryPage.position(index + 1, items.length)}
          subtitle={
            <>
              {categoryLabel(item.category)} · <time dateTime={item.date}>{formatDate(item.date)}</time>
            </>
          }
        >
          {item.type === "video" ? <Player item={item} /> : <Picture item={item} large />}
          <p className="mt-4 text-lg">{item.caption}</p>
        </LightboxItem>
      ))}
      <Lightbox
        closeLabel={galleryPage.close}
        navigation={items.length > 1 ? { previousLabel: galleryPage.previous, nextLabel: galleryPage.next } : undefined}
      />
    </div>
  );
}
