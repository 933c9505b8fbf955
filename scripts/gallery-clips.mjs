// Makes the gallery's short sample clips (public/media/gallery/*.webm and their captions), which
// stand in for the community's own videos until those are added: a few seconds of the item's title
// over slowly moving colour, recorded in the system Chromium with MediaRecorder (no other tools
// needed), then each as an H.264 MP4 for the iPhones and iPads that play no WebM (ffmpeg, Debian's
// `ffmpeg` package). Run: node scripts/gallery-clips.mjs
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";

const clips = [
  { file: "chair-yoga", title: "Chair Yoga Together", colours: ["#14532d", "#15803d"] },
  { file: "folk-dance-evening", title: "Folk Dance Evening", colours: ["#581c87", "#7e22ce"] },
  { file: "diwali-celebration", title: "Diwali at the Centre", colours: ["#7c2d12", "#c2410c"] },
];
const SECONDS = 5;
const outDir = path.resolve(import.meta.dirname, "../public/media/gallery");
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
await page.setContent("<canvas width=640 height=360></canvas>");
for (const clip of clips) {
  const base64 = await page.evaluate(
    async ({ title, colours, seconds }) => {
      const canvas = document.querySelector("canvas");
      const ctx = canvas.getContext("2d");
      const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 180_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      recorder.start(250);
      const start = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          const g = ctx.createLinearGradient(0, 0, 640, 360);
          g.addColorStop(0, colours[0]);
          g.addColorStop(1, colours[1]);
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, 640, 360);
          ctx.fillStyle = "rgba(255,255,255,0.10)";
          for (let i = 0; i < 3; i++) {
            ctx.beginPath();
            ctx.arc(320 + 220 * Math.sin(t * 0.6 + i * 2), 180 + 90 * Math.cos(t * 0.8 + i), 70 + 20 * i, 0, Math.PI * 2);
            ctx.fill();
          }
          ctx.fillStyle = `rgba(255,255,255,${Math.min(1, t / 1.2)})`;
          ctx.font = "bold 44px system-ui, sans-serif";
          ctx.textAlign = "center";
          ctx.fillText(title, 320, 190);
          if (t < seconds) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await new Promise((r) => (recorder.onstop = r));
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { title: clip.title, colours: clip.colours, seconds: SECONDS },
  );
  fs.writeFileSync(path.join(outDir, `${clip.file}.webm`), Buffer.from(base64, "base64"));
  fs.writeFileSync(
    path.join(outDir, `${clip.file}.vtt`),
    `WEBVTT\n\n00:00:00.000 --> 00:00:0${SECONDS}.000\n[No sound] ${clip.title}\n`,
  );
  console.log(`${clip.file}.webm`, fs.statSync(path.join(outDir, `${clip.file}.webm`)).size, "bytes");
}
await browser.close();
for (const clip of clips) {
  const webm = path.join(outDir, `${clip.file}.webm`);
  const mp4 = path.join(outDir, `${clip.file}.mp4`);
  // Main profile, yuv420p and faststart: what iOS 15's player plays, starting before it has it all.
  const args = ["-v", "error", "-y", "-i", webm, "-c:v", "libx264", "-profile:v", "main", "-preset", "veryslow", "-pix_fmt", "yuv420p", "-crf", "33", "-movflags", "+faststart", "-an", mp4];
  const made = spawnSync("ffmpeg", args, { stdio: "inherit" });
  if (made.error || made.status !== 0) {
    console.error(`No MP4 for ${clip.file}: ffmpeg is missing or failed (apt-get install -y ffmpeg).`);
    process.exitCode = 1;
  } else console.log(`${clip.file}.mp4`, fs.statSync(mp4).size, "bytes");
}
