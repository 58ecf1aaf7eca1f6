import { expect } from '@jest/globals';
import {
  createEmbeddedInfrastructure,
  createLogger,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { send, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { testGatewayEnv } from './gateway-env.js';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '@heartwise/svc-moderation';
import { startGateway } from '../../src/gateway.js';

/** The demo accounts' password (svc-identity seeds one account per role with it). */
export const DEMO_PASSWORD = 'demo-password';

/** Each demo account and the portal it signs in on (staff by email on their own subdomain). */
const demoAccounts = {
  youth: { host: 'localhost', body: { username: 'demo-youth' } },
  parent: { host: 'localhost', body: { username: 'demo-parent' } },
  moderator: { host: 'mod.localhost', body: { email: 'moderator@heartwise.local' } },
  admin: { host: 'admin.localhost', body: { email: 'admin@heartwise.local' } },
  'org-admin': { host: 'portal.localhost', body: { email: 'org-admin@heartwise.local' } },
} as const;
export type DemoAccount = keyof typeof demoAccounts;

/** The real gateway in front of the four real services, all on port 0 with shared embedded adapters. */
export interface GatewayStack {
  gateway: RunningService;
  keys: { privateKey: string; publicKey: string };
  /** Signs a demo account in through the gateway, on its portal; the `hw_session=...` cookie. */
  signIn(who: DemoAccount, headers?: Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

/** As `npm start` runs them: one in-process bus, database and session store for all. */
export async function startGatewayStack(gatewayEnv: Record<string, string> = {}): Promise<GatewayStack> {
  const keys = testJwtKeys();
  const embedded = createEmbeddedInfrastructure(createLogger('gateway-stack', 'silent'));
  const identity = await startService(identityService, {
    embedded,
    // Every test person signs up from loopback: one address, like a large school behind one NAT.
    env: testServiceEnv(keys.publicKey, {
      JWT_PRIVATE_KEY: keys.privateKey,
      DEMO_PASSWORD,
      SIGN_UPS_PER_ADDRESS: '1000',
    }),
  });
  const wellness = await startService(wellnessService, { embedded, env: testServiceEnv(keys.publicKey) });
  const forum = await startService(forumService, { embedded, env: testServiceEnv(keys.publicKey) });
  const moderation = await startService(moderationService, { embedded, env: testServiceEnv(keys.publicKey) });
  const services = [moderation, forum, wellness, identity];
  const gateway = await startGateway({
    kv: embedded.kv,
    env: testGatewayEnv(
      keys.publicKey,
      { identity: identity.url, wellness: wellness.url, forum: forum.url, moderation: moderation.url },
      gatewayEnv,
    ),
  });

  return {
    gateway,
    keys,
    async signIn(who, headers = {}) {
      const account = demoAccounts[who];
      const reply = await send(gateway.url, {
        method: 'POST',
        path: '/api/login',
        headers: { host: account.host, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ...account.body, password: DEMO_PASSWORD }),
      });
      expect({ who, status: reply.status }).toEqual({ who, status: 200 });
      return reply.cookie;
    },
    async stop() {
      await gateway.stop();
      for (const service of services) await service.stop();
    },
  };
}
