// What one photo upload costs the server: a phone-sized JPEG (12 MP, 4032×3024) is
// checked and made into the site's AVIF and WebP variants by app/lib/media/process.server.ts, as
// the console's upload does, five times in a row. Prints the median time, the process's peak
// resident memory and the variants' sizes. Nothing is stored.
//
//   npx tsx scripts/bench-upload.ts [--runs 5] [--width 4032 --height 3024]
import { photoLike } from "./lib/sample-photos.ts";
import { processUpload } from "#app/lib/media/process.server.ts";
import { median } from "./lib/stats.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg("runs", 5);
const width = arg("width", 4032);
const height = arg("height", 3024);

const input = await photoLike(width, height, 7);
console.log(`input: ${width}×${height} JPEG, ${(input.byteLength / 1024 / 1024).toFixed(1)} MB`);
const times: number[] = [];
const before = process.memoryUsage().rss;
let peak = before;
let variants: Array<{ width: number; format: string; bytes: number }> = [];
for (let i = 0; i < runs; i++) {
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await processUpload(input);
  times.push(performance.now() - started);
  clearInterval(watch);
  if (!result.ok) throw new Error(result.message);
  variants = result.photo.variants.map((v) => ({ width: v.width, format: v.format, bytes: v.bytes.byteLength }));
}
times.sort((a, b) => a - b);
console.log(`processing: median ${(median(times) / 1000).toFixed(2)} s over ${runs} runs (min ${(times[0]! / 1000).toFixed(2)}, max ${(times.at(-1)! / 1000).toFixed(2)})`);
console.log(`RSS before the first upload ${Math.round(before / 1024 / 1024)} MB, peak while processing ${Math.round(peak / 1024 / 1024)} MB`);
console.log(`variants: ${variants.map((v) => `${v.width}w ${v.format} ${Math.round(v.bytes / 1024)} KB`).join(", ")}`);
console.log(`stored in all: ${Math.round(variants.reduce((n, v) => n + v.bytes, 0) / 1024)} KB`);
