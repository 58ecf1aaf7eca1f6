import {
  Health,
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

/**
 * Asks one service's /readyz now, and times the answer; adds Kafka as the service's /healthz says
 * (Kafka is never part of readiness: the outbox keeps writes going while it is away, but an
 * administrator should still see that events are waiting).
 */
export async function probe(service: HealthServiceName, baseUrl: string): Promise<ServiceProbe> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const base = baseUrl.replace('localhost', '127.0.0.1');
  const kafka = kafkaOf(base);
  try {
    const response = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const body = Readiness.safeParse(await response.json().catch(() => undefined));
    const status = response.ok && body.success && body.data.status === 'ready' ? 'ready' : 'unavailable';
    const checks = body.success ? body.data.checks : {};
    const bus = await kafka;
    return { service, status, latencyMs: latency(), checks: bus ? { ...checks, kafka: bus } : checks };
  } catch {
    // Refused, reset or silent past the timeout: nothing answered.
    return { service, status: 'unreachable', latencyMs: latency(), checks: {} };
  }
}

/** 'ok', or how long Kafka has been away and what waits for it; undefined when /healthz says nothing. */
async function kafkaOf(baseUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const detail = Health.safeParse(await response.json()).data?.detail;
    if (!detail) return undefined;
    if (detail.kafka.connected) return 'ok';
    const seconds = Math.max(
      0,
      Math.round((Date.parse(detail.checkedAt) - Date.parse(detail.kafka.since)) / 1000),
    );
    const waiting = detail.outbox.pending === 1 ? '1 event waits' : `${detail.outbox.pending} events wait`;
    return `not answering for ${seconds} s; ${waiting} in the outbox`;
  } catch {
    return undefined;
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
