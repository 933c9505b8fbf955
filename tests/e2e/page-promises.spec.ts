// Promises the pages make, in Chromium, on a server of its own (it publishes an event, a gallery
// photo and a news post, which change what the other journeys expect): buttons lead where they
// say (a programme's button to its next sessions, or to an enquiry about it when none is
// scheduled, with membership one step away; the home page's coming events are visibly links with
// a Book button); the gallery offers only categories that have something, and pictures' words
// speak to the visitor; dates read the Indian way, a very long word wraps in an article, and every
// autocomplete token is one its element may carry. At 360×740 and 640×400 (a desktop at 200 %
// zoom), with JavaScript on and off, at every text size where the point is about layout.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const { port, logIn } = ownServer("promises", {
  email: "promises@e2e.example.org",
  password: "a promises operator passphrase",
});

const viewports = [
  { width: 360, height: 740 },
  { width: 640, height: 400 },
] as const;
const sizes = ["normal", "large", "larger"] as const;

/** Ten days from now (Bangalore is never more than a day off the test machine's date). */
const eventDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const eventTitle = "Chair Yoga for Beginners";
const eventSlug = `chair-yoga-for-beginners-${eventDate}`;
/** 300 letters without a space, and a long address written out: neither may widen the page. */
const longWord = "Supercalifragilistic".repeat(15);
const longLink = `https://www.example.org/${"a-very-long-path-segment-".repeat(8)}end`;
const postSlug = "a-word-that-never-ends";

async function onePhoto(file: string) {
  const width = 1200;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = 60;
    raw[i + 1] = 150 + ((i / 3) % width) / 10;
    raw[i + 2] = 90;
  }
  fs.writeFileSync(file, await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer());
}

// What the operator publishes first: a wellness event, one gallery photo and a post with a very long word.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  await logIn(page);

  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(eventTitle);
  await page.getByLabel("Category").selectOption("wellness");
  await page.getByLabel("Programme").selectOption({ label: "Health & Wellness: Gentle Yoga" });
  await page.getByLabel("Date").fill(eventDate);
  await page.getByLabel("Starts at").fill("08:00");
  await page.getByLabel("Ends at").fill("09:00");
  await page.getByLabel("Venue").fill("Community Hall, Jalahalli, Bangalore");
  await page.getByLabel("Description").fill("Gentle yoga on a chair, for every level. Wear something comfortable.");
  await page.getByLabel("Places").fill("12");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("The event is saved.");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-promises-"));
  try {
    const file = path.join(dir, "yoga.jpg");
    await onePhoto(file);
    await page.goto("/admin/gallery");
    const upload = page.getByRole("region", { name: "Add new photos" });
    await upload.getByLabel(/^Photo/).setInputFiles(file);
    await upload.getByLabel("Title").fill("Morning yoga");
    await upload.getByLabel(/^Description for people who cannot see/).fill("Members stretching their arms on yoga mats in the garden");
    await upload.getByLabel("Category").selectOption("yoga");
    await upload.getByRole("button", { name: "Upload and add to the gallery" }).click();
    await expect(page.getByRole("status")).toContainText("The item is added at the top of the gallery.");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill("A word that never ends");
  await page.getByLabel("Category").selectOption({ label: "Lifestyle" });
  await page.getByLabel("Summary").fill("A post with a very long word and a long link, as a member might paste one.");
  await page.getByRole("textbox", { name: /^The post/ }).fill(`The word: ${longWord}\n\nThe link: ${longLink}\n\nAnd [a link with words](${longLink}).`);
  await page.getByLabel("Keep as a draft (not on the website yet)").uncheck();
  await page.getByRole("button", { name: "Save the post" }).click();
  await expect(page.getByText(`This post is on the website at /blog/${postSlug}.`)).toBeVisible();
  await context.close();
});

