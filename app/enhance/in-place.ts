// A GET form whose answer replaces parts of this page instead of loading a new one: the category
// chips of /events, /gallery and /blog and the calendar's month buttons. Without JavaScript the
// form loads ?category=… or ?month=… as a page, rendered by the server; with it, the same page is
// fetched, the parts named in data-regions (element ids) are swapped for the new ones, the
// address changes without a new history entry, and the page neither moves nor loses focus: the
// button pressed (found again by its id) keeps it. A live region in a swapped part is kept and
// given the new words, so a screen reader reads them out. If the fetch fails, the page loads the
// ordinary way. New parts get their own modules started. A choice that is the page's default
// (data-omit, e.g. "category=all") is left out of the address, which stays as short as a link to
// the page.
//
// <form method="get" data-module="in-place" data-regions="calendar upcoming" data-omit="category=all">
//   <button type="submit" id="calendar-next" name="month" value="2027-01">…</button>
// </form>
import type { Module } from "./module.ts";

const LIVE = "[aria-live], [role=status]";
let pending: AbortController | undefined;

/** Puts `fresh` where `old` is, keeping old's live regions (with fresh's words) where the two match. */
function swap(old: Element, fresh: Element) {
  const oldLive = [...old.querySelectorAll(LIVE)];
  const freshLive = [...fresh.querySelectorAll(LIVE)];
  if (oldLive.length === freshLive.length) {
    freshLive.forEach((next, i) => {
      const kept = oldLive[i]!;
      kept.replaceChildren(...next.childNodes);
      next.replaceWith(kept);
    });
  }
  old.replaceWith(fresh);
}

/**
 * The query the form would send when `submitter` is pressed, without the `omit` pairs ("name=value",
 * or "name" for every value). Safari before 16.4 ignores FormData's second argument and Safari before
 * 17 reads URLSearchParams.delete's second as absent (dropping every value of the name), so the
 * pressed button's own pair is added here and the omitted pairs are filtered out one by one.
 */
function queryOf(form: HTMLFormElement, submitter: HTMLElement | null, omit: string[]): URLSearchParams {
  const entries = [...new FormData(form)];
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) entries.push([submitter.name, submitter.value]);
  const omitted = (name: string, value: FormDataEntryValue) => omit.some((pair) => pair === name || pair === `${name}=${String(value)}`);
  const query = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === "string" && !omitted(name, value)) query.append(name, value);
  return query;
}

export const inPlace: Module = (form, enhance) => {
  form.addEventListener("submit", async (event) => {
    const regions = (form.dataset.regions ?? "").split(" ").filter(Boolean);
    const submitter = event.submitter;
    const url = new URL((form as HTMLFormElement).action);
    url.search = queryOf(form as HTMLFormElement, submitter, (form.dataset.omit ?? "").split(" ").filter(Boolean)).toString();
    url.hash = "";
    event.preventDefault();
    pending?.abort();
    const controller = (pending = new AbortController());
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const parts = regions.map((id) => [document.getElementById(id), page.getElementById(id)] as const);
      if (parts.some(([old, fresh]) => !old || !fresh)) throw new Error(`the page lacks a part of ${regions.join(", ")}`);
      for (const [old, fresh] of parts) {
        swap(old!, fresh!);
        enhance(fresh!);
      }
      history.replaceState(history.state, "", url);
      if (submitter?.id) document.getElementById(submitter.id)?.focus({ preventScroll: true });
    } catch (error) {
      if (controller.signal.aborted) return; // a newer press took over
      console.warn("Loading the page the ordinary way:", error);
      location.assign(url);
    }
  });
};
