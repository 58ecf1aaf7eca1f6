import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Health, HealthDetail } from '@heartwise/contracts';
import type { Logger } from '../logging/logger.js';
import {
  acceptRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  runWithRequestId,
} from '../logging/request-context.js';
import { checkReadiness, type ReadinessCheck } from '../health/readiness.js';
import type { ServiceMetrics } from '../metrics/http-metrics.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { answerOptions, refuseShadowedMethods } from './method-routing.js';
import { trustProxy } from './trust-proxy.js';
import { memberWriteLimits, type WriteLimitOptions } from './write-limits.js';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  metrics: ServiceMetrics;
  /** Probed by /readyz: the adapters this service cannot work without. */
  readiness: Record<string, ReadinessCheck>;
  /** What /healthz adds (Kafka, the outbox); answered from memory, so liveness never waits on anyone. */
  healthDetail?: () => HealthDetail;
  /** JSON body limit; the gateway enforces its own limit in front of this. */
  bodyLimit?: string;
  /** The gateway streams bodies to services untouched, so it must not parse them. */
  parseJson?: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For to believe (see http/trust-proxy.ts); loopback by default. */
  trustProxy?: string;
  /** The gateway mints every request id itself; services accept the one it sends. */
  mintRequestIds?: boolean;
  /**
   * Per-person write limits (see http/write-limits.ts): a service whose members write passes its
   * key-value store and token verifier; without them nothing is counted (the gateway).
   */
  writeLimits?: WriteLimitOptions;
  routes: (app: Express) => void;
}

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The Express app every service and the gateway start from: ids, logs, probes, metrics, no-store
 * on every API answer, per-person write limits, OPTIONS and 405 from the contracts' paths, errors.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const { service, logger, metrics } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(options.trustProxy ?? 'loopback'));

  app.use((req, res, next) => {
    const requestId = options.mintRequestIds
      ? newRequestId()
      : acceptRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runWithRequestId(requestId, next);
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => String(req.headers[REQUEST_ID_HEADER]),
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
    }),
  );
  app.use(metrics.middleware());
  // API answers are one person's data (their account, export, check-ins): no browser or proxy
  // may keep a copy. Set first, so refusals and errors carry it too; the gateway's proxied answers
  // keep the service's header.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', (_req, res) => {
    const detail = options.healthDetail?.();
    const body: Health = { status: 'ok', service, ...(detail ? { detail } : {}) };
    res.json(body);
  });
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(service, options.readiness);
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });
  app.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });

  // Before the body is read: a refused write costs as little as possible.
  if (options.writeLimits) app.use(memberWriteLimits(service, logger, options.writeLimits));
  if (options.parseJson !== false) app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));
  // Before the routes, whose sign-in checks would otherwise answer it (the path's methods are public).
  app.use(answerOptions);
  app.use(refuseShadowedMethods);
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
