import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ErrorBody } from '@heartwise/contracts';
import type { Logger } from '@heartwise/service-kit';
import { areaNames, ownerOfRequest, type ServiceName } from './routes.js';

/**
 * One proxy per service. The path is forwarded unchanged (the service sees the same /api/... the
 * browser sent) and the Host header is kept, so identity can tell which portal a login came from.
 */
export function serviceProxies(urls: Record<ServiceName, string>, logger: Logger): RequestHandler[] {
  return (Object.keys(urls) as ServiceName[]).map((service) =>
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: urls[service].replace('localhost', '127.0.0.1'),
      changeOrigin: false,
      xfwd: true,
      proxyTimeout: 30_000,
      pathFilter: (_path, req) => ownerOfRequest(req) === service,
      on: {
        error(error, _req, res) {
          logger.warn({ err: error, service }, 'service unreachable');
          if (!('writeHead' in res) || res.headersSent) return;
          const body: ErrorBody = {
            message: `${areaNames[service]} is not available right now. Please try again in a moment.`,
          };
          res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
          res.end(JSON.stringify(body));
        },
      },
    }),
  );
}
