import {
  Readiness,
  type HealthServiceName,
  type ServiceProbe,
  type SystemHealth,
} from '@heartwise/contracts';
import { summarizeRequests, type ServiceMetrics } from '@heartwise/service-kit';
import type { ServiceName } from './routes.js';

/** A service's own readiness checks give up after 2 s; a little more lets it say which one failed. */
export const PROBE_TIMEOUT_MS = 2500;

/** The route labels of /api requests: proxied ones (`proxy:<service>`) and the gateway's own. */
export const isApiRoute = (route: string): boolean => route.startsWith('proxy:') || route.startsWith('/api');

/** Asks one service's /readyz now, and times the answer. */
export async function probe(service: HealthServiceName, baseUrl: string): Promise<ServiceProbe> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(new URL('/readyz', baseUrl.replace('localhost', '127.0.0.1')), {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body = Readiness.safeParse(await response.json().catch(() => undefined));
    return {
      service,
      status: response.ok && body.success && body.data.status === 'ready' ? 'ready' : 'unavailable',
      latencyMs: latency(),
      checks: body.success ? body.data.checks : {},
    };
  } catch {
    // Refused, reset or silent past the timeout: nothing answered.
    return { service, status: 'unreachable', latencyMs: latency(), checks: {} };
  }
}

/**
 * The admin overview's system health: every service probed live and in parallel, the gateway's
 * uptime, and the /api requests it has passed since it started (median latency, 5xx share).
 */
export async function systemHealth(deps: {
  urls: Record<ServiceName, string>;
  metrics: ServiceMetrics;
  startedAt: Date;
  now?: () => Date;
}): Promise<SystemHealth> {
  const now = (deps.now ?? (() => new Date()))();
  const [services, api] = await Promise.all([
    Promise.all(
      (Object.entries(deps.urls) as [ServiceName, string][]).map(([service, url]) => probe(service, url)),
    ),
    summarizeRequests(deps.metrics, isApiRoute),
  ]);
  return {
    checkedAt: now.toISOString(),
    gateway: {
      startedAt: deps.startedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
    },
    services,
    api: {
      requests: api.requests,
      p50LatencyMs: api.p50Seconds === null ? null : Math.round(api.p50Seconds * 10_000) / 10,
      errorRate: api.errorRate,
    },
  };
}
