// The process entry: validates configuration, opens services, serves HTTP, shuts down gracefully.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv, siteAddressProblem } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import { startControlSocket, writeServedAddress } from "#app/lib/auth/control-socket.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { accessLink, issueSetupToken } from "#app/lib/auth/recovery.server.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { createApp } from "./app.ts";
import { limitConnections, serverOptions, trackUnusedConnections } from "./connection-limit.ts";

// Compiled (`npm run build`), this file is <build>/server/main.js beside the React Router server
// build (index.js) and serves that build. Run from source (development, or an old habit of
// `tsx server/index.ts`), it serves BUILD_DIR (default ./build).
const here = import.meta.dirname;
const buildDir = fs.existsSync(path.join(here, "index.js"))
  ? path.resolve(here, "..")
  : path.resolve(here, "..", process.env.BUILD_DIR ?? "build");

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Pages rendered here read the address from the environment (app/lib/seo.ts): the same default.
  process.env.PUBLIC_SITE_URL ??= env.PUBLIC_SITE_URL;
  const address = env.PUBLIC_SITE_URL;

  const services = await createServices(env);
  // With the embedded database, `npm run operator` reaches the accounts through this server (only
  // one process may open that database); with PostgreSQL it opens the database itself. `npm run
  // dues -- remind` asks this server on either database, so the reminders carry this server's site
  // address and UPI ID (decision 035).
  const control = await startControlSocket({
    dataDir: env.DATA_DIR,
    db: services.db,
    log,
    address,
    jobs: {
      remind: async () => {
        const queued = await sendReminders(services);
        if (queued > 0) services.dispatcher.kick();
        return queued;
      },
    },
  });
  // The command prints the address the server really serves, even while the server is stopped.
  writeServedAddress(env.DATA_DIR, address, log);
  let app;
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const viteDev = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      services,
      build: () => viteDev.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      before: [viteDev.middlewares],
    });
  } else {
    const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
    app = createApp({ services, build, clientDir: path.join(buildDir, "client") });
  }

  const server = http.createServer(serverOptions, app).listen(env.PORT, env.HOST, () => {
    log.info({ port: env.PORT, host: env.HOST, database: services.database.kind, mail: env.MAIL_TRANSPORT }, `listening on ${address}`);
    void tellWhoeverRunsIt(services, address);
  });
  limitConnections(server, { log, behindProxy: env.TRUST_PROXY !== false });
  const connections = trackUnusedConnections(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await control?.close();
        await services.close();
        log.info("shut down cleanly");
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, "error while closing services");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    // A connection a browser opened ahead of need and never used would hold the close until the
    // browser drops it: no request has begun on it, so it goes too.
    connections.closeUnused();
  };
  // `npm run backup` asks a running server for a copy of the embedded database (which no other
  // process may open meanwhile) with SIGUSR2; the copy lands in DATA_DIR/backups, and the log
  // names it (backups.server.ts).
  process.on("SIGUSR2", () => {
    if (!services.database.backup) return log.warn("SIGUSR2: backups of PostgreSQL are made with pg_dump (README, Backups)");
    services.backups.make("signal").catch(() => undefined);
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * What the person who started the server must know, in plain words on standard output rather than
 * in log lines: the one-time link that creates the first account while nobody has one,
 * and that links in mail lead nowhere while PUBLIC_SITE_URL is unset or names this machine.
 */
async function tellWhoeverRunsIt(services: Awaited<ReturnType<typeof createServices>>, address: string) {
  const { env } = services;
  const say = (lines: readonly string[]) => process.stdout.write(`\n${lines.join("\n")}\n\n`);
  const problem = siteAddressProblem(env);
  if (problem) {
    log.warn({ PUBLIC_SITE_URL: env.PUBLIC_SITE_URL, problem }, "links in mail point to an address only this machine can open: set PUBLIC_SITE_URL");
    say(consoleAccessCopy.startup.siteAddress(problem, env.PUBLIC_SITE_URL));
  }
  try {
    const token = await issueSetupToken(services.db);
    if (token) say(consoleAccessCopy.startup.setup(accessLink(address, "setup", token)));
  } catch (error) {
    log.error({ err: error }, "could not make the first account's setup link");
  }
}

main().catch((error) => {
  log.fatal({ err: error }, "failed to start");
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
