/**
 * A TCP proxy on 127.0.0.1 that can be cut (issue 25 item 4): the database outage of the attacks
 * and tests without stopping the shared Postgres. `cut()` closes every connection through it and
 * refuses new ones (as a database that went away); `restore()` lets connections through again.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

export class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private isCut = false;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly listenPort = 0,
  ) {}

  /** Starts listening on 127.0.0.1; resolves the port. */
  start(): Promise<number> {
    const server = createServer((client) => {
      if (this.isCut) return client.destroy();
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve) =>
      server.listen(this.listenPort, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );
  }

  /** Cuts every connection and refuses new ones until {@link restore}. */
  cut(): void {
    this.isCut = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.isCut = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((r) => (this.server ? this.server.close(r) : r(null)));
  }
}

/** `url` with its host and port replaced by the proxy's (127.0.0.1:`port`). */
export function throughProxy(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}
