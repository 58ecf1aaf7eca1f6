import { expect } from '@jest/globals';
import { CreatedOrganization, User, type EventEnvelope } from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import request from 'supertest';
import { identityService } from '../../src/service.js';

/** The demo accounts' password (DEMO_PASSWORD seeds one account per role). */
export const DEMO_PASSWORD = 'demo-password';

/** svc-identity on port 0 with embedded adapters, plus what another service would see of it. */
export interface Identity {
  url: string;
  /** Every event svc-identity published, in order, as a consumer on the bus received it. */
  published: EventEnvelope[];
  /** Resolves once an event matching `match` was published (the outbox relay is asynchronous). */
  eventually(match: (event: EventEnvelope) => boolean): Promise<EventEnvelope>;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** The service as built, changed for one test (e.g. a store whose writes fail on cue). */
  definition?: typeof identityService;
}

export async function startIdentity(options: StartOptions = {}): Promise<Identity> {
  const keys = testJwtKeys();
  const logger = createLogger('identity-test', 'silent');
  const transport = new MemoryEventTransport({ logger });
  const published: EventEnvelope[] = [];
  const service: RunningService = await startService(options.definition ?? identityService, {
    env: testServiceEnv(keys.publicKey, {
      JWT_PRIVATE_KEY: keys.privateKey,
      DEMO_PASSWORD,
      ...options.env,
    }),
    embedded: { transport, kv: new MemoryKeyValueStore() },
    ...(options.now ? { now: options.now } : {}),
  });
  await transport.subscribe({
    groupId: 'identity-test-listener',
    topics: [
      'identity.user.registered',
      'identity.user.updated',
      'identity.user.role-changed',
      'identity.user.deleted',
      'identity.link.approved',
      'identity.link.ended',
      'identity.session.ended',
      'identity.org.created',
      'identity.membership.changed',
      'identity.org.settings.changed',
    ],
    handle: async (event) => {
      published.push(event);
    },
  });

  return {
    url: service.url,
    published,
    async eventually(match) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const found = published.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the event was not published within 2 s');
    },
    async stop() {
      await service.stop();
      await transport.close();
    },
  };
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** The Host header: the sign-in portal (admin., mod., portal.) is read from it. */
  host?: string;
  /** What the gateway would say about the client's address (the service trusts loopback). */
  forwardedFor?: string;
  /** The caller's IANA time zone, as the browser sends it (x-timezone). */
  timeZone?: string;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One HTTP call; supertest, because fetch cannot set Host. */
export async function call(identity: Identity, method: Method, path: string, options: CallOptions = {}) {
  let pending = request(identity.url)[method](path);
  if (options.host) pending = pending.set('Host', options.host);
  if (options.cookie) pending = pending.set('Cookie', options.cookie);
  if (options.forwardedFor) pending = pending.set('X-Forwarded-For', options.forwardedFor);
  if (options.timeZone) pending = pending.set('X-Timezone', options.timeZone);
  return options.body === undefined ? pending : pending.send(options.body as object);
}

/** `name=value` pairs from Set-Cookie, ready for a Cookie header. */
export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return lines.map((line) => line.split(';')[0] ?? '').join('; ');
}

/** Someone signed in: who they are, their cookie, and what they signed in with. */
export interface Person {
  user: User;
  cookie: string;
  password: string;
}

export const portalFor = (role: User['role']): string =>
  role === 'admin'
    ? 'admin.localhost'
    : role === 'moderator'
      ? 'mod.localhost'
      : role === 'org-admin'
        ? 'portal.localhost'
        : 'localhost';

/** Signs in with email on the staff portals and the Organization Portal (SPEC §5). */
const byEmail = (role: User['role']): boolean =>
  role === 'admin' || role === 'moderator' || role === 'org-admin';

/** Signs in the way their role does: username on the main domain, email on the portals. */
export async function signIn(identity: Identity, user: User, password: string): Promise<Person> {
  const staff = byEmail(user.role);
  const response = await call(identity, 'post', '/api/login', {
    host: portalFor(user.role),
    body: staff ? { email: user.email, password } : { username: user.username, password },
  });
  expect(response.status).toBe(200);
  return { user: User.parse(response.body), cookie: cookieFrom(response), password };
}

