import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DomainError, type DocumentStore } from '@heartwise/service-kit';
import { ThreadSearchQuery, type AccessClaims, type ThreadSearchQueryInput } from '@heartwise/contracts';
import { forumRepositories } from '../../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../../src/adapters/store/thread.repository.js';
import { searchThreads } from '../../src/core/use-cases/search-threads.js';
import type { ThreadRecord } from '../../src/ports/thread.repository.port.js';
import { threadRecord } from '../support/forum-harness.js';
import { watched } from '../support/watched-store.js';
import type { FreshStores } from './thread-list.conformance.js';

/**
 * The finder (GET /api/forum/search) reads lists of thread ids kept on write, by `_id` only
 * (thread-index/): these stories hold what it finds, its orders, and cursor paging that never skips
 * or repeats while threads are posted and replied to between pages, on any document store
 * (thread-search.test.ts: embedded; thread-search.mongo.infra.test.ts: FerretDB).
 */

/** Small chunks, so a few dozen threads already span several documents of each list. */
const CHUNK = 4;
const claims = (sub: string, role: AccessClaims['role'] = 'youth'): AccessClaims => ({
  sub,
  sid: 'e'.repeat(32),
  role,
});

function finderOn(store: DocumentStore) {
  const { store: watchedStore, queries } = watched(store);
  const repositories = forumRepositories(watchedStore, { indexChunk: CHUNK });
  let minute = 0;
  const clock = { now: Date.UTC(2026, 10, 21, 8, 0) };
  const at = () => new Date(clock.now + (minute += 1) * 60_000).toISOString();
  const deps = { ...repositories, now: () => new Date(clock.now + minute * 60_000 + 30_000) };
  const find = async (reader: string, query: ThreadSearchQueryInput = {}, role?: AccessClaims['role']) =>
    searchThreads(deps, claims(reader, role), ThreadSearchQuery.parse(query));
  const start = (userId: string, overrides: Partial<ThreadRecord> = {}) =>
    repositories.threads.create(threadRecord(userId, at(), overrides), []);
  /** An active reply, as create-reply.ts records it. */
  const reply = async (thread: ThreadRecord) => repositories.threads.addActiveReply(thread.id, at());
  /** Its author's free edit, published at once (as edit-content.ts stores one screening passed). */
  const edit = async (thread: ThreadRecord, content: string) => {
    const edited = await repositories.threads.applyAuthorEdit(
      thread,
      { content, status: 'active', editedAt: at() },
      [],
    );
    if (!edited) throw new Error('the edit was not written');
    return edited;
  };
  /** Every page, `limit` at a time, calling `between` after each page. */
  const everyPage = async (
    reader: string,
    query: ThreadSearchQueryInput,
    between: (page: number) => Promise<void> = async () => undefined,
  ) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const found = await find(reader, { ...query, ...(cursor ? { cursor } : {}) });
      seen.push(...found.threads.map((thread) => thread.id));
      if (!found.nextCursor) return seen;
      cursor = found.nextCursor;
      await between(page);
    }
    throw new Error('more than 100 pages');
  };
  return { repositories, queries, find, start, reply, edit, everyPage };
}

const walk = { title: 'Being outside helps me breathe', tags: ['Body & Health'] };
const sleep = { title: 'I have trouble falling asleep', tags: ['Body & Health'] };
const school = { title: 'Schoolwork feels like too much right now', tags: ['Habits & Daily Life'] };

