// Slow clients: a flood of connections from one address that trickle their
// request headers must not shut other visitors out. The server holds at most 64 connections per
// address (more are closed at once, with one warning line a minute), and a request whose headers
// are not complete within 15 s is closed. Behind FAULT_TESTS: it waits out the header timeout.
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADERS_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS } from "../../server/connection-limit.ts";
import { freshTarget, kill, serve, type ServerProcess, type Target } from "./lib/harness.ts";

const FLOOD = 300;
const ATTACKER = "127.0.0.2";

describe.skipIf(!process.env.FAULT_TESTS)("a slow-header flood from one address", () => {
  let target: Target;
  let server: ServerProcess | undefined;
  const sockets: net.Socket[] = [];
  let trickle: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    target = await freshTarget("pglite", "slow-clients");
    server = await serve(target);
  }, 240_000);
  afterAll(async () => {
    clearInterval(trickle);
    for (const s of sockets) s.destroy();
    await kill(server);
  });

  it("leaves other visitors served, refuses what is over the cap and closes the rest within the header timeout", async () => {
    const closedAt: number[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: FLOOD }, (_, i) => new Promise<void>((resolve) => {
        const socket = net.connect({ host: "127.0.0.1", port: server!.port, localAddress: ATTACKER }, () => {
          socket.write(`GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow-${i}: `);
          resolve();
        });
        socket.on("error", () => resolve());
        socket.on("close", () => closedAt.push(Date.now() - started));
        sockets.push(socket);
      })),
    );
    // Each held connection sends one more header byte a second, as a slow-header attack does.
    trickle = setInterval(() => {
      for (const s of sockets) if (!s.destroyed) s.write("a");
    }, 1_000);

    await new Promise((r) => setTimeout(r, 1_500));
    expect(closedAt.length).toBeGreaterThanOrEqual(FLOOD - MAX_CONNECTIONS_PER_ADDRESS);

    // Meanwhile a visitor from another address is served at once, several times over.
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server!.base}/about`);
      await res.text();
      expect(res.status).toBe(200);
      expect(performance.now() - t0).toBeLessThan(2_000);
    }

    // The held ones are closed once their headers have taken too long (checked every 2 s).
    const deadline = started + HEADERS_TIMEOUT_MS + 8_000;
    while (closedAt.length < FLOOD && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(closedAt.length).toBe(FLOOD);
    expect(Math.max(...closedAt)).toBeLessThan(HEADERS_TIMEOUT_MS + 8_000);

    const log = fs.readFileSync(target.logFile, "utf8");
    expect(log.split("\n").filter((l) => l.includes("too many open from one address"))).toHaveLength(1);
  }, 60_000);
});
