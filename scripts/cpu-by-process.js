// `node scripts/cpu-by-process.js <command> [args…]`: runs the command and says how much CPU each
// kind of process on the machine spent while it ran (Chromium's by process type, the site's
// servers, the operator command, Playwright's runner and workers, vitest, PostgreSQL, the rest),
// in CPU seconds, from /proc (Linux only). Processes are read every 250 ms; one that starts and
// ends between two reads is missed, and the reads themselves cost a little (about 2 % of a core).
// The git history of docs/testing.md (sixth round) has the end-to-end step's figures:
//
//   node scripts/cpu-by-process.js npx playwright test
import { spawn } from "node:child_process";
import fs from "node:fs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/cpu-by-process.js <command> [args…]");
  process.exit(2);
}
const ticksPerSecond = 100; // USER_HZ on Linux

/** What kind of process a command line is. */
function kind(args) {
  const line = args.join(" ");
  if (/chrom|headless_shell/.test(args[0] ?? "")) return `browser: ${/--type=([\w-]+)/.exec(line)?.[1] ?? "main"}`;
  if (line.includes("server/main.js")) return "the site's servers";
  if (line.includes("server/operator.js")) return "operator command";
  if (line.includes("playwright")) return "Playwright (runner and workers)";
  if (line.includes("vitest")) return "vitest";
  if (/^postgres/.test(args[0] ?? "")) return "PostgreSQL";
  if (/node/.test(args[0] ?? "")) return "other Node processes";
  return "everything else";
}

/** pid and start time → [kind, CPU seconds when first seen, CPU seconds when last seen]. */
const seen = new Map();
let first = true;
function read() {
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cpu = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      const key = `${pid}:${fields[19]}`;
      const known = seen.get(key);
      if (known) known[2] = cpu;
      // Chromium rewrites its processes' titles, so the arguments may be one string with spaces.
      else seen.set(key, [kind(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/)), first ? cpu : 0, cpu]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  first = false;
}

read();
const timer = setInterval(read, 250);
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: "inherit" });
child.on("exit", (code, signal) => {
  clearInterval(timer);
  read();
  const totals = new Map();
  for (const [name, from, to] of seen.values()) totals.set(name, (totals.get(name) ?? 0) + to - from);
  console.log(`\nCPU seconds by kind of process, ${((Date.now() - started) / 1000).toFixed(1)} s of wall time:`);
  for (const [name, seconds] of [...totals].sort((a, b) => b[1] - a[1])) if (seconds >= 0.5) console.log(`  ${seconds.toFixed(1).padStart(8)}  ${name}`);
  process.exit(code ?? (signal ? 1 : 0));
});
