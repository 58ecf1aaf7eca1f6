import { describe, expect, it } from '@jest/globals';
import { UserDeleted, UserRegistered, UserUpdated, type UserProfile } from '@heartwise/contracts';
import {
  createLogger,
  MemoryDocumentStore,
  MemoryEventTransport,
  newEvent,
  subscribeToEvents,
} from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { identityHandlers, identitySubscription } from '../src/events/identity.subscriptions.js';
import { listThreads } from '../src/core/use-cases/list-threads.js';
import type { ThreadRecord } from '../src/ports/thread.repository.port.js';

const logger = createLogger('test', 'silent');
const ana = '44444444-4444-4444-8444-444444444444';
const caller = { sub: ana, sid: 'd'.repeat(32), role: 'youth' as const };

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met within 1 s');
}

/** The newest threads as Ana sees them. */
const firstPage = (repositories: ReturnType<typeof forumRepositories>) =>
  listThreads({ ...repositories, now: () => new Date() }, caller, { limit: 50 });

describe("the forum's view of authors", () => {
  it('learns first names from identity events and never holds an email', async () => {
    const store = new MemoryDocumentStore();
    const transport = new MemoryEventTransport({ logger });
    const repositories = forumRepositories(store);
    const thread: ThreadRecord = {
      id: '55555555-5555-4555-8555-555555555555',
      userId: ana,
      title: 'I feel calmer after a walk',
      content: 'A short walk after school helps me reset.',
      tags: ['Body & Health'],
      status: 'active',
      replyCount: 0,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    // Thread creation arrives with the forum issue; here the thread is written straight to storage.
    await store.collection(threadsCollection).insert(thread);

    expect((await firstPage(repositories))[0]?.user).toEqual({
      firstName: null,
    });

    await subscribeToEvents(transport, { ...identitySubscription(repositories), store, logger });
    const registered = newEvent(UserRegistered, {
      userId: ana,
      username: 'calm-otter123',
      firstName: 'Ana',
      lastName: 'Silva',
      role: 'youth',
    });
    await transport.publish([registered]);
    // Delivered twice (at least once): the projection absorbs the duplicate.
    await transport.publish([registered]);

    await eventually(async () => (await firstPage(repositories))[0]?.user.firstName === 'Ana');
    const listed = await firstPage(repositories);
    expect(listed[0]?.user).toEqual({ firstName: 'Ana' });
    expect(JSON.stringify(listed)).not.toContain('@');
    await transport.close();
  });
});

describe('when someone changes their name or deletes their account', () => {
  const ben = '66666666-6666-4666-8666-666666666666';
  const profile = (firstName: string): UserProfile => ({
    userId: ben,
    username: 'brave-fox42',
    firstName,
    lastName: 'Okafor',
    role: 'youth',
  });
  const at = (minute: number) => ({ occurredAt: new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString() });

  async function forumWithBensThread() {
    const store = new MemoryDocumentStore();
    const repositories = forumRepositories(store);
    await store.collection(threadsCollection).insert({
      id: '77777777-7777-4777-8777-777777777777',
      userId: ben,
      title: 'Exams are coming',
      content: 'How do you keep calm before exams?',
      tags: [],
      status: 'active',
      replyCount: 2,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    const deliver = deliverTo(identityHandlers(repositories));
    const shownName = async () => (await firstPage(repositories))[0]?.user;
    return { deliver, shownName };
  }

  it('a new first name shows on what they wrote before', async () => {
    const { deliver, shownName } = await forumWithBensThread();
    await deliver({ ...newEvent(UserRegistered, profile('Ben')), ...at(1) });
    expect(await shownName()).toEqual({ firstName: 'Ben' });
    await deliver({ ...newEvent(UserUpdated, profile('Benjamin')), ...at(2) });
    expect(await shownName()).toEqual({ firstName: 'Benjamin' });
  });

  it('an older profile arriving late (another topic) never overwrites a newer one', async () => {
    const { deliver, shownName } = await forumWithBensThread();
    await deliver({ ...newEvent(UserUpdated, profile('Benjamin')), ...at(2) });
    await deliver({ ...newEvent(UserRegistered, profile('Ben')), ...at(1) });
    expect(await shownName()).toEqual({ firstName: 'Benjamin' });
  });

  it('their threads stay for the replies of others, and show as Anonymous for good', async () => {
    const { deliver, shownName } = await forumWithBensThread();
    await deliver({ ...newEvent(UserRegistered, profile('Ben')), ...at(1) });
    const deleted = { ...newEvent(UserDeleted, { userId: ben }), ...at(3) };
    await deliver(deleted);
    expect(await shownName()).toEqual({ firstName: null });

    // Redelivered, and a rename that was still on its way: the name never comes back.
    await deliver(deleted);
    await deliver({ ...newEvent(UserUpdated, profile('Benjamin')), ...at(2) });
    await deliver({ ...newEvent(UserUpdated, profile('Benjamin')), ...at(4) });
    expect(await shownName()).toEqual({ firstName: null });
  });
});
