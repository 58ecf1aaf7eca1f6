import type { RequestHandler, Response } from 'express';
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

  /**
   * Labels by the matched route pattern, never the raw path (ids would explode cardinality). A
   * request no route matched may be named by whoever handled it (`nameRoute`, e.g. a proxy).
   */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.httpDuration.startTimer();
      res.on('finish', () => {
        const route = (req.route as { path?: string } | undefined)?.path;
        const named: unknown = res.locals[ROUTE_NAME];
        const labels = {
          method: req.method,
          route: route
            ? `${req.baseUrl}${route}`
            : typeof named === 'string'
              ? named
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

const ROUTE_NAME = 'metricsRoute';

/** Names the route label of a request that no Express route handles (a proxy, a static site). */
export function nameRoute(res: Response, route: string): void {
  res.locals[ROUTE_NAME] = route;
}

/** Requests so far: how many, their median latency and the share answered with a 5xx. */
export interface RequestSummary {
  requests: number;
  /** Estimated within its histogram bucket, as Prometheus's histogram_quantile does; null before any. */
  p50Seconds: number | null;
  /** 0–1; null before any request. */
  errorRate: number | null;
}

/**
 * Summarises the requests whose route label `include` accepts, since the process started, from
 * the latency histogram: the count, the median (linear within its bucket; past the last bucket,
 * that bucket's bound) and the share with status 500 or above.
 */
export async function summarizeRequests(
  metrics: ServiceMetrics,
  include: (route: string) => boolean,
): Promise<RequestSummary> {
  const { values } = await metrics.httpDuration.get();
  const buckets = new Map<number, number>();
  let requests = 0;
  let errors = 0;
  for (const { metricName, labels, value } of values) {
    if (!include(String(labels.route))) continue;
    if (metricName?.endsWith('_count')) {
      requests += value;
      if (Number(labels.status) >= 500) errors += value;
    } else if (metricName?.endsWith('_bucket')) {
      // Bucket series carry `le` beside our labels; prom-client's types leave it out.
      const { le } = labels as { le?: number | string };
      const bound = le === '+Inf' ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + value);
    }
  }
  if (requests === 0) return { requests, p50Seconds: null, errorRate: null };
  return { requests, p50Seconds: quantile(0.5, buckets), errorRate: errors / requests };
}

/** The q-quantile of cumulative bucket counts (bound → requests at or under it). */
function quantile(q: number, cumulative: Map<number, number>): number {
  const bounds = [...cumulative.keys()].sort((a, b) => a - b);
  const total = cumulative.get(Infinity) ?? 0;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bound of bounds) {
    const count = cumulative.get(bound) ?? 0;
    if (count >= rank) {
      if (bound === Infinity) return lowerBound;
      const inBucket = count - lowerCount;
      return inBucket === 0 ? bound : lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / inBucket;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return lowerBound;
}
