// Shares an article: the device's share sheet where the browser offers one, otherwise the link is
// copied to the clipboard and a visible, announced confirmation says so for a few seconds. If
// copying is refused, the link is shown in a field to copy by hand. Without JavaScript the button
// is not shown and an e-mail link stands in (.js-only / .no-js-only).
//
// <div data-module="share" data-title="…" data-url="…">
//   <button type="button" data-share-button>…</button>
//   <p role="status" data-share-status data-copied="Link copied"></p>
//   <div data-share-failed hidden>… <input readonly value="…"></div>
// </div>
import type { Module } from "./module.ts";

/** How long the confirmation stays on screen. */
const CONFIRMATION_MS = 6000;

export const share: Module = (element) => {
  const { title = "", url = "" } = element.dataset;
  const button = element.querySelector<HTMLButtonElement>("[data-share-button]");
  const status = element.querySelector<HTMLElement>("[data-share-status]");
  const failed = element.querySelector<HTMLElement>("[data-share-failed]");
  if (!button || !status || !failed) return;
  let timer: number | undefined;

  const showCopied = () => {
    const tick = document.createElement("span");
    tick.setAttribute("aria-hidden", "true");
    tick.textContent = "✓ ";
    status.replaceChildren(tick, status.dataset.copied ?? "");
    window.clearTimeout(timer);
    timer = window.setTimeout(() => status.replaceChildren(), CONFIRMATION_MS);
  };
  const showFailed = () => {
    status.replaceChildren();
    failed.hidden = false;
  };
  failed.querySelector("input")?.addEventListener("focus", (event) => (event.currentTarget as HTMLInputElement).select());

  button.addEventListener("click", async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showCopied();
    } catch {
      showFailed();
    }
  });
};
