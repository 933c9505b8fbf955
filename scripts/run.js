// `npm run operator|backup|restore|dues -- ARGS`: runs the compiled command of that name from the build
// (building first when there is none or the sources are newer), with the arguments given.
import { spawn } from "node:child_process";
import { builtEntry, ensureBuild, root } from "./lib/build.js";

const [name, ...args] = process.argv.slice(2);
if (!["operator", "backup", "restore", "dues"].includes(name ?? "")) {
  console.error("usage: node scripts/run.js operator|backup|restore|dues [ARGS]");
  process.exit(2);
}
ensureBuild();
const child = spawn(process.execPath, [builtEntry(name), ...args], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
