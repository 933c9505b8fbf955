// The photo journey in Chromium, on a server of its own (the first gallery item replaces the
// spec's twelve, which the other journeys expect): the operator uploads a photo to the library (a
// renamed text file is refused first), adds it and a second, new photo to the gallery with title,
// description and category, and a YouTube video; /gallery shows them with their descriptions as
// alt text, in <picture> with srcset, width and height; deleting a photo in use is refused with
// the place named; items move, hide and go. The console pages pass axe, on a wide screen and a phone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

// Its own port, known before the server starts, so the pages' base address (and the guard that
// refuses requests to any other host) is this server.
const { port, logIn } = ownServer("media", { email: "photos@e2e.example.org", password: "a photos operator passphrase" });
let files: string;

/** A photo-like JPEG made here, with a GPS position in its EXIF as a phone would write it. */
async function photo(file: string, width: number, height: number, tint: { r: number; g: number; b: number }) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (tint.r + x / 8) % 256;
      raw[i + 1] = (tint.g + y / 8) % 256;
      raw[i + 2] = (tint.b + (x + y) / 16) % 256;
    }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" } })
    .toBuffer();
  fs.writeFileSync(path.join(files, file), bytes);
  return path.join(files, file);
}

test.beforeAll(() => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-media-files-"));
});

test.afterAll(() => {
  fs.rmSync(files, { recursive: true, force: true });
});

const upload = (page: Page) => page.getByRole("region", { name: "Add new photos" });
const fromLibrary = (page: Page) => page.getByRole("region", { name: "Add a photo from the library" });
const video = (page: Page) => page.getByRole("region", { name: "Add a YouTube video" });
const description = "Description for people who cannot see the photo";

test("the operator uploads a photo to the library; a renamed text file is refused", async ({ page, guard }) => {
  // Refused forms answer 422 (the browser reports the status in its console).
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Photos (media library)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photos");
  await expect(page.getByText("There are no photos in the library yet.")).toBeVisible();
  expect(await axeViolations(page), "empty library").toEqual([]);

  // Nothing filled in: each field says what it needs.
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page.getByRole("heading", { name: "The photo was not uploaded" })).toBeVisible();
  await expect(page.getByText("Choose a photo to upload.").first()).toBeVisible();
  await expect(page.getByText("Describe what the photo shows, for people who cannot see it.").first()).toBeVisible();
  expect(await axeViolations(page), "upload with errors").toEqual([]);

  // A text file named like a photo.
  const fake = path.join(files, "holiday.jpg");
  fs.writeFileSync(fake, "#!/bin/sh\necho this is not a photo\n");
  await page.getByLabel(/^Photo/).setInputFiles(fake);
  await page.getByLabel("Title").fill("Not a photo");
  await page.getByLabel(description).fill("Nothing at all");
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page.getByText("That file is not a JPEG, PNG or WebP photo, whatever its name says.").first()).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("Title")).toHaveValue("Not a photo");

  await page.getByLabel(/^Photo/).setInputFiles(await photo("diwali.jpg", 1600, 1200, { r: 200, g: 90, b: 20 }));
  await page.getByLabel("Title").fill("Diwali 2026");
  await page.getByLabel(description).fill("Four members lighting diyas on the steps of the community hall");
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo: Diwali 2026");
  await expect(page.getByRole("status")).toContainText("The photo is in the library.");
  await expect(page.getByText("1600 × 1200 pixels, uploaded as JPEG")).toBeVisible();
  const sizes = page.getByRole("table", { name: "Sizes of this photo" });
  await expect(sizes.getByRole("row")).toHaveCount(1 + 8);
  await expect(sizes).toContainText("AVIF");
  await expect(sizes).toContainText("WEBP");
  await expect(page.getByText("This photo is not used on the site.")).toBeVisible();
  expect(await axeViolations(page), "photo page").toEqual([]);

  // The variant is served from the database, with a year's caching, and without the location.
  const href = await sizes.getByRole("link", { name: "Open the 1280 pixel AVIF copy" }).getAttribute("href");
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const meta = await sharp(await served.body()).metadata();
  expect(meta.width).toBe(1280);
  expect(meta.exif).toBeUndefined();

  await page.getByRole("link", { name: "All photos" }).click();
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Diwali 2026" })).toBeVisible();
  await expect(page.getByText("Not used on the site yet")).toBeVisible();
  expect(await axeViolations(page), "library with a photo").toEqual([]);
});

