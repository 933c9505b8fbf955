// Owns how long a client may take, how many connections one address may hold, and which connections
// a shutdown may close at once (trackUnusedConnections, below). A browser on a slow
// phone sends its request headers within a few seconds and a form (at most 64 KB) well within half a
// minute; a flood of connections that trickle their headers from one address must not fill the
// process's file limit and shut every other visitor out.
import type { Server } from "node:http";
import type { Socket } from "node:net";

/** Request headers must be complete within this time of the connection's first byte. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** The whole request (headers and a form's body) within this time. */
const REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * Connections one address may hold at once. A browser opens at most six per host, a household or
 * office behind one address a few dozen; a proxy in front (TRUST_PROXY) is one address for
 * everybody, so there the cap is off and the proxy limits per client (README, Reverse proxy).
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/** Options for http.createServer: the timeouts, checked every 2 s (Node's default is every 30 s). */
export const serverOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 2_000,
} as const;

type Log = { warn(details: object, message: string): void };

export function limitConnections(
  server: Server,
  options: { log: Log; behindProxy: boolean; maxPerAddress?: number; now?: () => number },
): { open(address: string): number } {
  server.headersTimeout = serverOptions.headersTimeout;
  server.requestTimeout = serverOptions.requestTimeout;
  server.keepAliveTimeout = serverOptions.keepAliveTimeout;

  const max = options.maxPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const now = options.now ?? Date.now;
  const open = new Map<string, number>();
  // One warning line per address a minute, with how many connections were refused since the last.
  const refused = new Map<string, { since: number; count: number }>();

  if (!options.behindProxy) {
    server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress ?? "unknown";
      const held = open.get(address) ?? 0;
      if (held >= max) {
        const entry = refused.get(address);
        if (!entry || now() - entry.since >= 60_000) {
          options.log.warn({ address, max, refusedSinceLastLine: (entry?.count ?? 0) + 1 }, "connections refused: too many open from one address");
          refused.set(address, { since: now(), count: 0 });
        } else entry.count++;
        socket.destroy();
        return;
      }
      open.set(address, held + 1);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
        if (left === 0 && refused.size > 10_000) refused.clear(); // bounded memory under a spread flood
      });
    });
  }
  return { open: (address) => open.get(address) ?? 0 };
}

/**
 * Keeps the server's connections that have not yet received a byte: a browser opens one ahead of
 * need (Chromium's preconnect) and may keep it unused for a long while. Node's
 * closeIdleConnections() leaves such a connection, and server.close() then waits until the
 * browser drops it, so a shutdown ran into its 10 s bound and exited 1. `closeUnused()`, called
 * once the server has stopped listening, closes them: with no byte read, no request has begun on it.
 */
export function trackUnusedConnections(server: Server): { closeUnused(): number } {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return {
    closeUnused() {
      let closed = 0;
      for (const socket of sockets) {
        if (socket.bytesRead > 0) continue;
        socket.destroy();
        closed++;
      }
      return closed;
    },
  };
}
