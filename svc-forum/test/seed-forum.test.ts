import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore, type CommunityView } from '@heartwise/service-kit';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { authorsCollection } from '../src/adapters/store/author.repository.js';
import { consentsCollection } from '../src/adapters/store/consent.repository.js';
import { seededThreadId, seedForumMembers, seedForumThreads } from '../src/adapters/store/seed/index.js';
import { watched } from './support/watched-store.js';

/**
 * Issue 18's bench seeds a district straight into svc-forum's store. What it writes must read as if
 * the members had posted through the service: the lists, counts and pages a member opens find the
 * seeded posts by key, with no read model rebuilt from the whole collection afterwards.
 */
const now = new Date('2026-11-26T07:00:00Z');
const everyone: CommunityView = { kind: 'member', organizationId: null, schoolId: null };
const members = Array.from({ length: 30 }, (_, index) => ({
  userId: randomUUID(),
  username: `district-youth-${index + 1}`,
  firstName: 'Ada',
  lastName: 'Student',
  role: 'youth' as const,
}));
const authors = members.map((member) => member.userId);

describe('a seeded district forum', () => {
  it('reads as posted through the service: list, counts, pages and own posts by key, nothing rebuilt', async () => {
    const memory = new MemoryDocumentStore();
    const service = watched(memory);
    // The service is running, has listed once and has made a thread of its own.
    const running = forumRepositories(service.store);
    const reader = { id: randomUUID(), community: everyone };
    await running.threads.newestVisibleTo(reader, { limit: 50 });
    expect(await running.threads.countVisibleTo(reader.id, everyone)).toBe(0);
    const own = await running.threads.create(
      {
        id: randomUUID(),
        userId: reader.id,
        title: 'A walk helps',
        content: 'A short walk after school helps me reset.',
        tags: ['Body & Health'],
        status: 'active',
        replyCount: 0,
        createdAt: new Date(now.getTime() + 60_000).toISOString(),
        updatedAt: new Date(now.getTime() + 60_000).toISOString(),
      },
      [],
    );

    const outcome = await seedForumThreads(memory, 500, { authors, now });
    expect(outcome).toMatchObject({ threads: 500, written: { threads: 500, replies: 250 }, complete: true });

    service.queries.length = 0;
    const page = await running.threads.newestVisibleTo(reader, { limit: 50 });
    expect(page.map((listed) => listed.thread.id)).toEqual([
      own.id,
      ...Array.from({ length: 49 }, (_, index) => seededThreadId(index)),
    ]);
    expect(await running.threads.countVisibleTo(reader.id, everyone)).toBe(501);
    const author = authors[0] ?? '';
    // 500 threads of 30 members: 17 a member, side by side; replies from the next two members along.
    expect(await running.threads.countBy(author, ['active'])).toBe(17);
    const replied = await running.replies.visibleIn(seededThreadId(0), reader.id);
    expect(replied.map((reply) => reply.userId)).toEqual([authors[1], authors[2]]);
    expect(await running.replies.countActiveIn(seededThreadId(0))).toBe(2);
    expect((await running.replies.notArchivedBy(authors[1] ?? '')).length).toBeGreaterThan(0);
    // The finder's lists hold the seeded threads below the service's own, by words and by group.
    const viewer = { ...reader, hidden: new Set<string>() };
    const found = await running.threads.find(viewer, {
      words: ['week'],
      sort: 'newest',
      limit: 3,
      now: new Date(now.getTime() + 120_000).toISOString(),
    });
    expect('threads' in found && found.threads.map((thread) => thread.id)).toEqual(
      [0, 1, 2].map((index) => seededThreadId(index)),
    );
    const walked = await running.threads.find(viewer, {
      words: [],
      group: 'Body & Health',
      sort: 'newest',
      limit: 2,
      now: new Date(now.getTime() + 120_000).toISOString(),
    });
    expect('threads' in walked && walked.threads[0]?.id).toBe(own.id);
    expect(service.queries).toEqual([]);

    // Another process on the store reads the counts by key too (its own feed it builds once).
    const other = forumRepositories(service.store);
    expect(await other.threads.countActiveTagged('Emotions & Feelings', everyone)).toBeGreaterThan(0);
    expect(service.queries).toEqual([]);
  });

  it('adds only the rest when run again, and stops at its time limit', async () => {
    const memory = new MemoryDocumentStore();
    const stopped = await seedForumThreads(memory, 3_000, { authors, now, until: Date.now() - 1 });
    expect(stopped).toMatchObject({ threads: 0, complete: false });
    await seedForumThreads(memory, 1_000, { authors, now });
    const second = await seedForumThreads(memory, 2_500, { authors, now });
    expect(second).toMatchObject({ threads: 2_500, written: { threads: 1_500 }, complete: true });
    expect(await memory.collection(threadsCollection).count({})).toBe(2_500);
    const again = await seedForumThreads(memory, 2_500, { authors, now });
    expect(again.written).toEqual({ threads: 0, replies: 0 });
    expect(await forumRepositories(memory).threads.countVisibleTo(randomUUID(), everyone)).toBe(2_500);
  });

  it('knows each member by name and as having agreed to the guidelines, once', async () => {
    const memory = new MemoryDocumentStore();
    await seedForumMembers(memory, members.slice(0, 10), { now });
    const outcome = await seedForumMembers(memory, members, { now });
    expect(outcome).toMatchObject({ members: 30, written: 40, complete: true });
    const { authors: names, consents } = forumRepositories(memory);
    expect((await names.byIds([members[3]?.userId ?? ''])).get(members[3]?.userId ?? '')).toMatchObject({
      username: 'district-youth-4',
    });
    expect(await consents.acceptedAt(members[29]?.userId ?? '')).toBe(now.toISOString());
    expect(await memory.collection(authorsCollection).count({})).toBe(30);
    expect(await memory.collection(consentsCollection).count({})).toBe(30);
  });
});