/** The demo accounts the service seeds (see seed-demo-accounts.ts). */
export const demo = {
  youth: { username: 'demo-youth', email: 'demo-youth@heartwise.local', role: 'youth' },
  parent: { username: 'demo-parent', email: 'demo-parent@heartwise.local', role: 'parent' },
  moderator: { username: 'demo-moderator', email: 'moderator@heartwise.local', role: 'moderator' },
  admin: { username: 'demo-admin', email: 'admin@heartwise.local', role: 'admin' },
  orgAdmin: { username: 'demo-org-admin', email: 'org-admin@heartwise.local', role: 'org-admin' },
} as const;

export async function signInDemo(identity: Identity, who: keyof typeof demo): Promise<Person> {
  const account = demo[who];
  const staff = byEmail(account.role);
  const response = await call(identity, 'post', '/api/login', {
    host: portalFor(account.role),
    body: staff
      ? { email: account.email, password: DEMO_PASSWORD }
      : { username: account.username, password: DEMO_PASSWORD },
  });
  expect(response.status).toBe(200);
  return { user: User.parse(response.body), cookie: cookieFrom(response), password: DEMO_PASSWORD };
}

let sequence = 0;
/** A unique email per test run, so tests never collide on the unique index. */
export const uniqueEmail = (name: string): string => `${name}.${Date.now()}.${(sequence += 1)}@example.com`;

let addresses = 0;
/** A client address of its own (198.18.0.0/15, a range kept for tests), as the gateway would report a different home. */
export const newAddress = (): string => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/**
 * A new youth or parent, signed up and signed in (sign-up signs in at once). Each from a home of
 * their own unless `from` says otherwise: sign-ups are counted per address.
 */
export async function signUp(
  identity: Identity,
  role: 'youth' | 'parent',
  firstName = role === 'youth' ? 'Ana' : 'Jo',
  from: string = newAddress(),
): Promise<Person> {
  const password = 'correct horse battery';
  const response = await call(identity, 'post', '/api/register', {
    forwardedFor: from,
    body: {
      email: uniqueEmail(firstName.toLowerCase()),
      password,
      confirmPassword: password,
      firstName,
      lastName: 'Silva',
      role,
    },
  });
  expect(response.status).toBe(201);
  return { user: User.parse(response.body), cookie: cookieFrom(response), password };
}

/** A new moderator or administrator, made by an admin (POST /api/admin/users) and signed in. */
export async function newStaff(
  identity: Identity,
  admin: Person,
  role: 'moderator' | 'admin',
  firstName = role === 'admin' ? 'Ada' : 'Mo',
): Promise<Person> {
  const password = 'staff password 1';
  const response = await call(identity, 'post', '/api/admin/users', {
    cookie: admin.cookie,
    body: { email: uniqueEmail(firstName.toLowerCase()), firstName, lastName: 'Lovelace', role, password },
  });
  expect(response.status).toBe(201);
  return signIn(identity, User.parse(response.body), password);
}

/**
 * A new district with one or two schools and its organization admin, made by a platform admin
 * (POST /api/admin/organizations), the organization admin signed in at the Organization Portal.
 */
export async function newDistrict(
  identity: Identity,
  admin: Person,
  name = `District ${uniqueEmail('d').split('@')[0] ?? ''}`,
  schools: string[] = ['North School', 'South School'],
): Promise<{ body: CreatedOrganization; orgAdmin: Person }> {
  const password = 'district admin password 1';
  const response = await call(identity, 'post', '/api/admin/organizations', {
    cookie: admin.cookie,
    body: {
      name,
      schools: schools.map((school) => ({ name: school })),
      admin: { firstName: 'Dana', lastName: 'Okoro', email: uniqueEmail('dana'), password },
    },
  });
  expect(response.status).toBe(201);
  const body = CreatedOrganization.parse(response.body);
  return { body, orgAdmin: await signIn(identity, body.admin, password) };
}
