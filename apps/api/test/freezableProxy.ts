// A TCP relay between the API and its PostgreSQL server that can be frozen: while frozen it accepts connections and
// bytes but forwards nothing either way, as a stopped (SIGSTOP) or unreachable database server looks to a client.
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

interface Leg {
  to: Socket;
  held: Buffer[];
}

export class FreezableProxy {
  readonly #target: { host: string; port: number };
  readonly #legs = new Set<Leg>();
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #frozen = false;

  constructor(targetUrl: string) {
    const url = new URL(targetUrl);
    this.#target = { host: url.hostname, port: Number(url.port || 5432) };
  }

  /** Listens on a free loopback port; returns the target URL with its host and port replaced by the relay's. */
  async start(targetUrl: string): Promise<string> {
    const server = createServer((client) => this.#relay(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    const through = new URL(targetUrl);
    through.hostname = '127.0.0.1';
    through.port = String((server.address() as AddressInfo).port);
    return through.toString();
  }

  /** Stops forwarding (both directions, new connections too) until thaw(); what arrives meanwhile is held. */
  freeze(): void {
    this.#frozen = true;
  }

  /** Forwards what was held, then everything again. */
  thaw(): void {
    this.#frozen = false;
    for (const leg of this.#legs) {
      for (const chunk of leg.held.splice(0)) leg.to.write(chunk);
    }
  }

  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  #relay(client: Socket): void {
    const upstream = connect(this.#target.port, this.#target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      const leg: Leg = { to, held: [] };
      this.#legs.add(leg);
      this.#sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        if (this.#frozen) leg.held.push(chunk);
        else to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.#legs.delete(leg);
        this.#sockets.delete(from);
        to.destroy();
      });
    }
  }
}
