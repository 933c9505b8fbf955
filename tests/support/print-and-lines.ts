// What a page looks like on paper, and where its words break: for the specs that check printing
// (an A4 sheet, a 58 mm thermal roll) and words that must stay whole (a receipt number, a UPI ID).
import type { Locator, Page } from "@playwright/test";

/** Paper sizes a member or the office prints on: an A4 sheet, and a 58 mm thermal roll cut at 210 mm. */
export const papers = [
  { name: "A4", width: "210mm", height: "297mm", px: 794 },
  { name: "a 58 mm roll", width: "58mm", height: "210mm", px: 219 },
] as const;
export type Paper = (typeof papers)[number];

/**
 * How many pages the page prints on, on `paper` (Chromium's own print, with the page's print styles
 * and margins); `file` keeps the printout to look at.
 */
export async function printedPages(page: Page, paper: Paper, file?: string): Promise<number> {
  const pdf = await page.pdf({ width: paper.width, height: paper.height, preferCSSPageSize: false, printBackground: true, ...(file ? { path: file } : {}) });
  // The page tree's root says how many pages there are: "/Type /Pages ... /Count n".
  const counts = [...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1]));
  return Math.max(...counts);
}

/**
 * The lines `el`'s text is laid out on, as the characters that end each line but the last, with
 * the one that starts the next: a break is after the first character, e.g. "@o" for a UPI ID broken
 * after its @, "-2" for "2026-" / "27/0001". Empty when the text is on one line.
 */
export function breaksIn(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    const chars: { ch: string; top: number; left: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        chars.push({ ch: text[i]!, top: box.top, left: box.left });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      const [a, b] = [chars[i - 1]!, chars[i]!];
      // The next line: lower down and back at the left (not a character raised a little).
      if (b.top > a.top + 4 && b.left < a.left) breaks.push(`${a.ch}${b.ch}`);
    }
    return breaks;
  });
}

/** The text of `el` laid out whole within the page's width: nothing of it beyond the right edge. */
export function overflowRight(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
    return Math.max(0, Math.round(right - document.documentElement.clientWidth));
  });
}
