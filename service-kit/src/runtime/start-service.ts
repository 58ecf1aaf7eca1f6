import type { Express } from 'express';
import type { z } from 'zod';
import { loadConfig, type BaseServiceEnv } from '../config/load-config.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { ServiceMetrics } from '../metrics/http-metrics.js';
import { createServiceApp } from '../http/create-service-app.js';
import { ServedOperations } from '../http/operation-routes.js';
import { listen, type Listening } from '../http/listen.js';
import { Gauge } from 'prom-client';
import { TokenVerifier } from '../auth/tokens.js';
import { EndedSessions } from '../auth/ended-sessions.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { subscribeToEvents } from '../events/consumer.js';
import { topicsOf, type EventsDeclaration } from '../events/events-declaration.js';
import { DependencyMonitor } from '../health/dependency-monitor.js';
import {
  openInfrastructure,
  type EmbeddedInfrastructure,
  type Infrastructure,
  type KeyValueUse,
} from './infrastructure.js';

export interface ServiceContext<C> {
  config: C;
  logger: Logger;
  infra: Infrastructure;
  verifier: TokenVerifier;
  now: () => Date;
  /**
   * Where the service's routes count the contracts' calls they serve (`operationRoutes`): it starts
   * only if it serves every call the contracts give it exactly once, and nobody else's.
   */
  served: ServedOperations;
}

export interface ServiceParts {
  routes(app: Express): void;
  /**
   * What it publishes and the consumer groups it runs: the one source of its topics (created up
   * front) and of its consumers (started after indexes and topics exist).
   */
  events?: EventsDeclaration;
  /** Its own background work, started after its consumers (e.g. svc-identity's retention sweep). */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

export interface ServiceDefinition<S extends z.ZodType<BaseServiceEnv & { PORT: number }>> {
  name: string;
  configSchema: S;
  /**
   * What it keeps in the key-value store (Redis), if anything. Only a service that says so connects
   * to REDIS_URL (Kubernetes gives REDIS_URL to no other), and `infra.kv` refuses every call in any
   * other. `required`: it cannot serve without it (svc-identity's sessions), so /readyz probes it;
   * `optional`: what it keeps there fails open (counters), so Redis being away never makes it unready.
   */
  keyValue?: KeyValueUse;
  build(context: ServiceContext<z.infer<S>>): ServiceParts | Promise<ServiceParts>;
}

export interface RunningService {
  name: string;
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

/** A service startService runs: also the topics it ensured, from its events declaration (k8s/test reads them). */
export interface StartedService extends RunningService {
  topics: readonly string[];
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  embedded?: EmbeddedInfrastructure;
  now?: () => Date;
  /** How often Kafka and the outbox are checked for /healthz and /metrics (default 5 s; tests go faster). */
  dependencyCheckMs?: number;
}

/**
 * The composition every service shares: config → logger → adapters → the service's own parts →
 * HTTP app with probes and metrics (its routes checked against the contracts' calls) → indexes,
 * topics, outbox relay, consumers → listen.
 *
 * Every service also refuses the tokens of sessions that ended (identity.session.ended), from a
 * projection it keeps itself (auth/ended-sessions.ts): the verifier handed to its routes looks
 * there, in memory, on every request.
 */
export async function startService<S extends z.ZodType<BaseServiceEnv & { PORT: number }>>(
  definition: ServiceDefinition<S>,
  options: StartOptions = {},
): Promise<StartedService> {
  const config = loadConfig(definition.name, definition.configSchema, options.env ?? process.env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const now = options.now ?? (() => new Date());
  const infra = await openInfrastructure({
    service: definition.name,
    env: config,
    logger,
    embedded: options.embedded,
    keyValue: definition.keyValue,
  });
  // Both on the real clock, never a test's: tokens expire, and events are stamped, by the real one.
  const endedSessions = new EndedSessions({ service: definition.name, store: infra.store, logger });
  const verifier = new TokenVerifier(config.JWT_PUBLIC_KEY, { endedSessions });
  const served = new ServedOperations(definition.name);
  const parts = await definition.build({ config, logger, infra, verifier, now, served });

  const metrics = new ServiceMetrics(definition.name);
  const relay = new OutboxRelay({ source: infra.store, transport: infra.transport, logger });
  const monitor = new DependencyMonitor({
    transport: infra.transport,
    backlog: () => relay.backlog(),
    registry: metrics.registry,
    logger,
    ...(options.dependencyCheckMs ? { intervalMs: options.dependencyCheckMs } : {}),
  });
  const tracked: Gauge = new Gauge({
    name: 'ended_sessions_tracked',
    help: 'Ended sessions whose tokens this process refuses (bounded; see service-kit/README.md)',
    registers: [metrics.registry],
    collect: () => tracked.set(endedSessions.size),
  });
  const app = createServiceApp({
    service: definition.name,
    logger,
    metrics,
    readiness: infra.readiness,
    healthDetail: () => monitor.health(),
    trustProxy: config.TRUST_PROXY,
    // Counted in the key-value store, so only a service that keeps one counts its members' writes;
    // every service with member writes declares it (k8s/test checks that against contracts).
    ...(definition.keyValue && config.WRITE_LIMITS === 'on'
      ? { writeLimits: { store: infra.kv, verifier } }
      : {}),
    routes: (express) => parts.routes(express),
  });
  // Its routes are all mounted now: a call missing, served twice or not its own stops it here.
  const mismatch = served.mismatch();
  if (mismatch) {
    await infra.close();
    throw new Error(mismatch);
  }

  await infra.store.ensureIndexes();
  const topics = topicsOf(parts.events);
  await infra.transport.ensureTopics(topics);
  relay.start();
  await endedSessions.start(infra.transport);
  for (const group of parts.events?.subscribes ?? [])
    await subscribeToEvents(infra.transport, { ...group, store: infra.store, logger });
  await parts.start?.();
  await monitor.start();

  const listening: Listening = await listen(app, config.HOST, config.PORT);
  logger.info({ url: listening.url }, `${definition.name} listening`);

  return {
    name: definition.name,
    url: listening.url,
    port: listening.port,
    logger,
    topics,
    async stop() {
      await listening.close();
      await monitor.stop();
      await parts.stop?.();
      endedSessions.stop();
      await relay.stop();
      await infra.close();
    },
  };
}
