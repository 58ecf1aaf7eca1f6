import {
  createEmbeddedInfrastructure,
  createLogger,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '@heartwise/svc-moderation';
import { startGateway } from '@heartwise/gateway';
import { localJwtKeys } from './jwt-keys.js';
import { defaultPorts, portFromEnv } from './ports.js';
import { frontEndDist } from './paths.js';
import { hostRemote, manifestUrl } from './remote-hosting.js';

export interface EmbeddedOptions {
  demoPassword: string;
  logLevel?: string;
  /** More environment for every service (the API contract run turns WRITE_LIMITS off). */
  serviceEnv?: Record<string, string>;
}

export interface Embedded {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm start`: every service, the gateway and the front ends in this one process, on embedded
 * adapters (ARCHITECTURE §2–3). The topology is the stack's: each service listens on its own port
 * and the gateway reaches it over HTTP; each remote is served from its own origin.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<Embedded> {
  const host = '127.0.0.1';
  const logLevel = options.logLevel ?? 'warn';
  const keys = localJwtKeys();
  const embedded = createEmbeddedInfrastructure(createLogger('embedded-bus', logLevel as 'warn'));
  // Embedded means embedded: real-server URLs from the shell environment are ignored here.
  const common = {
    HOST: host,
    LOG_LEVEL: logLevel,
    JWT_PUBLIC_KEY: keys.publicKey,
    MONGO_URL: '',
    KAFKA_BROKERS: '',
    REDIS_URL: '',
    ...options.serviceEnv,
  };
  const ports = {
    identity: portFromEnv('IDENTITY_PORT', defaultPorts.identity),
    wellness: portFromEnv('WELLNESS_PORT', defaultPorts.wellness),
    forum: portFromEnv('FORUM_PORT', defaultPorts.forum),
    moderation: portFromEnv('MODERATION_PORT', defaultPorts.moderation),
  };

  const started: { stop(): Promise<void> }[] = [];
  try {
    const identity = await startService(identityService, {
      embedded,
      env: {
        ...common,
        PORT: String(ports.identity),
        JWT_PRIVATE_KEY: keys.privateKey,
        DEMO_PASSWORD: options.demoPassword,
      },
    });
    started.push(identity);
    const others: RunningService[] = [];
    for (const [definition, port] of [
      [wellnessService, ports.wellness],
      [forumService, ports.forum],
      [moderationService, ports.moderation],
    ] as const) {
      const running = await startService(definition, { embedded, env: { ...common, PORT: String(port) } });
      started.push(running);
      others.push(running);
    }
    const [wellness, forum, moderation] = others as [RunningService, RunningService, RunningService];

    const remotes = {
      wellness: await hostRemote(
        'wellness',
        host,
        portFromEnv('REMOTE_WELLNESS_PORT', defaultPorts.remoteWellness),
      ),
      forum: await hostRemote('forum', host, portFromEnv('REMOTE_FORUM_PORT', defaultPorts.remoteForum)),
      admin: await hostRemote('admin', host, portFromEnv('REMOTE_ADMIN_PORT', defaultPorts.remoteAdmin)),
      portal: await hostRemote('portal', host, portFromEnv('REMOTE_PORTAL_PORT', defaultPorts.remotePortal)),
    };
    started.push(...Object.values(remotes).map((remote) => ({ stop: () => remote.close() })));

    const gateway = await startGateway({
      kv: embedded.kv,
      env: {
        HOST: host,
        PORT: String(portFromEnv('PORT', defaultPorts.gateway)),
        LOG_LEVEL: logLevel,
        JWT_PUBLIC_KEY: keys.publicKey,
        IDENTITY_URL: identity.url,
        WELLNESS_URL: wellness.url,
        FORUM_URL: forum.url,
        MODERATION_URL: moderation.url,
        REMOTE_WELLNESS_URL: manifestUrl('localhost', remotes.wellness.port),
        REMOTE_FORUM_URL: manifestUrl('localhost', remotes.forum.port),
        REMOTE_ADMIN_URL: manifestUrl('localhost', remotes.admin.port),
        REMOTE_PORTAL_URL: manifestUrl('localhost', remotes.portal.port),
        SHELL_DIR: frontEndDist.shell,
      },
    });
    started.push(gateway);

    return {
      url: `http://localhost:${gateway.port}`,
      async stop() {
        for (const part of started.reverse()) await part.stop();
        await embedded.transport.close();
        await embedded.kv.close();
      },
    };
  } catch (error) {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    throw error;
  }
}
