// The site's frame on a phone (360 × 740) and on a desktop at 200 %
// zoom (640 × 400), at every text size, with JavaScript and without (the text size is a JavaScript
// control, so without it only the normal size exists).
// - The header's parts never run into each other at any width from 320 to 1440 px; its sticky
//   part takes at most about 15 % of the screen's height; nothing focused hides under it.
// - The chat button never covers text or a control: where the text reaches the screen's corner it
//   sits in a band of its own, across the whole width, and the page ends above that band; on a
//   short screen (640 × 400, 740 × 360) it is in the header's row instead, and the two together
//   keep under a fifth of the height covered.
// - The text size control in the phone menu is whole on the screen; the calendar's month buttons
//   never overlap, and its category buttons wrap instead of running off the screen.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { frameCopy } from "#app/content/frame.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";
import { chooseTextSize, textSizes } from "#tests/support/answer-in-view.ts";

test.describe.configure({ timeout: 120_000 });

const sizes = textSizes;
const screens = [
  { name: "a phone", width: 360, height: 740 },
  { name: "a desktop at 200 % zoom", width: 640, height: 400 },
] as const;

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;

/**
 * The boxes of what the header shows in its rows (the brand's words, each link and button, the
 * text size label) at each text size, chosen one after the other with the page's own text-size
 * buttons (app/enhance/text-size.ts, as a visitor's press would) in one call to the page.
 */
async function headerPartsAtEachSize(page: Page): Promise<{ size: string; parts: { name: string; box: Box }[] }[]> {
  return page.evaluate((sizes) => {
    const header = document.querySelector("body header")!;
    const choose = (size: string) => document.querySelector<HTMLButtonElement>(`button[data-text-size="${size}"]`)!.click();
    const atEachSize = sizes.map((size) => {
      choose(size);
      const parts: { name: string; box: Box }[] = [];
      const items = header.querySelectorAll<HTMLElement>("a[href='/'][aria-label] > span, a:not([href='/'][aria-label]), button, summary, [role=group] > span:first-child");
      for (const el of items) {
        if (el.closest("#mobile-menu, details > nav")) continue; // the menu's panel, over the page when open
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        parts.push({ name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 24)}"`, box: r.toJSON() });
      }
      return { size, parts };
    });
    choose(sizes[0]!);
    return atEachSize;
  }, sizes);
}

/**
 * Where each shown field of the enquiry form (its inputs, choices, text area and button) comes to
 * rest when the keyboard reaches it, in one call to the page: `down` from the first to the last,
 * `up` from the last to the first. Each starts just out of view on the side it is reached from and
 * from nothing focused (a focused field's focus() does nothing), is focused as the keyboard would,
 * and is measured against the header and whatever sits at the bottom of the screen.
 */
async function focusedPlaces(page: Page, order: "down" | "up") {
  return page.evaluate((order) => {
    const form = [...document.querySelectorAll("main form")].at(-1)!;
    const fields = [...form.querySelectorAll<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea, button[type=submit]")];
    if (order === "up") fields.reverse();
    // Shown as Playwright's isVisible() has it: a box, and not hidden by CSS.
    const shown = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility() && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === "visible";
    };
    return fields.filter(shown).map((el) => {
      const start = el.getBoundingClientRect();
      window.scrollBy(0, order === "down" ? start.top - window.innerHeight - 10 : start.bottom + 10);
      (document.activeElement as HTMLElement | null)?.blur();
      el.focus();
      const r = el.getBoundingClientRect();
      const band = document.querySelector("[data-chat-band]");
      const floor = band && getComputedStyle(band).position === "fixed" ? band.getBoundingClientRect().top : window.innerHeight;
      return { top: r.top, bottom: r.bottom, headerBottom: document.querySelector("body header")!.getBoundingClientRect().bottom, floor, name: el.getAttribute("name"), isTextArea: el.tagName === "TEXTAREA" };
    });
  }, order);
}

