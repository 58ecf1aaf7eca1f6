import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { localJwtKeys } from './jwt-keys.js';
import { defaultPorts, portFromEnv } from './ports.js';
import { frontEndDist, fromRoot, type RemoteName } from './paths.js';
import { manifestUrl } from './remote-hosting.js';
import type { InfraEnv } from './infra-env.js';

interface Part {
  name: string;
  script: string;
  args?: string[];
  env: Record<string, string>;
  /** Polled until it answers 200. */
  probe: string;
}

export interface Stack {
  url: string;
  ports: Record<string, number>;
  /** Stops one part (chaos tests, the remote-down browser test) and starts it again. */
  stopPart(name: string): Promise<void>;
  startPart(name: string): Promise<void>;
  /** The process id of each running part (the benchmark reads their memory). */
  pids(): Record<string, number>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * `npm run start:stack`: every service, the gateway and each remote's static server as its own
 * process, against real MongoDB-wire, Kafka and Redis servers.
 */
export async function startStack(
  infra: InfraEnv,
  options: {
    logLevel?: string;
    quiet?: boolean;
    /** More settings for every service (the bench turns per-person write limits off). */
    serviceEnv?: Record<string, string>;
    /** More settings for svc-identity (the browser tests' sign-up limit, say). */
    identityEnv?: Record<string, string>;
  } = {},
): Promise<Stack> {
  const host = '127.0.0.1';
  const keys = localJwtKeys();
  const logLevel = options.logLevel ?? 'info';
  const ports = {
    gateway: portFromEnv('PORT', defaultPorts.gateway),
    identity: portFromEnv('IDENTITY_PORT', defaultPorts.identity),
    wellness: portFromEnv('WELLNESS_PORT', defaultPorts.wellness),
    forum: portFromEnv('FORUM_PORT', defaultPorts.forum),
    moderation: portFromEnv('MODERATION_PORT', defaultPorts.moderation),
    remoteWellness: portFromEnv('REMOTE_WELLNESS_PORT', defaultPorts.remoteWellness),
    remoteForum: portFromEnv('REMOTE_FORUM_PORT', defaultPorts.remoteForum),
    remoteAdmin: portFromEnv('REMOTE_ADMIN_PORT', defaultPorts.remoteAdmin),
    remotePortal: portFromEnv('REMOTE_PORTAL_PORT', defaultPorts.remotePortal),
  };
  // REDIS_URL only for what keeps something in Redis (a service's definition says so with
  // `keyValue`): svc-identity's sessions, the members' write counters of svc-wellness and
  // svc-forum, and the gateway's sessions. svc-moderation never connects.
  const { REDIS_URL, ...servers } = infra;
  const common = {
    HOST: host,
    LOG_LEVEL: logLevel,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...servers,
    ...options.serviceEnv,
  };
  const service = (name: string, port: number, extra: Record<string, string> = {}): Part => ({
    name,
    script: fromRoot(`${name}/dist/main.js`),
    env: { ...common, PORT: String(port), ...extra },
    probe: `http://${host}:${port}/readyz`,
  });
  const remote = (name: RemoteName, port: number): Part => ({
    name: `mfe-${name}`,
    script: fromRoot('scripts/dist/remote-main.js'),
    args: [name, String(port)],
    env: { HOST: host },
    probe: `http://${host}:${port}/healthz`,
  });
  const parts: Part[] = [
    service('svc-identity', ports.identity, {
      JWT_PRIVATE_KEY: keys.privateKey,
      REDIS_URL,
      ...options.identityEnv,
    }),
    service('svc-wellness', ports.wellness, { REDIS_URL }),
    service('svc-forum', ports.forum, { REDIS_URL }),
    service('svc-moderation', ports.moderation),
    remote('wellness', ports.remoteWellness),
    remote('forum', ports.remoteForum),
    remote('admin', ports.remoteAdmin),
    remote('portal', ports.remotePortal),
    {
      name: 'gateway',
      script: fromRoot('gateway/dist/main.js'),
      env: {
        HOST: host,
        PORT: String(ports.gateway),
        LOG_LEVEL: logLevel,
        JWT_PUBLIC_KEY: keys.publicKey,
        REDIS_URL,
        IDENTITY_URL: `http://${host}:${ports.identity}`,
        WELLNESS_URL: `http://${host}:${ports.wellness}`,
        FORUM_URL: `http://${host}:${ports.forum}`,
        MODERATION_URL: `http://${host}:${ports.moderation}`,
        REMOTE_WELLNESS_URL: manifestUrl('localhost', ports.remoteWellness),
        REMOTE_FORUM_URL: manifestUrl('localhost', ports.remoteForum),
        REMOTE_ADMIN_URL: manifestUrl('localhost', ports.remoteAdmin),
        REMOTE_PORTAL_URL: manifestUrl('localhost', ports.remotePortal),
        SHELL_DIR: frontEndDist.shell,
      },
      probe: `http://${host}:${ports.gateway}/healthz`,
    },
  ];

  const children = new Map<string, ChildProcess>();
  const launch = (part: Part) => {
    const child = spawn(process.execPath, [part.script, ...(part.args ?? [])], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...part.env },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    children.set(part.name, child);
    child.once('exit', (code, signal) => {
      if (children.get(part.name) === child) {
        children.delete(part.name);
        if (!stopping) console.error(`${part.name} exited (${signal ?? code})`);
      }
    });
    return child;
  };
  let stopping = false;
  const stopChild = async (name: string) => {
    const child = children.get(name);
    if (!child) return;
    children.delete(name);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stopAll = async () => {
    stopping = true;
    await Promise.all([...children.keys()].map(stopChild));
  };

  try {
    for (const part of parts) launch(part);
    await Promise.all(parts.map((part) => waitReady(part, () => children.has(part.name))));
  } catch (error) {
    await stopAll();
    throw error;
  }

  const byName = new Map(parts.map((part) => [part.name, part]));
  return {
    url: `http://localhost:${ports.gateway}`,
    ports,
    async stopPart(name) {
      await stopChild(name);
    },
    async startPart(name) {
      const part = byName.get(name);
      if (!part) throw new Error(`no part named ${name}`);
      launch(part);
      await waitReady(part, () => children.has(part.name));
    },
    pids() {
      const pids: Record<string, number> = {};
      for (const [name, child] of children) if (child.pid !== undefined) pids[name] = child.pid;
      return pids;
    },
    stop: stopAll,
  };
}

async function waitReady(part: Part, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${part.name} exited while starting (its log is above)`);
    try {
      const response = await fetch(part.probe, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${part.name} was not ready within ${READY_TIMEOUT_MS / 1000} s (${part.probe}: ${last})`);
}
