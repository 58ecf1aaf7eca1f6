import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Listening {
  server: Server;
  port: number;
  url: string;
  /**
   * Stops taking connections and waits for the answers in hand, at most `drainMs` (default 5 s,
   * half the shutdown deadline, so the consumers and adapters still close cleanly); then it cuts
   * the connections still open.
   */
  close(drainMs?: number): Promise<void>;
}

/** Listens and resolves once bound (port 0 picks a free one, for tests). */
export function listen(app: Express, host: string, port: number): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const bound = (server.address() as AddressInfo).port;
      // Keep-alive longer than a load balancer's idle timeout, so it never reuses a closed socket.
      server.keepAliveTimeout = 65_000;
      // While closing, every answer says `Connection: close`: a caller that keeps its keep-alive
      // sockets busy (the gateway under load) would otherwise hold server.close() open for ever.
      let closing = false;
      server.on('request', (_req, res: ServerResponse) => {
        if (closing && !res.headersSent) res.setHeader('Connection', 'close');
      });
      resolve({
        server,
        port: bound,
        url: `http://${host}:${bound}`,
        close: (drainMs = 5_000) =>
          new Promise<void>((done) => {
            closing = true;
            // An answer stuck behind a slow database must not hold the whole shutdown hostage.
            const cut = setTimeout(() => server.closeAllConnections(), drainMs);
            server.close(() => {
              clearTimeout(cut);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