test("the operator adds photos and a video to the gallery, and /gallery shows them", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  await expect(page.getByText("Until you add the first item, the Gallery page shows the twelve example pictures")).toBeVisible();
  expect(await axeViolations(page), "empty gallery").toEqual([]);

  // The library photo.
  await fromLibrary(page).getByRole("radio", { name: /Diwali 2026/ }).check();
  await fromLibrary(page).getByLabel("Title").fill("Diwali at the Centre");
  await fromLibrary(page).getByLabel("Category").selectOption("celebrations");
  await fromLibrary(page).getByLabel("Caption").fill("Lighting diyas together.");
  await fromLibrary(page).getByRole("button", { name: "Add to the gallery" }).click();
  await expect(page.getByRole("status")).toContainText("The item is added at the top of the gallery.");

  // A new photo, uploaded from the gallery page: it goes into the library too.
  await upload(page).getByRole("button", { name: "Upload and add to the gallery" }).click();
  await expect(page.getByRole("heading", { name: "The item was not added" })).toBeVisible();
  expect(await axeViolations(page), "gallery upload with errors").toEqual([]);
  await upload(page).getByLabel(/^Photo/).setInputFiles(await photo("yoga.jpg", 1200, 900, { r: 40, g: 140, b: 90 }));
  await upload(page).getByLabel("Title").fill("Morning yoga");
  await upload(page).getByLabel(description).fill("Seniors stretching their arms on yoga mats in the garden");
  await upload(page).getByLabel("Category").selectOption("yoga");
  await upload(page).getByLabel("Date taken").fill("2026-11-02");
  await upload(page).getByRole("button", { name: "Upload and add to the gallery" }).click();
  await expect(page.getByRole("status")).toContainText("The item is added at the top of the gallery.");

  // A video: an address that is not YouTube is refused, a YouTube address is kept as its ID.
  await video(page).getByLabel("YouTube video").fill("https://vimeo.com/123456789");
  await video(page).getByLabel("Title").fill("Folk dance evening");
  await video(page).getByLabel("What the video shows").fill("Members dancing at the Rajyotsava evening");
  await video(page).getByLabel("Category").selectOption("cultural");
  await video(page).getByRole("button", { name: "Add the video" }).click();
  await expect(video(page).getByText("That is not a YouTube video address.").first()).toBeVisible();
  expect(await axeViolations(page), "video with an error").toEqual([]);
  await video(page).getByLabel("YouTube video").fill("https://youtu.be/dQw4w9WgXcQ?si=shared");
  await video(page).getByRole("button", { name: "Add the video" }).click();
  await expect(page.getByRole("status")).toContainText("The item is added");

  const list = page.getByRole("table", { name: "Gallery items, in the order shown on the website" });
  await expect(list.getByRole("row")).toHaveCount(1 + 3);
  await expect(list.getByRole("row").nth(1)).toContainText("Folk dance evening");
  await expect(list.getByRole("row").nth(1)).toContainText("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await expect(list.getByRole("row").nth(2)).toContainText("Morning yoga");
  await expect(list.getByRole("row").nth(3)).toContainText("Diwali at the Centre");
  expect(await axeViolations(page), "gallery with items").toEqual([]);

  // The public page: only the operator's items now, each photo with its description.
  await page.goto("/gallery");
  const figures = page.locator("main figure");
  await expect(figures).toHaveCount(3);
  await expect(page.getByText("Morning Yoga on the Terrace")).toHaveCount(0);
  for (const [title, alt] of [
    ["Diwali at the Centre", "Four members lighting diyas on the steps of the community hall"],
    ["Morning yoga", "Seniors stretching their arms on yoga mats in the garden"],
  ]) {
    const figure = figures.filter({ hasText: title });
    const img = figure.getByRole("img", { name: alt });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect(img).toHaveAttribute("src", /^\/photos\/[0-9a-f]{24}-\d+\.webp$/);
    const sources = figure.locator("picture source");
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    await expect(sources.first()).toHaveAttribute("srcset", /\/photos\/[0-9a-f]{24}-320\.avif 320w, .*-640\.avif 640w/);
    await expect(sources.nth(1)).toHaveAttribute("srcset", /\/photos\/[0-9a-f]{24}-320\.webp 320w/);
    // The picture has loaded from this site.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  const diwali = figures.filter({ hasText: "Diwali at the Centre" }).getByRole("img");
  expect(await diwali.getAttribute("width")).toBe("1600");
  expect(await diwali.getAttribute("height")).toBe("1200");
  await expect(figures.filter({ hasText: "Folk dance evening" })).toContainText("Cultural Events");
  expect(await axeViolations(page), "/gallery").toEqual([]);
  // Nothing was fetched from YouTube (the guard fails the test otherwise).
  expect(guard.foreignRequests()).toEqual([]);
});

test("a video plays from youtube-nocookie.com only when opened", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(`http://127.0.0.1:${port}`) && r.url().startsWith("http")) foreign.push(r.url());
  });
  await page.route((url) => url.origin !== `http://127.0.0.1:${port}` && url.protocol.startsWith("http"), (route) => route.abort());
  await page.goto("/gallery");
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  // A link to the video's YouTube page (it works without JavaScript); with JavaScript it opens the lightbox.
  const play = page.getByRole("link", { name: "Play video: Folk dance evening" });
  await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await play.click();
  const frame = page.getByRole("dialog").locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  await context.close();
});

