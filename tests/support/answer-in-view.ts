// After a form's answer (success or error) the answer is on screen, its top
// below the sticky site header, its heading fully visible, and it has keyboard focus.
import { expect, test, type Locator, type Page } from "@playwright/test";

type AnswerPlace = { focused: boolean; top: number; headingBottom: number; headerBottom: number; viewport: number };

/** Where `answer` is on screen, and whether focus is on it (or inside it). */
function answerPlace(answer: Locator): Promise<AnswerPlace> {
  return answer.evaluate((el) => {
    // The site header is the sticky (or fixed) one; it covers whatever lies under it at the top.
    const header = [...document.querySelectorAll("header")].find((h) => ["sticky", "fixed"].includes(getComputedStyle(h).position));
    const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const box = el.getBoundingClientRect();
    const heading = (el.firstElementChild ?? el).getBoundingClientRect();
    const active = document.activeElement;
    return { focused: !!active && (active === el || el.contains(active)), top: box.top, headingBottom: heading.bottom, headerBottom, viewport: window.innerHeight };
  });
}

const shownWell = (p: AnswerPlace) => p.focused && p.top >= p.headerBottom - 1 && p.headingBottom <= p.viewport + 1;

/** Waits (a scroll may be animated) until the answer is focused, below the header and its heading on screen. */
export async function expectAnswerInView(page: Page, answer: Locator, what: string): Promise<void> {
  await expect(answer, what).toBeVisible();
  let last: AnswerPlace | undefined;
  await expect
    .poll(
      async () => {
        last = await answerPlace(answer);
        return shownWell(last);
      },
      { message: `${what}: focused, below the sticky header and on screen`, timeout: 5_000 },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${what}: ${JSON.stringify(last)} (viewport ${JSON.stringify(page.viewportSize())})`);
    });
}

/** The page is no wider than the screen: nothing (an error message quoting an address) makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const over = await page.evaluate(() => {
    const excess = document.documentElement.scrollWidth - window.innerWidth;
    const culprits = [...document.querySelectorAll("main *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0 && !el.closest(".sr-only"));
    return { excess, culprits: culprits.slice(0, 3).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 40)}"`) };
  });
  expect(over.excess, `${what}: the page scrolls sideways by ${over.excess}px (${over.culprits.join(", ")})`).toBeLessThanOrEqual(0);
}

/**
 * A field's box reached from an error summary's link: its top (the label) below the sticky header,
 * its message on screen, and, with JavaScript, focus on its control.
 */
export async function expectFieldInView(page: Page, box: Locator, what: string): Promise<void> {
  let last: unknown;
  await expect
    .poll(
      async () => {
        const place = await box.evaluate((el) => {
          const header = [...document.querySelectorAll("header")].find((h) => ["sticky", "fixed"].includes(getComputedStyle(h).position));
          const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
          const label = el.querySelector("label, legend")!.getBoundingClientRect();
          const message = el.querySelector("[id$='-error']")?.getBoundingClientRect();
          return { labelTop: label.top, messageBottom: message?.bottom ?? Number.NaN, headerBottom, viewport: window.innerHeight };
        });
        last = place;
        return place.labelTop >= place.headerBottom - 1 && place.messageBottom <= place.viewport + 1;
      },
      { message: `${what}: its label and message below the sticky header and on screen`, timeout: 5_000 },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${what}: ${JSON.stringify(last)} (viewport ${JSON.stringify(page.viewportSize())})`);
    });
}

const phone = { width: 360, height: 740 } as const;
/** A desktop at 200 % zoom. */
const zoomed = { width: 640, height: 400 } as const;
export const screens = [
  { name: "phone 360×740", size: phone },
  { name: "200 % zoom 640×400", size: zoomed },
] as const;
export const textSizes = ["normal", "large", "larger"] as const;
export type TextSize = (typeof textSizes)[number];

/**
 * Chooses the text size for the page loads that follow (the boot script reads it before the first
 * paint), as the control would have stored it. The first call in a test stores it before every load
 * where nothing is stored yet; a later call in the same test stores the new size in the open page,
 * which must be one of the site's, so one test can go through the sizes in one tab (a test costs
 * the clean-up of its tab beside its pages: docs/testing.md).
 */
export async function useTextSize(page: Page, size: TextSize): Promise<void> {
  const testId = test.info().testId;
  if (sizedIn.get(page) === testId) {
    await page.evaluate((s) => localStorage.setItem("text-size", s), size);
    return;
  }
  sizedIn.set(page, testId);
  await page.addInitScript((s) => {
    if (localStorage.getItem("text-size") === null) localStorage.setItem("text-size", s);
  }, size);
}
/**
 * Chooses `size` on the open page with the page's own text-size button (the first on the page: the
 * header's, or the phone menu's while it is closed), clicked from the page's script so the control's
 * own code runs: the layout is then the one a size stored before the load gives (the git history
 * of docs/testing.md, tenth round).
 */
export async function chooseTextSize(page: Page, size: TextSize): Promise<void> {
  await page.evaluate((s) => document.querySelector<HTMLButtonElement>(`button[data-text-size="${s}"]`)!.click(), size);
}
/** The test that last chose a size in a tab (a worker keeps its tab from test to test, without the test's init scripts). */
const sizedIn = new WeakMap<Page, string>();
