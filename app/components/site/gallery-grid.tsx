// The gallery's grid of pictures and videos and the lightbox they open. Each item is a button (a
// click or Enter opens it); its title, category and date are printed under it, so the page reads
// well without JavaScript too. A video's player (a clip from this site, or a YouTube frame from
// youtube-nocookie.com) is created only when the visitor opens it: nothing is fetched before.
import { useRef, useState } from "react";
import { PictureView } from "#app/components/ui/picture.tsx";
import { galleryCategories, galleryPage, type GalleryItem } from "#app/content/gallery.ts";
import { formatDate } from "#app/core/calendar.ts";
import { youtubeEmbedUrl } from "#app/core/links.ts";
import { Lightbox } from "./lightbox.tsx";

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
      <source src={item.url} type="video/webm" />
      {item.captions ? <track kind="captions" src={item.captions} srcLang="en" label={galleryPage.captionsLabel} default /> : null}
    </video>
  );
}

export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const index = items.findIndex((i) => i.id === openId);
  const current = index >= 0 ? items[index]! : null;
  // Previous and next wrap around, like the testimonial carousel.
  const step = (by: number) => setOpenId(items[(index + by + items.length) % items.length]!.id);

  return (
    <>
      {items.length === 0 ? (
        <p className="text-lg text-ink-muted">{galleryPage.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-stone-200 bg-white shadow-sm">
                {/* The picture keeps its own alt text; the button lies over it with a name of its own. */}
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
                      works without JavaScript too; with JavaScript it opens the lightbox instead.
                      A drawn picture has nothing larger, so without JavaScript there is no opener. */}
                  {item.url ? (
                    <a
                      href={item.url}
                      aria-haspopup="dialog"
                      aria-label={item.type === "video" ? galleryPage.play(item.title) : galleryPage.open(item.title)}
                      onClick={(event) => {
                        event.preventDefault();
                        opener.current = event.currentTarget;
                        setOpenId(item.id);
                      }}
                      className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-6px]"
                    />
                  ) : (
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      aria-label={item.type === "video" ? galleryPage.play(item.title) : galleryPage.open(item.title)}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setOpenId(item.id);
                      }}
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
          ))}
        </ul>
      )}

      <Lightbox
        open={current !== null}
        title={current?.title ?? ""}
        closeLabel={galleryPage.close}
        onClose={() => setOpenId(null)}
        returnFocusTo={opener.current}
        navigation={
          items.length > 1
            ? { previous: () => step(-1), next: () => step(1), previousLabel: galleryPage.previous, nextLabel: galleryPage.next, position: galleryPage.position(index + 1, items.length) }
            : undefined
        }
        subtitle={
          current ? (
            <>
              {categoryLabel(current.category)} · <time dateTime={current.date}>{formatDate(current.date)}</time>
            </>
          ) : null
        }
      >
        {current ? (
          <>
            {current.type === "video" ? <Player item={current} /> : <Picture item={current} large />}
            <p className="mt-4 text-lg">{current.caption}</p>
          </>
        ) : null}
      </Lightbox>
    </>
  );
}
