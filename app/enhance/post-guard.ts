// The console's forms that post are sent the ordinary way: the page loads again with the answer.
// While one is being sent, a second press (of its button or of any other form's) sends nothing, and
// the pressed form's buttons are disabled, as React Router's pending state did: a payment pressed
// twice at the door is recorded once. Back on the page from the browser's history or from another
// app, the buttons work again. A form marked data-no-guard (log out, a WhatsApp message prepared)
// is left alone, and so is a GET form (a search).
//
// Started for the whole document (console.ts), so a form added to any console page is guarded
// without a word in its markup. The server loads this file only on a page that has such a form
// (app/lib/console-script.server.ts). The attribute's name is app/core/console-script.ts's NO_GUARD
// (this folder imports nothing from the rest of the app).

const posts = (form: HTMLFormElement, submitter: HTMLElement | null) => (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toLowerCase() === "post";

export function guardPosts(): void {
  let sending: HTMLButtonElement[] | null = null;
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.hasAttribute("data-no-guard") || !posts(form, event.submitter)) return;
    if (sending) return event.preventDefault();
    const buttons = [...form.elements].filter((e): e is HTMLButtonElement => e instanceof HTMLButtonElement && e.type === "submit" && !e.disabled);
    sending = buttons;
    // Disabled once the browser has read the form: a disabled button's own name and value (the
    // intent of a form with several buttons) would be left out of what is sent.
    window.setTimeout(() => {
      for (const button of buttons) {
        button.disabled = true;
        button.setAttribute("data-busy", "");
      }
    });
  });
  const release = () => {
    if (!sending) return;
    for (const button of sending) {
      button.disabled = false;
      button.removeAttribute("data-busy");
    }
    sending = null;
  };
  // Back on the page from the browser's history.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) release();
  });
  // Back from another app that took the answer (a download, a tel: or wa.me link) on a page that stayed.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") release();
  });
}
