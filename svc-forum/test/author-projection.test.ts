import { describe, expect, it } from '@jest/globals';
import { UserRegistered } from '@heartwise/contracts';
import { createLogger, MemoryDocumentStore, MemoryEventTransport, newEvent } from '@heartwise/service-kit';
import { authorRepository } from '../src/adapters/store/author.repository.js';
import { threadRepository, threadsCollection } from '../src/adapters/store/thread.repository.js';
import { subscribeToIdentity } from '../src/events/identity.subscriptions.js';
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

describe("the forum's view of authors", () => {
  it('learns first names from identity events and never holds an email', async () => {
    const store = new MemoryDocumentStore();
    const transport = new MemoryEventTransport({ logger });
    const authors = authorRepository(store);
    const threads = threadRepository(store);
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

    expect((await listThreads({ threads, authors }, caller, { limit: 50 }))[0]?.user).toEqual({
      firstName: null,
    });

    await subscribeToIdentity({ transport, store, authors, logger });
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

    await eventually(
      async () =>
        (await listThreads({ threads, authors }, caller, { limit: 50 }))[0]?.user.firstName === 'Ana',
    );
    const listed = await listThreads({ threads, authors }, caller, { limit: 50 });
    expect(listed[0]?.user).toEqual({ firstName: 'Ana' });
    expect(JSON.stringify(listed)).not.toContain('@');
    await transport.close();
  });
});
