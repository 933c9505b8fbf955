// A video that costs nothing until asked for: a still picture with a Play control. Only a press
// puts the player's frame on the page (app/enhance/placeholder.ts; it waits in a <template>
// until then), so no page load talks to the video host. Without JavaScript the Play control is an
// ordinary link to the video's own page. The transcript gives the same
// story in words for visitors who cannot or would rather not watch.
import type { Video } from "#app/content/shapes/testimonials.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

const copy = testimonialsPage.video;

function PlayBadge() {
  return (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/55 text-white">
      <span className="flex size-20 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg group-hover:scale-105 motion-reduce:group-hover:scale-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-10" fill="currentColor">
          <path d="M7 4.5v15l13-7.5z" />
        </svg>
      </span>
      <span className="rounded-md bg-black/70 px-3 py-1 text-base font-semibold">{copy.loadNote}</span>
    </span>
  );
}

export function VideoPlaceholder({ video }: { video: Video }) {
  // The control's name is its content: the hidden words first, then the visible "Loads from ..."
  // (a name that left out visible words would confuse speech-input users).
  const poster = (
    <>
      <span className="sr-only">{copy.play(video.title)}</span>
      <PictureView picture={video.image} decorative className="absolute inset-0 size-full" sizes="(min-width: 1024px) 800px, 100vw" />
      <PlayBadge />
    </>
  );
  const posterClasses = "group relative block aspect-video w-full overflow-hidden rounded-2xl bg-stone-800";

  return (
    <figure className="flex flex-col gap-4">
      {/* app/enhance/placeholder.ts puts the player in place of the button when it is pressed. */}
      <div data-module="placeholder">
        <button type="button" className={`js-only ${posterClasses}`}>
          {poster}
        </button>
        <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className={`no-js-only ${posterClasses}`}>
          {poster}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
        <template>
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
            <iframe
              src={video.embedUrl}
              title={video.title}
              className="size-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </template>
      </div>
      <figcaption>
        <h3 className="text-xl font-bold text-ink">{video.title}</h3>
        <p className="mt-1 text-ink-muted">{video.description}</p>
      </figcaption>
      <details className="rounded-xl border border-stone-300 bg-white">
        <summary className="flex min-h-target cursor-pointer items-center px-4 py-2 text-lg font-semibold text-brand-800">
          {copy.transcript}
        </summary>
        <div className="space-y-3 px-4 pb-4">
          {video.transcript.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </details>
      <p>
        <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-target items-center text-lg font-semibold text-brand-800 underline underline-offset-4">
          {copy.watchLink}
          <span className="sr-only">
            : {video.title} {copy.newTab}
          </span>
        </a>
      </p>
    </figure>
  );
}
