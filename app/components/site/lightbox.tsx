// The dialog that shows one gallery item large: a native <dialog> that app/enhance/lightbox.ts
// opens with showModal(), so the rest of the page is inert and the dialog is announced with its
// title. The server renders it empty, once; the module fills its slots (data-slot) with the
// opened item's parts, which wait in a <template> per item (LightboxItem). It closes on the close
// button, Escape and a click on the backdrop; Tab and Shift+Tab cycle inside it; the page behind
// does not scroll while it is open; on closing, focus goes back to the item that opened it.
import { useId, type ReactNode } from "react";

export type LightboxProps = {
  closeLabel: string;
  /** Moving to the item before or after (buttons under the item; the Left and Right arrow keys). */
  navigation?: { previousLabel: string; nextLabel: string };
};

const navButton =
  "inline-flex min-h-target items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 text-lg font-semibold text-brand-800 hover:bg-brand-50";

export function Lightbox({ closeLabel, navigation }: LightboxProps) {
  const titleId = useId();
  return (
    <dialog
      aria-labelledby={titleId}
      aria-modal="true"
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl overflow-visible bg-transparent p-0 backdrop:bg-black/80 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)]"
    >
      <div className="flex max-h-[calc(100dvh-1rem)] flex-col overflow-y-auto rounded-xl bg-white shadow-2xl sm:max-h-[calc(100dvh-3rem)]">
        <div className="flex items-start justify-between gap-4 p-4 sm:p-5">
          <div>
            <h2 id={titleId} data-slot="title" className="text-xl font-bold text-ink sm:text-2xl" />
            <div data-slot="subtitle" className="mt-1 text-base text-ink-muted" />
          </div>
          <button
            type="button"
            data-lightbox-close
            className="inline-flex min-h-target min-w-target shrink-0 items-center gap-2 rounded-lg border-2 border-stone-400 bg-white px-3 text-base font-semibold text-ink hover:border-brand-700 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
            {closeLabel}
          </button>
        </div>
        <div className="px-4 pb-4 sm:px-5 sm:pb-5">
          <div data-slot="body" />
          {navigation ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <button type="button" data-lightbox-step="-1" className={navButton}>
                <span aria-hidden="true">←</span> {navigation.previousLabel}
              </button>
              <p data-slot="position" className="text-lg text-ink-muted" aria-live="polite" />
              <button type="button" data-lightbox-step="1" className={navButton}>
                {navigation.nextLabel} <span aria-hidden="true">→</span>
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/** One item's parts for the dialog's slots, inert (nothing loads) until the dialog shows them. */
export function LightboxItem({ title, subtitle, position, children }: { title: string; subtitle: ReactNode; position: string; children: ReactNode }) {
  return (
    <template data-lightbox-item>
      <span data-slot="title">{title}</span>
      <span data-slot="subtitle">{subtitle}</span>
      <div data-slot="body">{children}</div>
      <span data-slot="position">{position}</span>
    </template>
  );
}
