import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { ThreadListQuery, type AccessClaims } from '@heartwise/contracts';
import type { DocumentStore } from '@heartwise/service-kit';
import { forumRepositories } from '../../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../../src/adapters/store/thread.repository.js';
import { FEED_SIZE } from '../../src/adapters/store/thread-feed.repository.js';
import { listThreads } from '../../src/core/use-cases/list-threads.js';
import type { ThreadRecord } from '../../src/ports/thread.repository.port.js';
import type { ReplyRecord } from '../../src/ports/reply.repository.port.js';
import { threadRecord } from '../support/forum-harness.js';

/**
 * The list's first pages come from the thread feed (one document read by id) instead of a query
 * of the threads, which FerretDB v1 answers by reading the whole collection. These stories check
 * the feed never changes what anyone sees: same threads, same order, same held content rules. The
 * feed is the forum store's own (behind `ThreadRepository.newestVisibleTo`, on any document store),
 * so they run on the embedded store (thread-feed.test.ts) and on FerretDB
 * (thread-feed.mongo.infra.test.ts).
 */

/** Where the stories keep their data: a fresh, empty store for each, all dropped at the end. */
export interface FreshStores {
  open(): Promise<DocumentStore>;
  closeAll(): Promise<void>;
}
const claims = (sub: string): AccessClaims => ({ sub, sid: 'e'.repeat(32), role: 'youth' });
let minute = 0;
const at = () => new Date(Date.UTC(2026, 10, 21, 8, 0) + (minute += 1) * 60_000).toISOString();

function forumOn(store: DocumentStore) {
  // Querying the threads for a page of the list (its active threads, newest first): what the feed
  // saves on the first pages. Building the feed reads them too, but that is not a page.
  const queried = jest.fn<(filter: unknown) => void>();
  const { watched } = recording(store, ({ collection, method, argument }) => {
    const isListQuery = typeof argument === 'object' && argument !== null && 'status' in argument;
    if (collection === 'threads' && method === 'find' && isListQuery && argument.status === 'active') {
      queried(argument);
    }
  });
  const repositories = forumRepositories(watched);
  const list = async (reader: string, query: Record<string, string> = {}) =>
    listThreads({ ...repositories, now: () => new Date() }, claims(reader), ThreadListQuery.parse(query));
  const start = (userId: string, overrides: Partial<ThreadRecord> = {}) =>
    repositories.threads.create(threadRecord(userId, at(), overrides), []);
  const reply = (thread: ThreadRecord, userId: string, status: ReplyRecord['status']) => {
    const createdAt = at();
    return repositories.replies.create(
      {
        id: randomUUID(),
        threadId: thread.id,
        userId,
        content: 'Same here.',
        status,
        createdAt,
        updatedAt: createdAt,
      },
      [],
    );
  };
  return { store, repositories, queried, list, start, reply };
}

type Call = { collection: string; method: string; argument: unknown };

/** The store, recording every collection call with its first argument (the filter, or the id). */
function recording(store: DocumentStore, heard: (call: Call) => void = () => undefined) {
  const calls: Call[] = [];
  const watched = new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property !== 'collection' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (definition: { name: string }) => {
        const collection = target.collection(definition as never) as object;
        return new Proxy(collection, {
          get(inner, method) {
            const member: unknown = Reflect.get(inner, method);
            if (typeof member !== 'function') return member;
            return (...args: unknown[]) => {
              const call = { collection: definition.name, method: String(method), argument: args[0] };
              calls.push(call);
              heard(call);
              return member.apply(inner, args) as unknown;
            };
          },
        });
      };
    },
  });
  return { watched, calls };
}

/** Every page of the list for `reader`, following the before cursor, `limit` at a time. */
async function everyPage(list: ReturnType<typeof forumOn>['list'], reader: string, limit: number) {
  const seen: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await list(reader, { limit: String(limit), ...(before ? { before } : {}) });
    seen.push(...page.map((thread) => thread.id));
    if (page.length < limit) return seen;
    before = page.at(-1)?.createdAt;
  }
}