export function threadSearchStories(kind: string, stores: FreshStores) {
  describe(`finding threads (${kind})`, () => {
    afterAll(() => stores.closeAll());
    const finder = async () => finderOn(await stores.open());

    it('pages through every thread newest first, never skipping or repeating while threads are posted between pages', async () => {
      const { find, start, everyPage, queries } = await finder();
      const writer = randomUUID();
      const started: ThreadRecord[] = [await start(writer)];
      // The read models' one-time builds of the (empty) store are done; from here, reads by id only.
      const built = queries.length;
      for (let index = 1; index < 23; index += 1) started.push(await start(writer));
      const newestFirst = started.map((thread) => thread.id).reverse();

      const posted: string[] = [];
      const seen = await everyPage(randomUUID(), { limit: 5 }, async () => {
        posted.push((await start(writer)).id);
      });
      expect(seen).toEqual(newestFirst);
      // What was posted meanwhile is on the next first page, newest first.
      const fresh = await find(randomUUID(), { limit: 5 });
      expect(posted).toHaveLength(4);
      expect(fresh.threads.map((thread) => thread.id)).toEqual([...posted.reverse(), newestFirst[0]]);
      // Lists and threads read by id only: nothing FerretDB v1 would answer by reading a collection.
      expect(queries.slice(built)).toEqual([]);
    });

    it('finds by words in the title or the post, within a topic group, and nothing for words too common to index', async () => {
      const { find, start } = await finder();
      const writer = randomUUID();
      const calm = await start(writer, {
        ...walk,
        content: 'The park near my house is calm in the morning.',
      });
      const calmer = await start(writer, {
        ...sleep,
        content: 'Calm music helps me fall asleep, sometimes.',
      });
      const busy = await start(writer, {
        ...school,
        content: 'Exams, projects and the calm before the storm.',
      });
      await start(writer, { ...walk, content: 'Walking with my dog after dinner.' });
      const reader = randomUUID();
      const ids = async (query: ThreadSearchQueryInput) =>
        (await find(reader, query)).threads.map((t) => t.id);

      expect(await ids({ q: 'calm' })).toEqual([busy.id, calmer.id, calm.id]);
      expect(await ids({ q: 'CALM, Park!' })).toEqual([calm.id]);
      expect(await ids({ q: 'breathe' })).toHaveLength(2);
      expect(await ids({ q: 'calm', group: 'Body & Health' })).toEqual([calmer.id, calm.id]);
      expect(await ids({ group: 'Habits & Daily Life' })).toEqual([busy.id]);
      expect(await ids({ q: 'calm storm', group: 'Body & Health' })).toEqual([]);
      expect(await ids({ q: 'the my' })).toEqual([]);
      expect(await ids({ q: 'nowhere' })).toEqual([]);
    });

    it('finds only what the reader is shown: no held, removed or deleted thread, no other community, no one a block hides', async () => {
      const { find, start, repositories } = await finder();
      const author = randomUUID();
      const shown = await start(author, { content: 'A calm walk by the river.' });
      await start(author, { content: 'A calm thought held for review.', status: 'flagged' });
      const removed = await start(author, { content: 'A calm post a moderator removes.' });
      await repositories.threads.applyDecision(removed.id, {
        status: 'archived',
        decidedAt: new Date(Date.UTC(2026, 10, 22)).toISOString(),
      });
      const deleted = await start(author, { content: 'A calm post its author deletes.' });
      await repositories.threads.delete(deleted, []);
      await start(randomUUID(), {
        content: 'A calm evening at our school.',
        community: 'district:d1',
        organizationId: randomUUID(),
      });

      const ids = async (reader: string) => (await find(reader, { q: 'calm' })).threads.map((t) => t.id);
      expect(await ids(randomUUID())).toEqual([shown.id]);
      // Its author finds their held thread neither: it waits on their own list, marked.
      expect(await ids(author)).toEqual([shown.id]);
      const blocker = randomUUID();
      await repositories.blocks.update(blocker, (blocks) => ({
        ...blocks,
        blocking: [
          ...blocks.blocking,
          { id: randomUUID(), memberId: author, blockedAt: new Date().toISOString() },
        ],
      }));
      expect(await ids(blocker)).toEqual([]);
    });

    it("finds an edited thread by the words it holds now, once each, at the edit's time", async () => {
      const { find, start, edit, everyPage } = await finder();
      const author = randomUUID();
      const lake = await start(author, { ...walk, content: 'The park is calm in the morning.' });
      const music = await start(randomUUID(), { ...sleep, content: 'Calm music helps me.' });
      const reader = randomUUID();
      const ids = async (query: ThreadSearchQueryInput, role?: AccessClaims['role']) =>
        (await find(reader, query, role)).threads.map((t) => t.id);

      const edited = await edit(lake, 'The lake is calm and quiet in the morning.');
      expect(await ids({ q: 'lake' })).toEqual([lake.id]);
      expect(await ids({ q: 'park' })).toEqual([]);
      // Newest first by when the words were written: the edit is newer than the other thread.
      expect(await ids({ q: 'calm' })).toEqual([lake.id, music.id]);
      // Staff searches and "most active" check the words on the thread itself.
      expect(await ids({ q: 'lake' }, 'moderator')).toEqual([lake.id]);
      expect(await ids({ q: 'lake', sort: 'active' })).toEqual([lake.id]);

      // A word it held, lost, then holds again: one entry counts, so it is found once.
      await edit(edited, 'The park and the lake are calm.');
      expect(await everyPage(reader, { q: 'park', limit: 1 })).toEqual([lake.id]);
      expect(await everyPage(reader, { q: 'calm', limit: 1 })).toEqual([lake.id, music.id]);
    });

    it('puts the most recently active first and pages them as they were at the first page, replies between pages included', async () => {
      const { find, start, reply, everyPage } = await finder();
      const writer = randomUUID();
      const started: ThreadRecord[] = [];
      for (let index = 0; index < 12; index += 1) started.push(await start(writer, walk));
      const [a, b, c] = started;
      if (!a || !b || !c) throw new Error('three threads');
      await reply(b);
      await reply(a);
      await reply(b);
      const expected = [
        b.id,
        a.id,
        ...started
          .map((t) => t.id)
          .reverse()
          .filter((id) => id !== a.id && id !== b.id),
      ];
      const first = await find(randomUUID(), { sort: 'active', limit: 12 });
      expect(first.threads.map((t) => t.id)).toEqual(expected);

      // Replies and a new thread between pages: the pages stay those of the first page's moment.
      const between = async (page: number) => {
        if (page === 0) await reply(c);
        if (page === 1) await reply(started[10] ?? a);
        if (page === 1) await start(writer, walk);
      };
      const seen = await everyPage(randomUUID(), { sort: 'active', limit: 3 }, between);
      expect(seen).toEqual(expected);
      const fresh = await find(randomUUID(), { sort: 'active', limit: 3 });
      expect(fresh.threads.map((t) => t.id).slice(1)).toEqual([started[10]?.id, c.id]);
    });

    it("merges a school member's two communities, their district's and their school's, in order, and staff see every community", async () => {
      const { find, start, everyPage, repositories } = await finder();
      const org = randomUUID();
      const schoolId = randomUUID();
      const stamp = (community: string) =>
        ({ community, organizationId: org }) as Pick<ThreadRecord, 'community' | 'organizationId'>;
      const expected: string[] = [];
      for (let index = 0; index < 9; index += 1) {
        const where = index % 3 === 0 ? `district:${org}` : `school:${schoolId}`;
        expected.unshift((await start(randomUUID(), { ...walk, ...stamp(where) })).id);
        await start(randomUUID(), { ...walk, ...stamp(`school:${randomUUID()}`) });
      }
      const publicThread = await start(randomUUID(), walk);
      const member = (sub: string): AccessClaims => ({ ...claims(sub), org, school: schoolId });
      const deps = { ...repositories, now: () => new Date(Date.UTC(2026, 11, 1)) };
      const pages: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await searchThreads(
          deps,
          member(randomUUID()),
          ThreadSearchQuery.parse({ q: 'breathe', limit: 2, ...(cursor ? { cursor } : {}) }),
        );
        pages.push(...page.threads.map((thread) => thread.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(pages).toEqual(expected);
      // A member of no district finds the public one's; a platform moderator every community's.
      const everything = await everyPage(randomUUID(), { q: 'breathe', limit: 7 });
      expect(everything).toEqual([publicThread.id]);
      const staff = await find(randomUUID(), { q: 'breathe', limit: 50 }, 'moderator');
      expect(staff.threads).toHaveLength(19);
    });

    it('covers the threads a store held before the finder existed, once', async () => {
      const store = await stores.open();
      const older = [0, 1, 2].map((index) =>
        threadRecord(randomUUID(), new Date(Date.UTC(2026, 0, 1 + index)).toISOString(), {
          content: 'An older post about lanterns.',
        }),
      );
      // One edited since it was started: its words were written on 10 January.
      const [first, second, third] = older as [ThreadRecord, ThreadRecord, ThreadRecord];
      first.wordsAt = new Date(Date.UTC(2026, 0, 10)).toISOString();
      for (const thread of older) await store.collection(threadsCollection).insert(thread);
      const { find, start } = finderOn(store);
      const newer = await start(randomUUID(), { content: 'A newer post about lanterns.' });
      const found = await find(randomUUID(), { q: 'lanterns' });
      expect(found.threads.map((thread) => thread.id)).toEqual([newer.id, first.id, third.id, second.id]);
    });

    it('keeps every thread of many posted at once, each once', async () => {
      const { start, everyPage } = await finder();
      const posted = await Promise.all(
        Array.from({ length: 12 }, () => start(randomUUID(), { ...walk, content: 'Posted at once, calm.' })),
      );
      const seen = await everyPage(randomUUID(), { q: 'calm', limit: 5 });
      expect(seen).toHaveLength(12);
      expect(new Set(seen)).toEqual(new Set(posted.map((thread) => thread.id)));
    });

    it('refuses a cursor it did not make, or made for another search', async () => {
      const { find, start } = await finder();
      for (let index = 0; index < 3; index += 1) await start(randomUUID(), walk);
      const reader = randomUUID();
      const page = await find(reader, { limit: 1 });
      expect(page.nextCursor).toEqual(expect.any(String));
      await expect(find(reader, { limit: 1, cursor: 'bm90LWEtY3Vyc29y' })).rejects.toThrow(DomainError);
      await expect(find(reader, { limit: 1, sort: 'active', cursor: page.nextCursor ?? '' })).rejects.toThrow(
        'This page of results has expired. Please search again.',
      );
    });
  });
}
