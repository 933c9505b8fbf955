import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackUnusedConnections } from "./connection-limit.ts";

const opened: net.Socket[] = [];
afterEach(() => opened.splice(0).forEach((socket) => socket.destroy()));

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  opened.push(socket);
  await new Promise((resolve) => socket.once("connect", resolve));
  return socket;
}

const closedSoon = (socket: net.Socket) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), 1_000);
    socket.once("close", () => (clearTimeout(timer), resolve(true)));
  });

describe("the connections a shutdown closes beside the idle ones", () => {
  it("closes a connection that never sent a byte, and leaves one whose request has begun", async () => {
    const server = http.createServer((_req, res) => res.end("ok")).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const connections = trackUnusedConnections(server);
    try {
      const unused = await connect(port);
      const begun = await connect(port);
      begun.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"); // its headers still on their way
      await new Promise((r) => setTimeout(r, 100)); // the server has read them

      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      expect(connections.closeUnused()).toBe(1);
      expect(await closedSoon(unused)).toBe(true);
      expect(await closedSoon(begun)).toBe(false);

      // The begun request is answered, and then the close can complete.
      const answer = new Promise<string>((resolve) => begun.once("data", (chunk: Buffer) => resolve(chunk.toString())));
      begun.write("Connection: close\r\n\r\n");
      expect(await answer).toMatch(/^HTTP\/1\.1 200/);
      await closed;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
