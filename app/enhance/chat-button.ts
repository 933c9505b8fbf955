// The floating chat button (spec section 2). Its tooltip shows on hover and on
// keyboard focus (CSS); Escape hides it until the pointer or focus leaves (WCAG 1.4.13), by
// data-dismissed. It must never hide a control, a field or a message: while anything of the kind
// lies beneath it, data-covering makes it step aside (it fades out and takes no clicks; keyboard
// focus still shows it), checked once a frame at most as the page scrolls, resizes or changes.
// Where the text reaches the screen's corner the button sits in a band of its own instead (app.css,
// .chat-band), which needs no watching: there app.css keeps it shown whatever data-covering says.
//
// <a data-module="chat-button" href="…" class="group …">…<span>tooltip</span></a>
import type { Module } from "./module.ts";

/** What the button must never cover: anything to press or type in, anything in a form, and messages. */
const MUST_SEE = "a[href],button,input,select,textarea,label,summary,[role=alert],[role=status],form *";

/** Whether anything that must be seen lies under the button (or within a finger's width of it). */
function coversSomething(button: HTMLElement): boolean {
  const r = button.getBoundingClientRect();
  if (r.width === 0) return false;
  const pad = 8;
  for (const x of [r.left - pad, r.left + r.width / 2, r.right + pad]) {
    for (const y of [r.top - pad, r.top + r.height / 2, r.bottom + pad]) {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      for (const el of document.elementsFromPoint(x, y)) {
        if (button.contains(el) || el.contains(button)) continue;
        if (el.closest(MUST_SEE)) return true;
      }
    }
  }
  return false;
}

export const chatButton: Module = (button) => {
  const dismiss = (on: boolean) => button.toggleAttribute("data-dismissed", on);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss(true);
  });
  button.addEventListener("mouseleave", () => dismiss(false));
  button.addEventListener("blur", () => dismiss(false));

  let frame = 0;
  const check = () => {
    frame = 0;
    button.toggleAttribute("data-covering", coversSomething(button));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  document.addEventListener("focusin", schedule);
  // Messages appear (a form's errors, a success panel) and menus open without a scroll.
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden", "open"] });
};
