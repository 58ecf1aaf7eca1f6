import type { RequestHandler } from 'express';
import { Registry, collectDefaultMetrics, Histogram, Counter } from 'prom-client';

/** Prometheus metrics for one process: default process metrics plus HTTP latency by route. */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly httpErrors: Counter<'method' | 'route' | 'status'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.httpErrors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP responses with status >= 500',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
  }

  /** Labels by the matched route pattern, never the raw path (ids would explode cardinality). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.httpDuration.startTimer();
      res.on('finish', () => {
        const route = (req.route as { path?: string } | undefined)?.path;
        const labels = {
          method: req.method,
          route: route
            ? `${req.baseUrl}${route}`
            : res.statusCode === 404
              ? 'unmatched'
              : req.baseUrl || 'other',
          status: String(res.statusCode),
        };
        end(labels);
        if (res.statusCode >= 500) this.httpErrors.inc(labels);
      });
      next();
    };
  }
}
