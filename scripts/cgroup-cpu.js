// `node scripts/cgroup-cpu.js [--every S] <command> [args…]`: runs the command in a control group
// of its own and prints its wall time and the CPU seconds that it and every process it started
// spent, those that outlived their parents included (a browser, a server killed with its process
// group), which /proc/self/stat's children's time never counts (the git history of
// docs/testing.md, eleventh round).
// With `--every S` it also prints the cores kept busy every S seconds. Linux, as root (it makes a
// folder under /sys/fs/cgroup): cgroup v1's cpuacct or cgroup v2's cpu.stat. PostgreSQL's own
// processes are not the command's and are not counted. The whole runs of docs/testing.md:
//
//   git clone -q . /tmp/run && cd /tmp/run && TEST_TIMINGS_DIR=/tmp/run-t node scripts/cgroup-cpu.js ./.ci/run
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

let args = process.argv.slice(2);
let every = 0;
if (args[0] === "--every") {
  every = Number(args[1]);
  args = args.slice(2);
}
if (args.length === 0 || !(every >= 0)) {
  console.error("usage: node scripts/cgroup-cpu.js [--every S] <command> [args…]");
  process.exit(2);
}

const name = `cgroup-cpu-${process.pid}`;
const v1 = "/sys/fs/cgroup/cpuacct";
const dir = fs.existsSync(v1) ? path.join(v1, name) : path.join("/sys/fs/cgroup", name);
/** CPU seconds the group has spent so far. */
const cpuSeconds = fs.existsSync(v1)
  ? () => Number(fs.readFileSync(path.join(dir, "cpuacct.usage"), "utf8")) / 1e9
  : () => Number(/usage_usec (\d+)/.exec(fs.readFileSync(path.join(dir, "cpu.stat"), "utf8"))[1]) / 1e6;

try {
  fs.mkdirSync(dir);
} catch (error) {
  console.error(`cgroup-cpu: cannot make ${dir} (${error.code}); it needs root and a cgroup file system`);
  process.exit(2);
}

// The shell puts itself into the group before it becomes the command, so everything the command
// starts is counted from its first instruction.
const started = Date.now();
const child = spawn("sh", ["-c", `echo $$ > ${path.join(dir, "cgroup.procs")} && exec "$@"`, "sh", ...args], { stdio: "inherit" });
let last = { at: started, cpu: 0 };
const sampler = every
  ? setInterval(() => {
      const now = { at: Date.now(), cpu: cpuSeconds() };
      console.error(`cgroup-cpu: ${((now.at - started) / 1000).toFixed(0)} s, ${((now.cpu - last.cpu) / ((now.at - last.at) / 1000)).toFixed(2)} cores busy`);
      last = now;
    }, every * 1000)
  : undefined;

child.on("close", (code, signal) => {
  clearInterval(sampler);
  const wall = (Date.now() - started) / 1000;
  const cpu = cpuSeconds();
  console.error(`cgroup-cpu: ${args.join(" ")}: exit ${code ?? signal}, ${wall.toFixed(1)} s, ${cpu.toFixed(1)} CPU s (${(cpu / wall).toFixed(2)} cores busy)`);
  try {
    fs.rmdirSync(dir); // empty once every process in it has ended
  } catch {
    console.error(`cgroup-cpu: ${dir} still holds processes that outlived the command; remove it once they end`);
  }
  process.exit(code ?? 1);
});
