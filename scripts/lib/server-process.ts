// Starts the production server as a child process (for the benchmark and the fault tests):
// a free port on 127.0.0.1, the given environment, readiness polling, memory readings.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { serverEnv, serverNodeArgs } from "./build.js";

export const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Builds into `buildDir` unless a build is already there (or `force`). */
export function ensureBuild(buildDir: string, force = false): void {
  if (!force && fs.existsSync(path.join(buildDir, "server/main.js"))) return;
  const built = spawnSync("npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: "ignore" });
  if (built.status !== 0) throw new Error(`build into ${buildDir} failed`);
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  /** From spawning the process to its first successful /readyz, in ms (polled every 50 ms). */
  startMs: number;
  /** Resident memory of the server process in MB (0 when unknown). */
  rssMb(): number;
  /** CPU time the server process has used so far (user + system), in ms (0 when unknown). */
  cpuMs(): number;
  /** Sends `signal` and waits for the process to exit; returns its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startServer(options: {
  buildDir: string;
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
  stdio?: "ignore" | "inherit";
  /** Appends the server's stdout and stderr (its log) to this file instead; for reading after a failure. */
  logFile?: string;
  /**
   * "compiled" (default): node <buildDir>/server/main.js, as `npm start` runs it. "source": the
   * TypeScript entry through the tsx loader, as production ran before the server was compiled (for comparisons).
   */
  entry?: "compiled" | "source";
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const log = options.logFile ? fs.openSync(options.logFile, "a") : undefined;
  const spawned = performance.now();
  const args = options.entry === "source" ? ["--import", "tsx", "server/index.ts"] : [...serverNodeArgs, path.join(options.buildDir, "server/main.js")];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", log ?? options.stdio ?? "ignore", log ?? options.stdio ?? "inherit"],
    env: {
      ...(options.entry === "source" ? {} : serverEnv),
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      MAIL_TRANSPORT: "file",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      ...options.env,
      BUILD_DIR: options.buildDir,
      PORT: String(port),
    },
  });
  if (log !== undefined) fs.closeSync(log); // the child holds its own copy
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    port,
    base,
    startMs: 0,
    cpuMs() {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the
        // command name (field 2) may contain spaces, so count from its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return 0;
      }
    },
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const until = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) {
        server.startMs = Math.round(performance.now() - spawned);
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.stop("SIGKILL");
  throw new Error("server did not become ready in time");
}
