// A modal dialog that shows one gallery item large: a native <dialog> opened with showModal(), so
// the rest of the page is inert and the dialog is announced with its title. It closes on the close
// button, Escape and a click on the backdrop; Tab and Shift+Tab cycle inside it; the page behind
// does not scroll while it is open; on closing, focus goes back to the item that opened it.
import { useEffect, useId, useRef, type ReactNode } from "react";

export type LightboxProps = {
  /** Whether the dialog is open. */
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The element to return focus to when the dialog closes (the item that opened it). */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
  /** A line under the title (category, date). */
  subtitle?: ReactNode;
  /** Moving to the item before or after (buttons under the item; the Left and Right arrow keys). */
  navigation?: { previous: () => void; next: () => void; previousLabel: string; nextLabel: string; position: string };
};

const navButton =
  "inline-flex min-h-target items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 text-lg font-semibold text-brand-800 hover:bg-brand-50";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** Stops the page behind from scrolling, without the layout jumping where the scrollbar was. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const scrollbar = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, bodyOverflow: body.style.overflow, paddingRight: body.style.paddingRight };
  root.style.overflow = "hidden";
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.overflow = before.bodyOverflow;
    body.style.paddingRight = before.paddingRight;
  };
}

export function Lightbox({ open, title, closeLabel, onClose, returnFocusTo, children, subtitle, navigation }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    if (!el.open) el.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (el.open) el.close();
      // Back to the item that opened the dialog, so keyboard users keep their place.
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape closes the native dialog; tell the page, so its state and the effect above follow.
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        // The arrow keys move through the items, except inside a player, where they seek.
        if (navigation && (event.key === "ArrowLeft" || event.key === "ArrowRight") && !(event.target as Element).closest("video, iframe, input, textarea, select")) {
          event.preventDefault();
          if (event.key === "ArrowLeft") navigation.previous();
          else navigation.next();
          return;
        }
        if (event.key !== "Tab") return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl overflow-visible bg-transparent p-0 backdrop:bg-black/80 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)]"
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-1rem)] flex-col overflow-y-auto rounded-xl bg-white shadow-2xl sm:max-h-[calc(100dvh-3rem)]">
          <div className="flex items-start justify-between gap-4 p-4 sm:p-5">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-ink sm:text-2xl">
                {title}
              </h2>
              {subtitle ? <div className="mt-1 text-base text-ink-muted">{subtitle}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-target min-w-target shrink-0 items-center gap-2 rounded-lg border-2 border-stone-400 bg-white px-3 text-base font-semibold text-ink hover:border-brand-700 hover:bg-brand-50"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
              {closeLabel}
            </button>
          </div>
          <div className="px-4 pb-4 sm:px-5 sm:pb-5">
            {children}
            {navigation ? (
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <button type="button" onClick={navigation.previous} className={navButton}>
                  <span aria-hidden="true">←</span> {navigation.previousLabel}
                </button>
                <p className="text-lg text-ink-muted" aria-live="polite">
                  {navigation.position}
                </p>
                <button type="button" onClick={navigation.next} className={navButton}>
                  {navigation.nextLabel} <span aria-hidden="true">→</span>
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