test.describe("the header", () => {
  // One sweep for the three sizes: at each window size the page's own buttons choose each text size
  // in turn. A size chosen so lays the header out exactly as one stored before the page loads: every
  // part's box was equal at all 114 window sizes for the three sizes (the git history of
  // docs/testing.md, tenth round).
  // A size stored before the load, read before the first paint, is what form-answers and reflow
  // load their pages with.
  test("every text size: nothing in the header runs into anything else at any width from 320 to 1440 px", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const problems: string[] = [];
    for (let width = 320; width <= 1440; width += 20) {
      for (const height of [400, 740]) {
        await page.setViewportSize({ width, height });
        for (const { size, parts } of await headerPartsAtEachSize(page)) {
          for (let i = 0; i < parts.length; i++) {
            const a = parts[i]!;
            if (a.box.right > width + 1 || a.box.left < -1) problems.push(`${size} text, ${width}×${height}: ${a.name} is off the screen`);
            for (let j = i + 1; j < parts.length; j++) {
              const b = parts[j]!;
              if (overlap(a.box, b.box)) problems.push(`${size} text, ${width}×${height}: ${a.name} runs into ${b.name}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  for (const screen of screens) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`${screen.name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ viewport: { width: screen.width, height: screen.height }, javaScriptEnabled });

        // With JavaScript, the three sizes on one load, chosen with the page's own buttons: the header's
        // height and every field's resting place were the same as with the size stored before the
        // load (the git history of docs/testing.md, tenth round).
        const label = javaScriptEnabled ? "every text size" : "normal text";
        test(`${label}: the sticky header takes at most about 15 % of the screen, and nothing focused hides under it`, async ({ page }) => {
          if (javaScriptEnabled) await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
          await page.goto("/contact");
          for (const size of javaScriptEnabled ? sizes : (["normal"] as const)) {
            if (javaScriptEnabled) await chooseTextSize(page, size);
            const header = page.locator("body header").first();
            expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
            const height = (await header.boundingBox())!.height;
            expect(height, `${size} text: the header is ${Math.round(height)} px of ${screen.height}`).toBeLessThanOrEqual(screen.height * 0.15 + 1);

            // Every field of the enquiry form, reached from below and from above, is in view
            // between the header and whatever sits at the bottom of the screen.
            for (const order of ["down", "up"] as const) {
              const places = await focusedPlaces(page, order);
              expect(places.length).toBeGreaterThan(4);
              for (const { top, bottom, headerBottom, floor, name, isTextArea } of places) {
                const label = `${size} text, ${order}: ${name}`;
                expect(top, `${label} below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
                // A field taller than the room between the two shows its top; in a text area the
                // browser brings the line being typed into view (its first line when it is empty).
                if (!isTextArea && bottom - top <= floor - headerBottom - 14) expect(bottom, `${label} above the bottom of the screen`).toBeLessThanOrEqual(floor + 1);
                else expect(top, `${label} starts well above the bottom of the screen`).toBeLessThanOrEqual(floor - 44);
              }
            }
          }
        });
      });
    }
  }
});

// A short screen (a laptop at 200 % zoom, a phone turned on its side): what stays on the screen as
// the page scrolls (the sticky header, the chat's band) takes under a fifth of its height, and the
// chat is still one tap away (issue 54, point 4).
for (const [width, height] of [[640, 400], [740, 360]] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width}×${height}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height }, javaScriptEnabled });

      test(`${javaScriptEnabled ? "every text size" : "normal text"}: the header and the chat together take under 20 % of the screen, the chat one tap away`, async ({ page }) => {
        if (javaScriptEnabled) await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
        await page.goto("/about");
        await page.evaluate(() => window.scrollTo(0, 600));
        for (const size of javaScriptEnabled ? sizes : (["normal"] as const)) {
          if (javaScriptEnabled) await chooseTextSize(page, size);
          const kept = await page.evaluate(() => {
            // Whatever stays put while the page scrolls: sticky or fixed, shown, and on the screen.
            const stays = [...document.querySelectorAll("body *")].filter((el) => {
              const style = getComputedStyle(el);
              const r = el.getBoundingClientRect();
              return /sticky|fixed/.test(style.position) && style.display !== "none" && style.visibility !== "hidden" && r.height > 0 && r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && !el.closest(".sr-only");
            });
            // Outermost ones only (the chat's button sits in its band).
            const outer = stays.filter((el) => !stays.some((o) => o !== el && o.contains(el)));
            return outer.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
          });
          expect(kept, `${size} text: ${Math.round(kept)} px of ${height} stay on the screen`).toBeLessThan(height * 0.2);
          const chat = page.getByRole("link", { name: new RegExp(frameCopy.chat.tooltip.replace(/[?!]/g, "\\$&")) });
          await expect(chat).toBeInViewport();
        }
        // Nothing covers the page's end: its last line can be read in full.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await page.evaluate(() => [...document.querySelectorAll("footer p, footer a")].at(-1)!.getBoundingClientRect().bottom);
        expect(last).toBeLessThanOrEqual(height);
      });
    });
  }
}

/**
 * Scrolls the page from the top to its end, `step` px at a time, and at each position lists what
 * the chat button covers, in one call to the page:
 * - `beside`: points across the screen at the button's height that show the page rather than the
 *   chat's own band;
 * - always: text of the page (not of the chat) whose boxes meet the button's.
 * With JavaScript on, each position is checked once the button's own check (data-covering) has run
 * there: in the frame after a scroll (app/enhance/chat-button.ts). Stops once more than
 * `stopAfter` problems are found.
 */
async function scanUnderChat(page: Page, { step, beside, frames, stopAfter }: { step: number; beside: boolean; frames: boolean; stopAfter: number }): Promise<string[]> {
  return page.evaluate(
    async ({ step, beside, frames, stopAfter }) => {
      const link = document.querySelector<HTMLElement>("aside a[href*='wa.me']")!;
      const aside = link.closest("aside")!;
      const pageBesideChat = () => {
        const r = link.getBoundingClientRect();
        const seen: string[] = [];
        for (const y of [r.top + 2, r.top + r.height / 2, r.bottom - 2]) {
          for (let x = 1; x < window.innerWidth; x += 8) {
            const el = document.elementFromPoint(x, y);
            if (!el || aside.contains(el)) continue;
            seen.push(`${Math.round(x)},${Math.round(y)}: ${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 30)}`);
          }
        }
        return seen;
      };
      const textUnderChat = () => {
        const b = link.getBoundingClientRect();
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || aside.contains(node)) continue;
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
              // Covered by the chat's own band (as text is by the header) is not covered by the button.
              const hit = document.elementFromPoint(Math.min(Math.max(r.left + 1, b.left), b.right - 1), Math.min(Math.max(r.top + r.height / 2, b.top), b.bottom - 1));
              if (hit && aside.contains(hit) && !link.contains(hit) && hit !== link) continue;
              const band = aside.querySelector("[data-chat-band]");
              if (band && getComputedStyle(band).position === "fixed") continue;
              found.push(node.textContent.trim().slice(0, 30));
              break;
            }
          }
        }
        return found;
      };
      // The next frame's scroll event schedules the button's check as a frame callback after ours,
      // in that same frame; a task queued from ours runs once the frame's callbacks are done.
      const frame = () => new Promise((checked) => requestAnimationFrame(() => setTimeout(checked, 0)));
      const problems: string[] = [];
      const total = document.documentElement.scrollHeight;
      for (let y = 0; y < total; y += step) {
        window.scrollTo(0, y);
        if (frames) await frame();
        if (beside) for (const p of pageBesideChat()) problems.push(`at ${y}: the page shows beside the button at ${p}`);
        for (const t of textUnderChat()) problems.push(`at ${y}: "${t}" lies under the button`);
        if (problems.length > stopAfter) break;
      }
      return problems;
    },
    { step, beside, frames, stopAfter },
  );
}

const chatPages = ["/blog/digital-banking-seniors", "/about", "/testimonials", "/gallery", "/contact"];

test.describe("the chat button", () => {
  // A short screen has the chat in the header's row and no band (the test of the header and the
  // chat together, above); the phone's band and button are scanned here.
  for (const screen of screens.filter((s) => s.height >= 600)) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`${screen.name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ viewport: { width: screen.width, height: screen.height }, javaScriptEnabled });

        // With JavaScript, the three sizes on one load of each page, chosen with the page's own
        // buttons: the scan saw the same at every position as with the size stored before the load
        // (the button's box, its data-covering, the band and the page's height at all 1,104
        // positions of the five pages, both screens and three sizes; the git history of
        // docs/testing.md, tenth round).
        const label = javaScriptEnabled ? "every text size" : "normal text";
        test(`${label}: it never covers text or a control on an article, About, Testimonials, the gallery and contact`, async ({ page }) => {
          if (javaScriptEnabled) await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
          const problems: string[] = [];
          for (const path of chatPages) {
            await page.goto(path);
            for (const size of javaScriptEnabled ? sizes : (["normal"] as const)) {
              const where = javaScriptEnabled ? `${path} (${size} text)` : path;
              if (javaScriptEnabled) await chooseTextSize(page, size);
              const link = page.getByRole("link", { name: new RegExp(frameCopy.chat.tooltip.replace(/[?!]/g, "\\$&")) });
              await expect(link).toBeVisible();
              const found = await scanUnderChat(page, { step: Math.round(screen.height * 0.45), beside: true, frames: javaScriptEnabled, stopAfter: 5 - problems.length });
              for (const problem of found) problems.push(`${where} ${problem}`);
              // The page ends above the chat: its last words can be read in full.
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              const clear = await page.evaluate(() => {
                const link = document.querySelector<HTMLElement>("aside a[href*='wa.me']")!;
                const last = [...document.querySelectorAll("footer p, footer a")].at(-1)!;
                return last.getBoundingClientRect().bottom <= link.getBoundingClientRect().top + 1;
              });
              if (!clear) problems.push(`${where}: the footer's last line is under the button`);
            }
          }
          expect(problems.slice(0, 10)).toEqual([]);
        });
      });
    }
  }

  test("on a wide screen it still floats at the bottom right, with the corner free of text", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const link = page.getByRole("link", { name: /Need help\?/ });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    expect(await scanUnderChat(page, { step: 400, beside: false, frames: false, stopAfter: 0 })).toEqual([]);
  });
});

test.describe("the text size control and the calendar", () => {
  // The three sizes chosen in the open menu with its own buttons, as a visitor would: each button's
  // box was the same as with the size stored before the load, at all three widths (the git
  // history of docs/testing.md, tenth round).
  for (const width of [320, 360, 640]) {
    test(`${width} px, every text size: the phone menu shows the whole text size control`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 740 : 400 });
      await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
      await page.goto("/about");
      await page.getByRole("button", { name: frameCopy.mobileMenuButton }).click();
      const panel = page.locator("#mobile-menu");
      const group = panel.getByRole("group", { name: frameCopy.textSize.label });
      for (const size of sizes) {
        await panel.locator(`button[data-text-size="${size}"]`).click();
        await expect(group).toBeVisible();
        const clip = await panel.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left + el.clientLeft, right: r.left + el.clientLeft + el.clientWidth };
        });
        for (const step of frameCopy.textSize.steps) {
          const box = (await group.getByRole("button", { name: step.label, exact: true }).boundingBox())!;
          expect(box.x, `${size} text: ${step.label} starts on the screen`).toBeGreaterThanOrEqual(Math.max(0, clip.left) - 1);
          expect(box.x + box.width, `${size} text: ${step.label} ends on the screen`).toBeLessThanOrEqual(Math.min(width, clip.right) + 1);
          // The word itself fits its button.
          const fits = await group.getByRole("button", { name: step.label, exact: true }).evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
          expect(fits, `${size} text: ${step.label} fits its button`).toBe(true);
        }
      }
    });
  }

  // The three sizes at each window size, chosen with the page's own buttons: every box measured
  // was the same as with the size stored before the load (the git history of docs/testing.md,
  // tenth round).
  test("every text size: the calendar's month buttons and heading never overlap, and its categories wrap", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/events");
    const problems: string[] = [];
    for (const [width, height] of [[320, 740], [360, 740], [375, 740], [414, 740], [480, 740], [640, 400], [700, 400], [768, 1024], [1024, 768], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      const found = await page.evaluate((sizes) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;
        const choose = (size: string) => document.querySelector<HTMLButtonElement>(`button[data-text-size="${size}"]`)!.click();
        const out: string[] = [];
        for (const size of sizes) {
          choose(size);
          const prev = box(document.getElementById("events-calendar-prev")!);
          const next = box(document.getElementById("events-calendar-next")!);
          const head = box(document.querySelector("#events-calendar h3")!);
          if (meet(prev, next)) out.push(`${size} text: previous and next overlap`);
          if (meet(prev, head) || meet(next, head)) out.push(`${size} text: a month button overlaps the month's name`);
          for (const b of [prev, next]) if (b.right > window.innerWidth + 1 || b.left < -1) out.push(`${size} text: a month button is off the screen`);
          for (const btn of document.querySelectorAll("#events-calendar-prev, #events-calendar-next"))
            if (btn.scrollWidth > btn.clientWidth + 1) out.push(`${size} text: "${btn.textContent}" does not fit its button`);
          const chips = document.querySelector("#events-filter [role=group]")!;
          if (chips.scrollWidth > chips.clientWidth + 1) out.push(`${size} text: the category buttons scroll sideways`);
          for (const chip of chips.querySelectorAll("button")) {
            const r = box(chip);
            if (r.right > window.innerWidth + 1 || r.left < -1) out.push(`${size} text: "${chip.textContent}" is cut off`);
          }
        }
        choose(sizes[0]!);
        return out;
      }, sizes);
      for (const f of found) problems.push(`${width}×${height}: ${f}`);
    }
    expect(problems).toEqual([]);
    await expect(page.getByRole("group", { name: eventsPage.filter.label }).getByRole("button")).toHaveCount(6);
  });
});