test("a photo in use cannot be deleted; items move, hide and go", async ({ page, guard }) => {
  guard.allowConsole(/status of 409|status of 422/);
  await logIn(page);
  await page.goto("/admin/media");
  await page.getByRole("link", { name: "Diwali 2026" }).click();
  await expect(page.getByRole("link", { name: "Gallery: Diwali at the Centre" })).toBeVisible();
  await page.getByRole("button", { name: "Delete the photo" }).click();
  // The tick is required in the browser; without it nothing happens.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photo: Diwali 2026");
  await page.getByLabel("Yes, delete this photo for good").check();
  await page.getByRole("button", { name: "Delete the photo" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("This photo is still used on the site, so it was not deleted.");
  await expect(refusal.getByRole("link", { name: "Gallery: Diwali at the Centre" })).toHaveAttribute("href", "/admin/gallery");
  expect(await axeViolations(page), "refused deletion").toEqual([]);

  // The description changes everywhere the photo is shown.
  await page.getByLabel(description).fill("Four members lighting diyas at dusk");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Your changes are saved.");

  await page.goto("/admin/gallery");
  const list = page.getByRole("table", { name: "Gallery items, in the order shown on the website" });
  const titles = () => list.getByRole("row").evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector("td:nth-child(2) span")?.textContent));
  expect(await titles()).toEqual(["Folk dance evening", "Morning yoga", "Diwali at the Centre"]);
  await list.getByRole("button", { name: "Move up: Diwali at the Centre" }).click();
  await expect(page.getByRole("status")).toContainText("The order is saved.");
  expect(await titles()).toEqual(["Folk dance evening", "Diwali at the Centre", "Morning yoga"]);
  await list.getByRole("button", { name: "Move down: Folk dance evening" }).click();
  await expect.poll(titles).toEqual(["Diwali at the Centre", "Folk dance evening", "Morning yoga"]);

  await list.getByRole("button", { name: "Hide: Morning yoga" }).click();
  await expect(page.getByRole("status")).toContainText("The item is hidden");
  await page.goto("/gallery");
  await expect(page.locator("main figure")).toHaveCount(2);
  await expect(page.locator("main figure").first()).toContainText("Diwali at the Centre");
  await expect(page.getByRole("img", { name: "Four members lighting diyas at dusk" })).toBeVisible();

  await page.goto("/admin/gallery");
  await list.getByRole("button", { name: "Delete: Diwali at the Centre" }).click();
  await expect(page.getByRole("alert")).toContainText("Delete “Diwali at the Centre” from the gallery?");
  expect(await axeViolations(page), "delete question").toEqual([]);
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toContainText("The item is deleted from the gallery.");
  await expect(list.getByRole("row")).toHaveCount(1 + 2);

  // Now unused, the photo can go.
  await page.goto("/admin/media");
  await page.getByRole("link", { name: "Diwali 2026" }).click();
  await page.getByLabel("Yes, delete this photo for good").check();
  await page.getByRole("button", { name: "Delete the photo" }).click();
  await expect(page.getByRole("status")).toContainText("The photo is deleted.");
  await expect(page.getByRole("link", { name: "Diwali 2026" })).toHaveCount(0);
});

test("the console's photo pages pass axe on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page);
  for (const path of ["/admin/media", "/admin/gallery"]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} fits 375 px`).toBe(true);
  }
  await page.goto("/admin/media");
  await page.getByRole("link", { name: "Morning yoga" }).click();
  expect(await axeViolations(page), "photo page").toEqual([]);
});