export function threadListStories(kind: string, stores: FreshStores) {
  describe(`the thread list from the feed (${kind})`, () => {
    afterAll(() => stores.closeAll());
    const forum = async (store?: DocumentStore) => forumOn(store ?? (await stores.open()));

    it('shows the newest threads without querying the threads, and every older page exactly once', async () => {
      const { list, start, queried } = await forum();
      const writer = randomUUID();
      const started: ThreadRecord[] = [];
      for (let index = 0; index < FEED_SIZE + 60; index += 1) started.push(await start(writer));
      const newestFirst = started.map((thread) => thread.id).reverse();

      const first = await list(randomUUID());
      expect(first.map((thread) => thread.id)).toEqual(newestFirst.slice(0, 50));
      expect(queried).not.toHaveBeenCalled();

      // Pages beyond the feed read the threads themselves; the whole list is the same either way.
      expect(await everyPage(list, randomUUID(), 50)).toEqual(newestFirst);
      expect(queried).toHaveBeenCalled();
    });

    it("keeps held content to its author: their held thread and held replies, never anyone else's", async () => {
      const { list, start, reply, queried } = await forum();
      const author = randomUUID();
      const other = randomUUID();
      const open = await start(other);
      const held = await start(author, { status: 'flagged' });
      await reply(open, author, 'flagged');
      await reply(open, other, 'active');

      const asAuthor = await list(author);
      expect(asAuthor.map((thread) => thread.id).slice(0, 2)).toEqual([held.id, open.id]);
      const shown = asAuthor.find((thread) => thread.id === open.id);
      const asOther = await list(other);
      expect(asOther.map((thread) => thread.id)).not.toContain(held.id);
      const seenByOther = asOther.find((thread) => thread.id === open.id);
      // The author counts their held reply in their own view; the other reader does not.
      expect((shown?.replyCount ?? 0) - (seenByOther?.replyCount ?? 0)).toBe(1);
      expect(queried).not.toHaveBeenCalled();
    });

    it('follows moderation: a rejected thread leaves the list, an approved held one joins it', async () => {
      const { list, start, repositories, queried } = await forum();
      const author = randomUUID();
      const reader = randomUUID();
      const shown = await start(author);
      const held = await start(author, { status: 'flagged' });
      expect((await list(reader)).map((thread) => thread.id)).toContain(shown.id);

      await repositories.threads.applyDecision(shown.id, { status: 'archived', decidedAt: at() });
      await repositories.threads.applyDecision(held.id, { status: 'active', decidedAt: at() });

      const ids = (await list(reader)).map((thread) => thread.id);
      expect(ids).not.toContain(shown.id);
      expect(ids).toContain(held.id);
      expect(queried).not.toHaveBeenCalled();
    });

    it('forgets a thread or a held reply its author deleted, without reading the threads again', async () => {
      const { list, start, reply, repositories, queried } = await forum();
      const author = randomUUID();
      const deleted = await start(author);
      const kept = await start(author);
      const held = await reply(kept, author, 'flagged');
      expect((await list(author)).find((thread) => thread.id === kept.id)?.replyCount).toBe(1);

      await repositories.threads.delete(deleted, []);
      await repositories.replies.delete(held, []);

      const shown = await list(author);
      expect(shown.map((thread) => thread.id)).not.toContain(deleted.id);
      expect(shown.find((thread) => thread.id === kept.id)?.replyCount).toBe(0);
      expect(queried).not.toHaveBeenCalled();
    });

    it('never shows what the feed got wrong: a thread archived behind its back is left out, and the feed is rebuilt', async () => {
      const { store, list, start, queried } = await forum();
      const reader = randomUUID();
      const thread = await start(randomUUID());
      expect((await list(reader)).map((shown) => shown.id)).toContain(thread.id);

      // Straight to storage, as a crash between the write and the feed's change could leave it.
      await store.collection(threadsCollection).updateOne({ id: thread.id }, { set: { status: 'archived' } });
      expect((await list(reader)).map((shown) => shown.id)).not.toContain(thread.id);
      expect(queried).toHaveBeenCalledTimes(1);

      expect((await list(reader)).map((shown) => shown.id)).not.toContain(thread.id);
      expect(queried).toHaveBeenCalledTimes(1);
    });

    it('a new process builds the feed from the threads before trusting the one it finds', async () => {
      const first = await forum();
      const reader = randomUUID();
      await first.start(randomUUID());
      await first.list(reader);
      // Written behind the running process's back (another tool, or a write whose feed change was lost).
      const seeded = await first.store
        .collection(threadsCollection)
        .insert(threadRecord(randomUUID(), at(), { title: 'Seeded' }));

      const restarted = await forum(first.store);
      expect((await restarted.list(reader))[0]?.id).toBe(seeded.id);
      expect(restarted.queried).not.toHaveBeenCalled();
    });

    it("reads a warm first page by id alone: the feed, the reader's standing, blocks, reports and membership, then the threads and their authors", async () => {
      const { watched, calls } = recording(await stores.open());
      const { list, start } = await forum(watched);
      for (let index = 0; index < 60; index += 1) await start(randomUUID());
      await list(randomUUID());
      calls.length = 0;

      expect(await list(randomUUID())).toHaveLength(50);
      const byIdAlone = ({ method, argument }: (typeof calls)[number]) =>
        method === 'findById' ||
        (typeof argument === 'object' && argument !== null && Object.keys(argument).join() === 'id');
      expect(calls.filter((call) => !byIdAlone(call))).toEqual([]);
      expect(new Set(calls.map((call) => call.collection))).toEqual(
        new Set([
          'thread_feed',
          'threads',
          'authors',
          'member_standing',
          'member_blocks',
          'member_reports',
          // Their district and school (issue 16); an unaffiliated reader's district settings are never read.
          'memberships',
        ]),
      );
    });
  });
}
