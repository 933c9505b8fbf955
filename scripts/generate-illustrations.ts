// Draws public/illustrations/<name>.svg for every entry of app/content/illustrations.ts: a calm
// scene (a soft background, a large circle, hills and a sun outdoors or a floor indoors), the
// subject's lucide-static icon drawn large in the middle, and two smaller icons in white circles
// beside it. lucide-static is ISC-licensed (its notice is kept in each file); the scenes are ours.
//
//   npx tsx scripts/generate-illustrations.ts          (writes the files; commit them)
//   npx tsx scripts/generate-illustrations.ts --check  (fails when a file differs: used by a test)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { illustrations, type IllustrationSpec } from "#app/content/illustrations.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/illustrations");
const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-static/package.json")), "icons");
const lucideVersion = (JSON.parse(fs.readFileSync(path.join(iconsDir, "../package.json"), "utf8")) as { version: string }).version;

/** Background, shapes and ink of each palette: the ink is dark enough for 7:1 on the background. */
const palettes: Record<IllustrationSpec["palette"], { bg: string; shape: string; ground: string; ink: string }> = {
  orange: { bg: "#fff7ed", shape: "#fed7aa", ground: "#fdba74", ink: "#7c2d12" },
  green: { bg: "#f0fdf4", shape: "#bbf7d0", ground: "#86efac", ink: "#14532d" },
  blue: { bg: "#eff6ff", shape: "#bfdbfe", ground: "#93c5fd", ink: "#1e3a8a" },
  teal: { bg: "#f0fdfa", shape: "#99f6e4", ground: "#5eead4", ink: "#134e4a" },
  violet: { bg: "#f5f3ff", shape: "#ddd6fe", ground: "#c4b5fd", ink: "#4c1d95" },
  rose: { bg: "#fff1f2", shape: "#fecdd3", ground: "#fda4af", ink: "#881337" },
  amber: { bg: "#fffbeb", shape: "#fde68a", ground: "#fcd34d", ink: "#78350f" },
};

/** The drawing elements of a lucide icon (24×24, stroked), without its <svg> wrapper. */
function iconBody(name: string): string {
  const file = path.join(iconsDir, `${name}.svg`);
  if (!fs.existsSync(file)) throw new Error(`lucide-static has no icon "${name}"`);
  const svg = fs.readFileSync(file, "utf8");
  const inner = svg.slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"));
  return inner
    .replace(/\s*\/>/g, "/>")
    .replace(/\s+/g, " ")
    .replace(/> </g, "><")
    .trim();
}

/** An icon placed with its top-left corner at (x, y), `size` pixels wide. */
function icon(name: string, x: number, y: number, size: number, ink: string): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

function badge(name: string, cx: number, cy: number, ink: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="74" fill="#fff"/>${icon(name, cx - 44, cy - 44, 88, ink)}`;
}

export function drawIllustration(spec: IllustrationSpec): string {
  const p = palettes[spec.palette];
  // The subject stays inside the middle 16:9 and 1:1 crops (pages crop the 4:3 canvas).
  const parts = [
    `<rect width="800" height="600" fill="${p.bg}"/>`,
    `<circle cx="400" cy="290" r="215" fill="${p.shape}"/>`,
    spec.outdoor
      ? `<circle cx="668" cy="96" r="44" fill="#fde68a"/><path d="M0 470Q200 420 400 462T800 452V600H0Z" fill="${p.ground}"/>`
      : `<rect y="486" width="800" height="114" fill="${p.ground}"/>`,
    icon(spec.main, 250, 140, 300, p.ink),
    badge(spec.side[0], 190, 420, p.ink),
    badge(spec.side[1], 612, 178, p.ink),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><!-- icons: lucide-static ${lucideVersion}, ISC licence --><title>${spec.alt.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>${parts.join("")}</svg>\n`;
}

function main() {
  const check = process.argv.includes("--check");
  fs.mkdirSync(out, { recursive: true });
  const wanted = new Map(Object.entries(illustrations).map(([name, spec]) => [`${name}.svg`, drawIllustration(spec)]));
  const stale: string[] = [];
  for (const [file, svg] of wanted) {
    const target = path.join(out, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : null;
    if (current === svg) continue;
    if (check) stale.push(file);
    else fs.writeFileSync(target, svg);
  }
  for (const file of fs.readdirSync(out)) {
    if (wanted.has(file)) continue;
    if (check) stale.push(file);
    else fs.rmSync(path.join(out, file));
  }
  if (check && stale.length) {
    console.error(`public/illustrations is out of date (${stale.join(", ")}): run npx tsx scripts/generate-illustrations.ts`);
    process.exit(1);
  }
  if (!check) console.log(`${wanted.size} illustrations in ${path.relative(root, out)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
