// The floating chat button's watch (issue 16, item 6): whether anything that must be seen lies under
// it. Part of the site frame (a lazy import would cost every page the preload helper, more than it saves).

/** What the button must never cover: anything to press or type in, anything in a form, and messages. */
const MUST_SEE = "a[href],button,input,select,textarea,label,summary,[role=alert],[role=status],form *";

/** Whether anything that must be seen lies under the button (or within a finger's width of it). */
export function coversSomething(button: HTMLElement): boolean {
  const r = button.getBoundingClientRect();
  if (r.width === 0) return false;
  const pad = 8;
  const xs = [r.left - pad, r.left + r.width / 2, r.right + pad];
  const ys = [r.top - pad, r.top + r.height / 2, r.bottom + pad];
  for (const x of xs) {
    for (const y of ys) {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      for (const el of document.elementsFromPoint(x, y)) {
        if (button.contains(el) || el.contains(button)) continue;
        if (el.closest(MUST_SEE)) return true;
      }
    }
  }
  return false;
}

/** Calls `report` whenever whether the button covers something changes (checked once per frame at most); returns a stop function. */
export function watchWhatIsBeneath(button: HTMLElement, report: (covering: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    report(coversSomething(button));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  document.addEventListener("focusin", schedule);
  // Messages appear (a form's errors, a success panel) and menus open without a scroll.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    document.removeEventListener("focusin", schedule);
    observer.disconnect();
  };
}
