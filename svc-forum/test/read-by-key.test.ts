import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore, type CommunityView } from '@heartwise/service-kit';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { repliesCollection } from '../src/adapters/store/reply.repository.js';
import type { ReplyRecord } from '../src/ports/reply.repository.port.js';
import { threadRecord } from './support/forum-harness.js';
import { watched } from './support/watched-store.js';

/**
 * Issue 18: a member's calls read threads and replies by id, through read models kept beside them
 * (src/adapters/store: thread-replies.ts, member-posts.ts, community-counts.ts). These stories pin
 * that the answers stay those a query of the threads and replies would give, for content stored
 * before the read models existed too (written straight into the collections here).
 */
let minute = 0;
const at = () => new Date(Date.UTC(2026, 10, 26, 8, 0) + (minute += 1) * 60_000).toISOString();
const everyone: CommunityView = { kind: 'member', organizationId: null, schoolId: null };

function replyRecord(
  threadId: string,
  userId: string,
  status: ReplyRecord['status'] = 'active',
): ReplyRecord {
  const createdAt = at();
  return {
    id: randomUUID(),
    threadId,
    userId,
    content: 'Same here.',
    status,
    createdAt,
    updatedAt: createdAt,
  };
}

describe("a member's reads by key", () => {
  it("a thread's page finds its replies through the thread's index, built once for a thread stored before it", async () => {
    const memory = new MemoryDocumentStore();
    const author = randomUUID();
    const reader = randomUUID();
    // Stored straight into the collections: no index, as before issue 18.
    const old = threadRecord(author, at());
    await memory.collection(threadsCollection).insert(old);
    const oldReplies = [
      replyRecord(old.id, reader),
      replyRecord(old.id, author, 'flagged'),
      replyRecord(old.id, reader),
    ];
    for (const reply of oldReplies) await memory.collection(repliesCollection).insert(reply);

    const { store, queries } = watched(memory);
    const { replies, threads } = forumRepositories(store);
    expect((await replies.allIn(old.id)).map((reply) => reply.id)).toEqual(
      oldReplies.map((reply) => reply.id),
    );
    expect(queries).toHaveLength(1);
    // The index is kept now: the page, a new reply, its author's held replies, the count.
    const added = await replies.create(replyRecord(old.id, author), []);
    expect((await replies.visibleIn(old.id, reader)).map((reply) => reply.id)).toEqual([
      oldReplies[0]?.id,
      oldReplies[2]?.id,
      added.id,
    ]);
    expect((await replies.heldBy(author, [old.id])).map((reply) => reply.id)).toEqual([oldReplies[1]?.id]);
    expect(await replies.countActiveIn(old.id)).toBe(3);
    await replies.delete(added, []);
    expect(await replies.countActiveIn(old.id)).toBe(2);

    // A thread made now has its index from the start: no query at all.
    const fresh = await threads.create(threadRecord(author, at()), []);
    queries.length = 0;
    await replies.create(replyRecord(fresh.id, reader), []);
    expect((await replies.visibleIn(fresh.id, reader)).length).toBe(1);
    expect(queries).toEqual([]);
  });

  it("a member's own counts and the community's read what a query would, content from before included", async () => {
    const memory = new MemoryDocumentStore();
    const ana = randomUUID();
    const ben = randomUUID();
    const oldThread = threadRecord(ana, at(), { tags: ['Body & Health'] });
    const oldHeld = threadRecord(ana, at(), { status: 'flagged', tags: ['Body & Health'] });
    await memory.collection(threadsCollection).insert(oldThread);
    await memory.collection(threadsCollection).insert(oldHeld);
    await memory.collection(repliesCollection).insert(replyRecord(oldThread.id, ana));
    await memory.collection(repliesCollection).insert(replyRecord(oldThread.id, ana, 'archived'));

    const { store, queries } = watched(memory);
    const { threads, replies } = forumRepositories(store);
    expect(await threads.countBy(ana, ['active', 'flagged'])).toBe(2);
    expect((await replies.notArchivedBy(ana)).length).toBe(1);
    expect(await threads.countVisibleTo(ana, everyone)).toBe(2);
    expect(await threads.countVisibleTo(ben, everyone)).toBe(1);
    expect(await threads.countActiveTagged('Body & Health', everyone)).toBe(1);
    // The finder's lists hold the threads from before too (its one build of this store).
    const found = await threads.find(
      { id: ben, hidden: new Set(), community: everyone },
      { words: [], sort: 'newest', limit: 5, now: at() },
    );
    expect('threads' in found && found.threads.map((thread) => thread.id)).toEqual([oldThread.id]);
    // Once covered, the store is read by key only, whatever happens next.
    queries.length = 0;
    const made = await threads.create(threadRecord(ben, at(), { tags: ['Habits & Daily Life'] }), []);
    expect(await threads.countVisibleTo(ana, everyone)).toBe(3);
    expect(await threads.countActiveTagged('Habits & Daily Life', everyone)).toBe(1);
    expect(await threads.countBy(ben, ['active'])).toBe(1);
    const decided = await threads.applyDecision(made.id, { status: 'archived', decidedAt: at() });
    expect(decided?.status).toBe('archived');
    expect(await threads.countActiveTagged('Habits & Daily Life', everyone)).toBe(0);
    await threads.applyDecision(oldHeld.id, { status: 'active', decidedAt: at() });
    expect(await threads.countVisibleTo(ben, everyone)).toBe(2);
    await threads.delete(oldThread, []);
    expect(await threads.countVisibleTo(ben, everyone)).toBe(1);
    expect(await threads.countBy(ana, ['active', 'flagged'])).toBe(1);
    expect(queries).toEqual([]);

    // Another process on the same store trusts the counters it finds.
    const again = forumRepositories(store);
    expect(await again.threads.countActiveTagged('Body & Health', everyone)).toBe(1);
    expect(queries).toEqual([]);
  });

  it('counts the first thread and the first decision on a store the counters have not covered yet once', async () => {
    const { threads } = forumRepositories(new MemoryDocumentStore());
    const first = await threads.create(threadRecord(randomUUID(), at(), { status: 'flagged' }), []);
    expect(await threads.countActiveTagged('Body & Health', everyone)).toBe(0);

    const { threads: another } = forumRepositories(new MemoryDocumentStore());
    await another.create(threadRecord(randomUUID(), at()), []);
    expect(await another.countVisibleTo(randomUUID(), everyone)).toBe(1);
    expect(await another.countActiveTagged('Body & Health', everyone)).toBe(1);

    // A store whose first write is a decision (the thread came before the counters).
    const memory = new MemoryDocumentStore();
    await memory.collection(threadsCollection).insert(first);
    const { threads: third } = forumRepositories(memory);
    await third.applyDecision(first.id, { status: 'active', decidedAt: at() });
    expect(await third.countActiveTagged('Body & Health', everyone)).toBe(1);
  });
});
