import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  HelpRequested,
  ContentScreened,
  defaultOrgSettings,
  MembershipChanged,
  OrgSettingsChanged,
  ReplyCreated,
  ThreadCreated,
  UserRegistered,
  type EventEnvelope,
  type OrgSettings,
  type Role,
} from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  Memberships,
  MemoryKeyValueStore,
  newEvent,
  startService,
  TokenIssuer,
  type DocumentStore,
  type EmbeddedInfrastructure,
  type RunningService,
} from '@heartwise/service-kit';
import { testServiceEnv } from '@heartwise/service-kit/testing';
import { forumService } from '../../src/service.js';
import { threadsCollection } from '../../src/adapters/store/thread.repository.js';
import type { ThreadRecord } from '../../src/ports/thread.repository.port.js';
import { threadFeedCollection } from '../../src/adapters/store/thread-feed.repository.js';
import { authorsCollection } from '../../src/adapters/store/author.repository.js';

/** What a call answered: its status and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One signed-in member calling the forum directly (as the gateway would forward them). */
export interface Member {
  id: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

/** svc-forum on port 0 with embedded adapters, and what the rest of the platform would see of it. */
export interface Forum extends RunningService {
  /** Someone signed in with a token of their own; a fresh id unless one is given. */
  member(id?: string, role?: Role): Member;
  /** Someone new whose first name the forum has learnt from identity (as after sign-up). */
  named(firstName: string, role?: Role): Promise<Member>;
  /** Every forum event svc-forum published, in order, as a consumer on the bus received it. */
  published: EventEnvelope[];
  /** Resolves once an event matching `match` was published (the outbox relay is asynchronous). */
  eventually(match: (event: EventEnvelope) => boolean): Promise<EventEnvelope>;
  /** Puts an event on the bus, as another service would (moderation decisions, identity events). */
  publish(event: EventEnvelope): Promise<void>;
  /** Writes a thread straight to the forum's storage (for states no call can make, e.g. archived). */
  writeThread(userId: string, thread?: Partial<ThreadRecord>): Promise<ThreadRecord>;
  /** The forum's own storage, for what only storage can show (documents written by older versions). */
  store(): DocumentStore;
  /**
   * Puts someone in a district (and school), as identity.membership.changed does, and resolves once
   * the forum's projection holds it.
   */
  joins(who: Member, place: { organizationId: string; schoolId?: string | null }, role?: Role): Promise<void>;
  /** A district's settings change, as identity.org.settings.changed says; resolves once the forum holds them. */
  districtSettings(organizationId: string, settings: Partial<OrgSettings>): Promise<void>;
}

/** A thread as the repository stores it: active, on a Body & Health topic, unless overridden. */
export function threadRecord(
  userId: string,
  createdAt: string,
  overrides: Partial<ThreadRecord> = {},
): ThreadRecord {
  return {
    id: randomUUID(),
    userId,
    title: 'A walk helps',
    content: 'A short walk after school helps me reset.',
    tags: ['Body & Health'],
    status: 'active',
    replyCount: 0,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export interface StartOptions {
  publicKey: string;
  /** With a private key, `member()` can sign tokens. */
  privateKey?: string;
  embedded?: EmbeddedInfrastructure;
  env?: Record<string, string>;
  /** The service's clock (real time unless given). */
  now?: () => Date;
}

const forumTopics = [
  ThreadCreated.type,
  ReplyCreated.type,
  ContentReported.type,
  ContentScreened.type,
  ContentEdited.type,
  ContentDeleted.type,
  ContentRemoved.type,
  HelpRequested.type,
];

export async function startForum(options: StartOptions): Promise<Forum> {
  const ownsBus = !options.embedded;
  const embedded = options.embedded ?? {
    transport: new MemoryEventTransport({ logger: createLogger('forum-test', 'silent') }),
    kv: new MemoryKeyValueStore(),
  };
  let store: DocumentStore | undefined;
  const running = await startService(
    {
      ...forumService,
      build(context) {
        store = context.infra.store;
        return forumService.build(context);
      },
    },
    {
      env: testServiceEnv(options.publicKey, options.env),
      embedded,
      ...(options.now ? { now: options.now } : {}),
    },
  );
  const published: EventEnvelope[] = [];
  await embedded.transport.subscribe({
    groupId: `forum-test-listener-${randomUUID()}`,
    topics: forumTopics,
    handle: async (event) => {
      published.push(event);
    },
  });
  const issuer = options.privateKey ? new TokenIssuer(options.privateKey) : undefined;

  let minute = 0;
  const forum: Forum = {
    ...running,
    member(id = randomUUID(), role = 'youth') {
      if (!issuer) throw new Error('startForum needs the private key to sign members in');
      const token = issuer.issue({ sub: id, sid: 'a'.repeat(32), role }, 600);
      return {
        id,
        async call(method, path, body, headers = {}) {
          const response = await fetch(`${running.url}${path}`, {
            method,
            headers: {
              ...headers,
              authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: response.status, body: await response.json() };
        },
      };
    },
    async named(firstName, role = 'youth') {
      const someone = forum.member(undefined, role);
      await embedded.transport.publish([
        newEvent(UserRegistered, {
          userId: someone.id,
          username: `${firstName.toLowerCase()}-${someone.id.slice(0, 8)}`,
          firstName,
          lastName: 'Rivera',
          role,
        }),
      ]);
      await eventually(
        () => forum.store().collection(authorsCollection).findById(someone.id),
        (known) => known !== null,
      );
      return someone;
    },
    published,
    async eventually(match) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const found = published.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the event was not published within 2 s');
    },
    async publish(event) {
      await embedded.transport.publish([event]);
    },
    async writeThread(userId, thread = {}) {
      if (!store) throw new Error('the forum has not started');
      minute += 1;
      const at = new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();
      const written = await store.collection(threadsCollection).insert(threadRecord(userId, at, thread));
      // Behind the repositories' back: drop the feed of the newest threads; the list rebuilds it.
      await store.collection(threadFeedCollection).deleteMany({});
      return written;
    },
    store() {
      if (!store) throw new Error('the forum has not started');
      return store;
    },
    async joins(who, { organizationId, schoolId = null }, role = 'youth') {
      await embedded.transport.publish([
        newEvent(MembershipChanged, { userId: who.id, organizationId, schoolId, role }),
      ]);
      const memberships = new Memberships(forum.store());
      await eventually(
        () => memberships.membershipOf(who.id),
        (known) => known.organizationId === organizationId && known.schoolId === schoolId,
      );
    },
    async districtSettings(organizationId, settings) {
      const wanted = { ...defaultOrgSettings, ...settings };
      await embedded.transport.publish([newEvent(OrgSettingsChanged, { ...wanted, organizationId })]);
      const memberships = new Memberships(forum.store());
      await eventually(
        () => memberships.settingsOf(organizationId),
        (known) => JSON.stringify(known) === JSON.stringify(wanted),
      );
    },
    async stop() {
      await running.stop();
      if (ownsBus) await embedded.transport.close();
    },
  };
  return forum;
}

/** Waits until `read` gives a value `done` accepts (events are handled asynchronously). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 200 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  expect(done(value)).toBe(true);
  return value;
}
