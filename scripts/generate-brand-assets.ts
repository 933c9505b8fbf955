// Draws the site's icons and social-preview image locally with headless Chromium, so no image
// comes from another host or tool. Run after changing the brand mark or the brand name:
//   npx tsx scripts/generate-brand-assets.ts
// Writes public/favicon.svg, favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png,
// og-image.png.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { site } from "#app/core/site.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

const publicDir = path.resolve(import.meta.dirname, "../public");

// The same drawing as BrandMark in app/components/site/header.tsx.
const markSvg = (size: number | string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<rect width="64" height="64" rx="14" fill="#9a3412"/>` +
  `<circle cx="32" cy="25" r="9" fill="#fed7aa"/>` +
  `<path d="M14 50c3-10 10-15 18-15s15 5 18 15" fill="none" stroke="#fed7aa" stroke-width="6" stroke-linecap="round"/>` +
  `</svg>`;

// Full-bleed square for app icons (launchers apply their own mask), so no rounded corners.
const iconHtml = (size: number) => `<!doctype html><html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" style="display:block">
<rect width="64" height="64" fill="#9a3412"/>
<circle cx="32" cy="25" r="9" fill="#fed7aa"/>
<path d="M14 50c3-10 10-15 18-15s15 5 18 15" fill="none" stroke="#fed7aa" stroke-width="6" stroke-linecap="round"/>
</svg></body></html>`;

const ogHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:'DejaVu Sans',system-ui,sans-serif">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:80px;background:linear-gradient(135deg,#7c2d12,#c2410c);color:#fff;display:flex;flex-direction:column;justify-content:center;gap:36px">
  <div style="display:flex;align-items:center;gap:32px">${markSvg(140)
    .replace('fill="#9a3412"', 'fill="#fff7ed"')
    .replace(/#fed7aa/g, "#9a3412")}
    <div style="font-size:64px;font-weight:700;line-height:1.1">${site.brand}</div></div>
  <div style="font-size:40px;line-height:1.3;max-width:1000px">${site.tagline}</div>
  <div style="font-size:30px;opacity:.9">${site.address.display}</div>
</div></body></html>`;

/** An .ico file holding PNG images (supported by every current browser). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  async function shot(html: string, width: number, height: number): Promise<Buffer> {
    await page.setViewportSize({ width, height });
    await page.setContent(html);
    return page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: false });
  }
  fs.writeFileSync(path.join(publicDir, "favicon.svg"), `${markSvg(64)}\n`);
  for (const [name, size] of [
    ["icon-192.png", 192],
    ["icon-512.png", 512],
    ["apple-touch-icon.png", 180],
  ] as const) {
    fs.writeFileSync(path.join(publicDir, name), await shot(iconHtml(size), size, size));
  }
  const ico16 = await shot(iconHtml(16), 16, 16);
  const ico32 = await shot(iconHtml(32), 32, 32);
  fs.writeFileSync(
    path.join(publicDir, "favicon.ico"),
    ico([
      { size: 16, data: ico16 },
      { size: 32, data: ico32 },
    ]),
  );
  fs.writeFileSync(path.join(publicDir, "og-image.png"), await shot(ogHtml, 1200, 630));
  console.log("brand assets written to public/");
} finally {
  await browser.close();
}
