// `node scripts/test-timings.js BEFORE_DIR [AFTER_DIR]`: the suite's time per step, and the ten
// slowest files of each test step, from the folders `TEST_TIMINGS_DIR=<folder> npm test` writes
// (steps.json, and vitest's and Playwright's JSON reports). With two folders, side by side. Prints
// Markdown tables for docs/testing.md.
import fs from "node:fs";
import path from "node:path";

const dirs = process.argv.slice(2);
if (dirs.length < 1 || dirs.length > 2) {
  console.error("usage: node scripts/test-timings.js BEFORE_DIR [AFTER_DIR]");
  process.exit(2);
}
const read = (dir, file) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, "utf8")) : undefined;
};
const short = (file) => file.replace(/^.*?\/(app|server|scripts|tests)\//, "$1/");

/** Seconds per file: vitest's report (file start to end) or Playwright's (the sum of its tests' runs). */
function perFile(dir, step) {
  const out = new Map();
  if (step === "e2e") {
    const report = read(dir, "e2e.json");
    const walk = (suite, file) => {
      const f = suite.file ?? file;
      for (const child of suite.suites ?? []) walk(child, f);
      for (const spec of suite.specs ?? []) for (const t of spec.tests) for (const r of t.results) out.set(`tests/e2e/${f}`, (out.get(`tests/e2e/${f}`) ?? 0) + r.duration / 1000);
    };
    for (const suite of report?.suites ?? []) walk(suite);
  } else {
    for (const r of read(dir, `${step}.json`)?.testResults ?? []) out.set(short(r.name), (r.endTime - r.startTime) / 1000);
  }
  return out;
}

// steps.json is { wallSeconds, steps } since steps run side by side (an older run's is the list).
const runs = dirs.map((dir) => read(dir, "steps.json") ?? []);
const steps = runs.map((r) => (Array.isArray(r) ? r : r.steps));
const wall = runs.map((r, i) => (Array.isArray(r) ? steps[i].reduce((a, x) => a + x.seconds, 0) : r.wallSeconds));
const names = [...new Set(steps.flatMap((s) => s.map((x) => x.step)))];
const cell = (list, name) => {
  const found = list.find((x) => x.step === name);
  return found ? found.seconds.toFixed(1) : "–";
};
console.log(`| step | ${dirs.length === 2 ? "before (s) | after (s)" : "seconds"} |`);
console.log(`|---|${dirs.map(() => "---:").join("|")}|`);
for (const name of names) console.log(`| ${name} | ${steps.map((s) => cell(s, name)).join(" | ")} |`);
console.log(`| **all steps, start to end** | ${wall.map((w) => w.toFixed(1)).join(" | ")} |`);

for (const step of ["unit", "faults", "e2e"]) {
  const tables = dirs.map((dir) => perFile(dir, step));
  const files = [...new Set(tables.flatMap((t) => [...t.keys()]))].sort((a, b) => (tables.at(-1).get(b) ?? tables[0].get(b) ?? 0) - (tables.at(-1).get(a) ?? tables[0].get(a) ?? 0));
  const totals = tables.map((t) => [...t.values()].reduce((a, b) => a + b, 0));
  console.log(`\n**${step}** (sum over files: ${totals.map((t) => `${t.toFixed(0)} s`).join(" → ")}), the ten slowest:\n`);
  console.log(`| file | ${dirs.length === 2 ? "before (s) | after (s)" : "seconds"} |`);
  console.log(`|---|${dirs.map(() => "---:").join("|")}|`);
  for (const file of files.slice(0, 10)) console.log(`| ${file} | ${tables.map((t) => (t.has(file) ? t.get(file).toFixed(1) : "–")).join(" | ")} |`);
}
