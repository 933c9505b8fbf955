// The photo upload checks: content, not names, decides what is a photo; the size and pixel
// limits refuse with words an operator understands; what is stored carries no metadata; the
// variants have the widths and formats the pages ask for, turned upright.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES, processUpload, sniffType, variantWidths, type ProcessedPhoto } from "./process.server.ts";

/** A photo-like picture: smooth colour with some texture, so encoders behave as with a real photo. */
async function picture(width: number, height: number) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 7) % 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels } });
}

async function accepted(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const result = await processUpload(bytes);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.photo;
}

const isAvif = (b: Buffer) => b.subarray(4, 12).toString("latin1") === "ftypavif";
const isWebp = (b: Buffer) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP";

describe("what is a photo", () => {
  it("refuses an executable named photo.jpg, whatever it claims to be", async () => {
    // The start of an ELF binary (Linux executable), as a file named photo.jpg would carry it.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 0x90)]);
    const result = await processUpload(elf);
    expect(result).toMatchObject({ ok: false, reason: "not-a-photo" });
    expect(!result.ok && result.message).toMatch(/not a JPEG, PNG or WebP photo, whatever its name says/);
  });

  it("refuses a shell script and plain text", async () => {
    for (const text of ["#!/bin/sh\nrm -rf / --no-preserve-root\n", "<?php system($_GET['c']); ?>", "Just some words."]) {
      expect(await processUpload(Buffer.from(text))).toMatchObject({ ok: false, reason: "not-a-photo" });
    }
  });

  it("refuses a JPEG's first bytes glued to something that is not a JPEG", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("#!/bin/sh\necho hi\n".repeat(50))]);
    const result = await processUpload(fake);
    expect(result.ok).toBe(false);
    expect(!result.ok && ["not-a-photo", "damaged"]).toContain(!result.ok && result.reason);
  });

  it("refuses a GIF and an SVG, which the site does not take", async () => {
    const gif = await (await picture(40, 30)).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await processUpload(gif)).toMatchObject({ ok: false, reason: "not-a-photo" });
    expect(await processUpload(svg)).toMatchObject({ ok: false, reason: "not-a-photo" });
  });

  it("refuses an empty file", async () => {
    expect(await processUpload(new Uint8Array())).toMatchObject({ ok: false, reason: "empty" });
  });

  it("knows the three formats by their first bytes", async () => {
    const small = await picture(8, 8);
    expect(sniffType(await small.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffType(await small.clone().png().toBuffer())).toBe("image/png");
    expect(sniffType(await small.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
  });
});

describe("limits", () => {
  it("refuses a 30 MB file with its size, the limit and how to make it smaller", async () => {
    // A JPEG's start followed by 30 MB: refused by its size before anything decodes it.
    const big = Buffer.alloc(30 * 1024 * 1024, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const result = await processUpload(big);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    expect(!result.ok && result.message).toContain("That file is 30 MB. The largest photo the site accepts is 10 MB.");
    expect(!result.ok && result.message).toContain("WhatsApp");
  });

  it("accepts a file of exactly the limit's size in bytes (and no more)", async () => {
    const over = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0);
    expect(await processUpload(over)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("refuses a picture of more than 50 megapixels, before decoding it", async () => {
    // 8000 x 7000 = 56 MP of one colour: a small PNG that would take 168 MB to decode.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#808080" } }).png().toBuffer();
    expect(huge.byteLength).toBeLessThan(MEDIA_MAX_BYTES);
    const result = await processUpload(huge);
    expect(result).toMatchObject({ ok: false, reason: "too-many-pixels" });
    expect(!result.ok && result.message).toContain("56 megapixels; the site accepts up to 50");
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const jpeg = await (await picture(400, 300)).jpeg().toBuffer();
    const result = await processUpload(jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    expect(result).toMatchObject({ ok: false, reason: "damaged" });
  });
});

describe("what is stored", () => {
  it("keeps no EXIF: a phone photo's GPS position and camera are gone from every variant", async () => {
    const withGps = await (await picture(1000, 750))
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Someone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 2000/100" },
      })
      .toBuffer();
    // The test photo really carries the location.
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(before.exif!.length).toBeGreaterThan(100);

    const photo = await accepted(withGps);
    expect(photo.variants.length).toBeGreaterThan(0);
    for (const v of photo.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.exif, `${v.width} ${v.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("makes every width up to the picture's own, each as AVIF and WebP", async () => {
    const photo = await accepted(await (await picture(1500, 1000)).jpeg({ quality: 90 }).toBuffer());
    expect(photo).toMatchObject({ width: 1500, height: 1000, originalType: "image/jpeg" });
    expect(photo.variants.map((v) => `${v.width}:${v.format}`)).toEqual(["320:avif", "320:webp", "640:avif", "640:webp", "960:avif", "960:webp", "1280:avif", "1280:webp"]);
    for (const v of photo.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(Math.round((v.width * 1000) / 1500));
      expect(v.height).toBe(meta.height);
      if (v.format === "avif") {
        expect(isAvif(v.bytes)).toBe(true);
        expect(meta.format).toBe("heif");
        expect(meta.compression).toBe("av1");
      } else {
        expect(isWebp(v.bytes)).toBe(true);
        expect(meta.format).toBe("webp");
      }
    }
  });

  it("never makes a picture larger: a small one gets one size, its own", async () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(5000)).toEqual([320, 640, 960, 1280, 1920]);
    const photo = await accepted(await (await picture(200, 150)).png().toBuffer());
    expect(photo.variants.map((v) => `${v.width}x${v.height}:${v.format}`)).toEqual(["200x150:avif", "200x150:webp"]);
  });

  it("accepts a PNG (with transparency) and a WebP", async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const fromPng = await accepted(png);
    expect(fromPng).toMatchObject({ width: 700, height: 400, originalType: "image/png" });
    expect(fromPng.variants.map((v) => v.width)).toEqual([320, 320, 640, 640]);

    const webp = await (await picture(900, 600)).webp().toBuffer();
    const fromWebp = await accepted(webp);
    expect(fromWebp).toMatchObject({ width: 900, height: 600, originalType: "image/webp" });
    expect(fromWebp.variants.map((v) => v.width)).toEqual([320, 320, 640, 640]);
  });

  it("turns a photo upright by its EXIF orientation, and reports its upright size", async () => {
    // Stored 800 wide and 400 high with "rotate 90° clockwise to view" (orientation 6), as a
    // phone held upright writes it: the picture is 400 wide and 800 high.
    const left = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const right = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#0000ff" } }).png().toBuffer();
    const sideways = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#000000" } })
      .composite([
        { input: left, left: 0, top: 0 },
        { input: right, left: 400, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const photo = await accepted(sideways);
    expect(photo).toMatchObject({ width: 400, height: 800 });
    const webp = photo.variants.find((v) => v.format === "webp" && v.width === 320)!;
    expect(webp.height).toBe(640);
    const meta = await sharp(webp.bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    // Rotated clockwise, the stored left half (red) is now on top, the right half (blue) below.
    const { data, info } = await sharp(webp.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [tr, , tb] = at(160, 100);
    const [br, , bb] = at(160, 540);
    expect(tr).toBeGreaterThan(200);
    expect(tb).toBeLessThan(60);
    expect(bb).toBeGreaterThan(200);
    expect(br).toBeLessThan(60);
  });
});
