// `npm start`: builds the site when no build exists (or the sources are newer), then serves it with
// plain Node: the compiled server in build/server/main.js.
import { spawn } from "node:child_process";
import { builtEntry, ensureBuild, root, serverEnv, serverNodeArgs } from "./lib/build.js";

ensureBuild();
const child = spawn(process.execPath, [...serverNodeArgs, builtEntry("main")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...serverEnv, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
