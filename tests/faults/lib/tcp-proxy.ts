// A TCP proxy on 127.0.0.1 between the server and PostgreSQL that a test can cut and restore: a
// faithful database outage as the application sees it, without stopping the PostgreSQL cluster
// that other tests and people on the machine share.
//   forward   : bytes pass both ways (normal)
//   refuse    : open connections are destroyed and the port is closed (new ones: ECONNREFUSED), as
//               when the database is stopped
//   blackhole : open connections are destroyed; new ones are accepted and never answered, as when
//               the database host is unreachable or hung
import net from "node:net";

export type ProxyMode = "forward" | "refuse" | "blackhole";

export type TcpProxy = {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  mode(): ProxyMode;
  /** Switches mode; leaving "forward" destroys every open connection. */
  set(mode: ProxyMode): Promise<void>;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let current: ProxyMode = "forward";
  let count = 0;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server = net.createServer((client) => {
    count++;
    track(client);
    if (current !== "forward") return; // blackhole: accepted, never answered
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const unlisten = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    urlThrough(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    mode: () => current,
    async set(mode) {
      if (mode === current) return;
      current = mode;
      if (mode !== "forward") dropAll();
      if (mode === "refuse") await unlisten();
      else if (!server.listening) {
        // The same port again; another process could have taken it meanwhile, so retry briefly.
        for (let attempt = 0; ; attempt++) {
          try {
            await listen(port);
            break;
          } catch (error) {
            if (attempt >= 20) throw error;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      }
    },
    accepted: () => count,
    async close() {
      dropAll();
      await unlisten();
    },
  };
}
