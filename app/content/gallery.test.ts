// The gallery's content (the spec's Gallery page): the items in the spec's six categories, each
// category used; images and videos, each a drawing that exists with its words, videos with a clip
// on this site (and its captions) or a YouTube address embedded privately; unique ids, real dates,
// titles, alt text and captions. How many items: spec-conformance.test.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl } from "#app/core/links.ts";
import { galleryCategories, galleryItems } from "./gallery.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("gallery content", () => {
  // How many items: spec-conformance.test.ts.
  it("has the spec's items, in the six categories, every category used", () => {
    expect(galleryCategories.map((c) => c.label)).toEqual([
      "Yoga Sessions",
      "Technology Classes",
      "Outings",
      "Cultural Events",
      "Satsangs",
      "Celebrations",
    ]);
    const used = new Set(galleryItems.map((i) => i.category));
    expect(used).toEqual(new Set(galleryCategories.map((c) => c.value)));
  });

  it("mixes images and videos; each shows a drawing with its words; videos have a player address", () => {
    const types = new Set(galleryItems.map((i) => i.type));
    expect(types).toEqual(new Set(["image", "video"]));
    for (const item of galleryItems) {
      const picture = item.type === "video" ? item.poster : item.picture;
      expect("art" in picture && fs.existsSync(path.join(publicDir, "illustrations", `${picture.art}.svg`)), JSON.stringify(picture)).toBe(true);
      expect(picture.alt).toMatch(/^Drawing of /);
      if (item.type !== "video") continue;
      // A clip served by this site (it must exist) or a YouTube address (embedded privately).
      if (item.url.startsWith("/")) {
        expect(fs.existsSync(path.join(publicDir, item.url))).toBe(true);
        // Older iPhones and iPads play no WebM: each clip of this site has an H.264 MP4 beside it.
        expect(item.mp4, `${item.id} has no MP4`).toBe(item.url.replace(/\.webm$/, ".mp4"));
        const mp4 = fs.readFileSync(path.join(publicDir, item.mp4!));
        expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
        expect(mp4.includes(Buffer.from("avc1")), `${item.mp4} is H.264`).toBe(true);
        if (item.captions) expect(fs.readFileSync(path.join(publicDir, item.captions), "utf8")).toMatch(/^WEBVTT/);
      } else {
        expect(youtubeEmbedUrl(item.url)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      }
    }
  });

  it("has unique ids, real ISO dates, titles, alt text and captions", () => {
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(galleryItems.length);
    for (const item of galleryItems) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.date);
      for (const text of [item.title, item.alt, item.caption]) expect(text.trim().length).toBeGreaterThan(3);
    }
  });
});

describe("youtubeEmbedUrl", () => {
  it("turns YouTube addresses into privacy-enhanced embeds and ignores others", () => {
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=abcdefghijk")).toBe(
      "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0",
    );
    expect(youtubeEmbedUrl("https://youtu.be/abcdefghijk")).toContain("youtube-nocookie.com/embed/abcdefghijk");
    expect(youtubeEmbedUrl("/media/gallery/clip.webm")).toBeUndefined();
  });
});
