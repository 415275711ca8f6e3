import * as net from 'node:net';

/**
 * A TCP proxy in front of the test database that can "freeze" like a stopped server (SIGSTOP, a
 * full disk, a partition): connections stay open and new ones are accepted, but nothing is answered
 * until it thaws. The shared MariaDB itself is never touched.
 */
export class FreezableProxy {
  private server = net.createServer((client) => this.accept(client));
  private frozen = false;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | null; held: Array<[net.Socket, Buffer]> }>();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  /** Delivers what was held, in order, as a resumed server would read it from its socket buffers. */
  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) {
      if (!pair.upstream) pair.upstream = this.connectUpstream(pair);
      for (const [to, data] of pair.held.splice(0)) if (!to.destroyed) to.write(data);
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    const pair = { client, upstream: null as net.Socket | null, held: [] as Array<[net.Socket, Buffer]> };
    this.pairs.add(pair);
    if (!this.frozen) pair.upstream = this.connectUpstream(pair);
    client.on('data', (data) => {
      if (this.frozen || !pair.upstream) pair.held.push([pair.upstream ?? client, data]);
      else pair.upstream.write(data);
    });
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('close', end);
    client.on('error', end);
  }

  private connectUpstream(pair: { client: net.Socket; held: Array<[net.Socket, Buffer]> }): net.Socket {
    const upstream = net.connect(this.targetPort, this.targetHost);
    // Bytes the client sent before the upstream existed were held with the client as a placeholder.
    for (const entry of pair.held) if (entry[0] === pair.client) entry[0] = upstream;
    upstream.on('data', (data) => {
      if (this.frozen) pair.held.push([pair.client, data]);
      else pair.client.write(data);
    });
    const end = () => {
      pair.client.destroy();
      upstream.destroy();
    };
    upstream.on('close', end);
    upstream.on('error', end);
    return upstream;
  }
}
