// What the code says a deployment must provide, learnt from the code itself: config schemas,
// listening ports, probe answers, Kafka topics and database names.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { allTopics } from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  MongoDocumentStore,
  openInfrastructure,
  startService,
  type BaseServiceEnv,
  type RunningService,
  type ServiceDefinition,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '@heartwise/svc-moderation';
import { gatewayConfig, startGateway } from '@heartwise/gateway';
import { staticServerConfig } from './static-server.js';
import { repoRoot } from './render.js';

export type DeployableKind = 'service' | 'gateway' | 'static';

export interface DeployableFacts {
  name: string;
  kind: DeployableKind;
  /** The port the process listens on when PORT is not set (nginx: its listen directive). */
  port: number;
  /** The config schema's fields (Node deployables). */
  env?: Record<string, z.ZodType>;
  /** Variables the deployment must set although the code has a fallback (see clusterOnlyEnv). */
  mustSet: string[];
  /** Variables its schema reads that the deployment must not set (a server it never connects to). */
  mustNotSet: string[];
  /** It keeps something in Redis (a service's `keyValue`; the gateway's sessions), so it may reach it. */
  usesRedis: boolean;
}

export interface CodeFacts {
  deployables: DeployableFacts[];
  /** Every topic the code publishes or consumes. */
  topics: string[];
  /** The database each service uses on the MONGO_URL it is given. */
  databaseOf: Record<string, string>;
  /** The HTTP status a GET of `path` gets from the deployable as the code (or its nginx config) answers. */
  probe(deployable: string, path: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Unset means "embedded" for these (service-kit openInfrastructure): a pod without them would run
 * an in-memory database, bus or session store of its own. REDIS_URL only for a service whose
 * definition says it keeps something in the key-value store (`keyValue`); any other never
 * connects to Redis, so a Deployment giving it REDIS_URL is a mistake too.
 */
const embeddedWhenUnset = (definition: AnyService) => [
  'MONGO_URL',
  'KAFKA_BROKERS',
  ...(definition.keyValue ? ['REDIS_URL'] : []),
];

type AnyService = ServiceDefinition<z.ZodType<BaseServiceEnv & { PORT: number }>>;
const services = [
  identityService,
  wellnessService,
  forumService,
  moderationService,
] as unknown as AnyService[];
export const staticDeployables = ['shell', 'mfe-wellness', 'mfe-forum', 'mfe-admin', 'mfe-portal'] as const;

/** The fields of a zod object schema. */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  return (schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
}

/** Keys whose fallback points at loopback: in a pod that means listening, or calling, nobody. */
function loopbackDefaults(fields: Record<string, z.ZodType>): string[] {
  return Object.entries(fields)
    .filter(([, field]) => {
      const parsed = field.safeParse(undefined);
      return parsed.success && typeof parsed.data === 'string' && /127\.0\.0\.1|localhost/.test(parsed.data);
    })
    .map(([key]) => key);
}

/** The database name openInfrastructure picks for a service, caught at MongoDocumentStore.connect. */
async function databaseName(service: string, env: BaseServiceEnv): Promise<string> {
  const connect = MongoDocumentStore.connect.bind(MongoDocumentStore);
  let database = '';
  MongoDocumentStore.connect = (_url: string, dbName: string) => {
    database = dbName;
    return Promise.reject(new Error('recorded'));
  };
  try {
    await openInfrastructure({
      service,
      env: { ...env, MONGO_URL: 'mongodb://recorded', KAFKA_BROKERS: undefined, REDIS_URL: undefined },
      logger: createLogger(service, 'silent'),
    }).catch(() => undefined);
  } finally {
    MongoDocumentStore.connect = connect;
  }
  return database;
}

/** Starts every Node deployable on embedded adapters (port 0) and reads the rest from the code. */
export async function gatherCodeFacts(): Promise<CodeFacts> {
  const keys = testJwtKeys();
  const logger = createLogger('k8s-facts', 'silent');
  const embedded = { transport: new MemoryEventTransport({ logger }), kv: new MemoryKeyValueStore() };
  // Each service's events declaration, as startService derived its topics from it.
  const declared = new Set<string>();
  const running = new Map<string, RunningService>();
  const deployables: DeployableFacts[] = [];
  const databaseOf: Record<string, string> = {};

  try {
    for (const definition of services) {
      const fields = fieldsOf(definition.configSchema);
      const env = testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey });
      const service = await startService(definition, { embedded, env });
      running.set(definition.name, service);
      for (const topic of service.topics) declared.add(topic);
      deployables.push({
        name: definition.name,
        kind: 'service',
        port: fields.PORT?.parse(undefined) as number,
        env: fields,
        mustSet: [...embeddedWhenUnset(definition), ...loopbackDefaults(fields)],
        mustNotSet: definition.keyValue ? [] : ['REDIS_URL'],
        usesRedis: Boolean(definition.keyValue),
      });
      databaseOf[definition.name] = await databaseName(
        definition.name,
        definition.configSchema.parse(env) as BaseServiceEnv,
      );
    }
    const gatewayFields = fieldsOf(gatewayConfig);
    running.set(
      'gateway',
      await startGateway({
        kv: embedded.kv,
        env: {
          ...testServiceEnv(keys.publicKey),
          REMOTE_WELLNESS_URL: 'http://remote.test/mf-manifest.json',
          REMOTE_FORUM_URL: 'http://remote.test/mf-manifest.json',
          REMOTE_ADMIN_URL: 'http://remote.test/mf-manifest.json',
          REMOTE_PORTAL_URL: 'http://remote.test/mf-manifest.json',
        },
      }),
    );
    deployables.push({
      name: 'gateway',
      kind: 'gateway',
      port: gatewayFields.PORT?.parse(undefined) as number,
      env: gatewayFields,
      mustSet: ['REDIS_URL', ...loopbackDefaults(gatewayFields)],
      mustNotSet: [],
      usesRedis: true,
    });
  } catch (error) {
    await Promise.all([...running.values()].map((service) => service.stop()));
    throw error;
  }

  const nginx = new Map(staticDeployables.map((name) => [name, staticServerConfig(name)]));
  for (const [name, config] of nginx)
    deployables.push({
      name,
      kind: 'static',
      port: config.port,
      mustSet: [],
      mustNotSet: [],
      usesRedis: false,
    });

  return {
    deployables,
    topics: [...new Set([...allTopics, ...declared])].sort(),
    databaseOf,
    async probe(deployable, path) {
      const service = running.get(deployable);
      if (service) return (await fetch(new URL(path, service.url))).status;
      const config = nginx.get(deployable as (typeof staticDeployables)[number]);
      if (config) return config.exactLocations.get(path) ?? 404;
      throw new Error(`no deployable named ${deployable}`);
    },
    async close() {
      for (const service of running.values()) await service.stop();
      await embedded.transport.close();
      await embedded.kv.close();
    },
  };
}

export const readRepoFile = (path: string): string => readFileSync(resolve(repoRoot, path), 'utf8');