/** How far the page reaches past the screen's right edge (0 or less: nothing scrolls sideways). */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const viewport of viewports) {
      const at = `${viewport.width}×${viewport.height}`;

      test(`${at}: a programme's button leads to its next sessions, membership one step away`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/offerings/health-wellness");
        const card = page.locator("article#gentle-yoga");
        // The spec's button no longer sends the visitor to the paid membership form; membership is the link beside it.
        const sessions = card.getByRole("link", { name: /^Join This Program/ });
        await expect(sessions).not.toHaveAttribute("href", "/join-us");
        await expect(card.getByRole("link", { name: /^Become a Member/ })).toHaveAttribute("href", "/join-us");
        await sessions.click();
        // Its own sessions under its own name: the event the operator made a session of Gentle Yoga.
        await expect(page).toHaveURL(/\/events\?programme=health-wellness%2Fgentle-yoga&month=\d{4}-\d{2}$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gentle Yoga");
        await expect(page.getByRole("region", { name: "Next sessions of Gentle Yoga" }).getByRole("heading", { name: eventTitle })).toBeVisible();
        // Another programme of the page, with no session of its own: an enquiry about it, not Gentle Yoga's event.
        await page.goto("/offerings/health-wellness");
        await page.locator("article#meditation").getByRole("link", { name: /^Join This Program/ }).click();
        await expect(page).toHaveURL(/\/contact\?subject=health&about=Meditation/);

        // A programme with nothing scheduled (no spiritual event is published): an enquiry about it.
        await page.goto("/offerings/satsangs");
        await page.locator("article#bhajan-sandhya").getByRole("link", { name: /^Join This Program/ }).click();
        await expect(page).toHaveURL(/\/contact\?subject=spiritual&about=Bhajan%20Sandhya/);
        await expect(page.getByText(/Bhajan Sandhya/).first()).toBeVisible();
      });

      test(`${at}: the home page's coming events are visibly links, each with a Book button`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/");
        const section = page.locator("#upcoming-events");
        const card = section.getByRole("article").filter({ hasText: eventTitle });
        await expect(card).toHaveCount(1);
        const title = card.getByRole("link", { name: eventTitle, exact: true });
        // Underlined before any hover: it looks like what it is.
        expect(await title.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain("underline");
        const book = card.getByRole("link", { name: /^Book a place/ });
        await book.scrollIntoViewIfNeeded();
        await expect(book).toBeVisible();
        await book.click();
        await expect(page).toHaveURL(new RegExp(`/events/${eventSlug}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventTitle);
      });

      test(`${at}: the gallery offers only categories with something in them; portraits' words speak to the visitor`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/gallery");
        await expect(page.locator("main figure")).toHaveCount(1);
        const filter = page.getByRole("group", { name: "Show gallery items of category" });
        for (const empty of ["Technology Classes", "Outings", "Cultural Events", "Satsangs", "Celebrations"]) {
          await expect(filter.getByRole("button", { name: empty })).toHaveCount(0);
        }
        for (const path of ["/", "/about", "/testimonials"]) {
          await page.goto(path);
          const alts = await page.locator("main img[alt]").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
          expect(alts.length, path).toBeGreaterThan(0);
          expect(alts.filter((alt) => /photograph is added|drawn portrait|until a photo/i.test(alt)), path).toEqual([]);
        }
      });

      test(`${at}: dates read the Indian way on the news pages`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/blog");
        const dates = await page.locator("main time").allInnerTexts();
        expect(dates.length).toBeGreaterThan(0);
        for (const date of dates) expect(date).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
        await page.goto("/blog/social-connections-golden-years");
        const dateline = await page.locator("main time").first().innerText();
        expect(dateline).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      });

      const textSizes = javaScriptEnabled ? sizes : (["normal"] as const);
      for (const size of textSizes) {
        test(`${at}, ${size} text: a 300-letter word and a long link wrap in the article`, async ({ page }) => {
          await page.setViewportSize(viewport);
          if (javaScriptEnabled) await page.addInitScript((s) => localStorage.setItem("text-size", s), size);
          await page.goto(`/blog/${postSlug}`);
          await expect(page.getByText(longWord.slice(0, 40))).toBeVisible();
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          // The word's paragraph stays inside the screen, not only inside a clipped box.
          const right = await page.getByText(/^The word:/).evaluate((p) => p.getBoundingClientRect().right);
          expect(right).toBeLessThanOrEqual(viewport.width);
        });
      }
    }

    test("every autocomplete token is one its element may carry", async ({ page }) => {
      // The HTML standard's autofill field names; those of a street address's several lines only on a text area.
      const names = new Set(
        ("name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password current-password one-time-code " +
          "organization-title organization street-address address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 " +
          "address-level1 country country-name postal-code cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month " +
          "cc-exp-year cc-csc cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo tel " +
          "tel-country-code tel-national tel-area-code tel-local tel-extension email impp webauthn off on").split(" "),
      );
      const multiline = new Set(["street-address"]);
      const wrong: string[] = [];
      for (const path of ["/join-us", "/contact", "/events", `/events/${eventSlug}`, "/blog"]) {
        await page.goto(path);
        const fields = await page.locator("[autocomplete]").evaluateAll((els) => els.map((el) => ({ tag: el.tagName.toLowerCase(), name: el.getAttribute("name"), value: el.getAttribute("autocomplete") ?? "" })));
        for (const field of fields) {
          const token = field.value.trim().toLowerCase().split(/\s+/).pop() ?? "";
          if (!names.has(token)) wrong.push(`${path}: ${field.tag}[name=${field.name}] autocomplete="${field.value}" is not an autofill field name`);
          else if (multiline.has(token) && field.tag !== "textarea") wrong.push(`${path}: ${field.tag}[name=${field.name}] autocomplete="${field.value}" is allowed only on a textarea`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}

test("the changed pages pass axe on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/offerings/health-wellness", "/offerings/satsangs", "/offerings/technology", "/gallery", `/blog/${postSlug}`, "/blog", "/join-us"]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});
