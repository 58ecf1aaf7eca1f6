import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a shared test server (FerretDB, Redis) that a test can cut, stall and
 * bring back, so outage behaviour is tested without stopping the server other suites use.
 */
export class TcpProxy {
  /** While true, bytes from clients are swallowed: the server seems to stop answering. */
  stalled = false;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: URL,
    private port: number,
  ) {}

  /** Starts in front of `url` (mongodb://, redis://, …) on a free port, or on `port` when given. */
  static async start(url: string, port = 0): Promise<TcpProxy> {
    const proxy = new TcpProxy(new URL(url), port);
    await proxy.listen();
    return proxy;
  }

  /** The target's URL with the proxy's address in it. */
  get url(): string {
    return `${this.target.protocol}//127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('data', (chunk) => {
        if (!this.stalled) upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
