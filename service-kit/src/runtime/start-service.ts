import type { Express } from 'express';
import type { z } from 'zod';
import { loadConfig, type BaseServiceEnv } from '../config/load-config.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { ServiceMetrics } from '../metrics/http-metrics.js';
import { createServiceApp } from '../http/create-service-app.js';
import { listen, type Listening } from '../http/listen.js';
import { TokenVerifier } from '../auth/tokens.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { openInfrastructure, type EmbeddedInfrastructure, type Infrastructure } from './infrastructure.js';

export interface ServiceContext<C> {
  config: C;
  logger: Logger;
  infra: Infrastructure;
  verifier: TokenVerifier;
  now: () => Date;
}

export interface ServiceParts {
  routes(app: Express): void;
  /** Topics it publishes or consumes; created up front (subscribing to a missing topic fails under KRaft). */
  topics?: readonly string[];
  /** Starts event consumers; runs after indexes and topics exist. */
  subscribe?(): Promise<void>;
  stop?(): Promise<void>;
}

export interface ServiceDefinition<S extends z.ZodType<BaseServiceEnv & { PORT: number }>> {
  name: string;
  configSchema: S;
  build(context: ServiceContext<z.infer<S>>): ServiceParts | Promise<ServiceParts>;
}

export interface RunningService {
  name: string;
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  embedded?: EmbeddedInfrastructure;
  now?: () => Date;
}

/**
 * The composition every service shares: config → logger → adapters → the service's own parts →
 * HTTP app with probes and metrics → indexes, topics, outbox relay, consumers → listen.
 */
export async function startService<S extends z.ZodType<BaseServiceEnv & { PORT: number }>>(
  definition: ServiceDefinition<S>,
  options: StartOptions = {},
): Promise<RunningService> {
  const config = loadConfig(definition.name, definition.configSchema, options.env ?? process.env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const infra = await openInfrastructure({
    service: definition.name,
    env: config,
    logger,
    embedded: options.embedded,
  });
  const verifier = new TokenVerifier(config.JWT_PUBLIC_KEY);
  const parts = await definition.build({
    config,
    logger,
    infra,
    verifier,
    now: options.now ?? (() => new Date()),
  });

  const metrics = new ServiceMetrics(definition.name);
  const app = createServiceApp({
    service: definition.name,
    logger,
    metrics,
    readiness: infra.readiness,
    trustProxy: config.TRUST_PROXY,
    routes: (express) => parts.routes(express),
  });

  await infra.store.ensureIndexes();
  if (parts.topics?.length) await infra.transport.ensureTopics(parts.topics);
  const relay = new OutboxRelay({ source: infra.store, transport: infra.transport, logger });
  relay.start();
  await parts.subscribe?.();

  const listening: Listening = await listen(app, config.HOST, config.PORT);
  logger.info({ url: listening.url }, `${definition.name} listening`);

  return {
    name: definition.name,
    url: listening.url,
    port: listening.port,
    logger,
    async stop() {
      await listening.close();
      await parts.stop?.();
      await relay.stop();
      await infra.close();
    },
  };
}
