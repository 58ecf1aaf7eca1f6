import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { EventEnvelope } from '@heartwise/contracts';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionDefinition,
  type DocumentStore,
  type FieldOperators,
  type Filter,
} from '../../src/ports/document-store.port.js';

const Thread = z.object({
  id: z.uuid(),
  title: z.string().min(1),
  authorId: z.string(),
  topic: z.string(),
  tags: z.array(z.string()),
  replyCount: z.number().int().min(0),
  status: z.enum(['published', 'hidden', 'removed']),
  pinnedAt: z.iso.datetime().optional(),
  createdAt: z.iso.datetime(),
});
type Thread = z.infer<typeof Thread>;

const Account = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
});
type Account = z.infer<typeof Account>;

const CheckIn = z.object({
  id: z.uuid(),
  userId: z.string(),
  day: z.string(),
  mood: z.number().int().min(1).max(5),
});
type CheckIn = z.infer<typeof CheckIn>;

/** 12:00 UTC on 1 January 2026, plus some minutes: ISO strings that sort as they read. */
const at = (minutes: number): string => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();

let threadNumber = 0;
function thread(overrides: Partial<Thread> = {}): Thread {
  threadNumber += 1;
  return {
    id: randomUUID(),
    title: `Thread ${threadNumber}`,
    authorId: 'author-1',
    topic: 'school',
    tags: [],
    replyCount: 0,
    status: 'published',
    createdAt: at(threadNumber),
    ...overrides,
  };
}

function event(type: string, occurredAt: string): EventEnvelope {
  // A payload FerretDB could not hold as a document (a dotted key, nested arrays) must still travel.
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt,
    payload: { 'a.b': 1, grid: [[1, 2], [3]], note: type },
  };
}

/**
 * An operator on the items of the `tags` array. The stores (like MongoDB) apply $in/$nin/$ne to
 * array items, but the port's FieldFilter types them with the whole array as V, hence the cast.
 */
const onTags = (operators: FieldOperators<string>): Filter<Thread> => ({ tags: operators }) as Filter<Thread>;

const ids = (docs: { id: string }[]): string[] => docs.map((doc) => doc.id);
const sortedIds = (docs: { id: string }[]): string[] => ids(docs).sort();

/**
 * What every DocumentStore must do: the port's query language, updates, unique indexes, schema
 * checks and the outbox the relay reads. `open` gives a store for one test (it is closed after the
 * test); every test declares collections of its own, so a store over a shared database sees only
 * its own documents. `cleanup` runs once at the end (e.g. drops the run's database).
 */
export function documentStoreConformance(
  name: string,
  open: () => Promise<DocumentStore>,
  cleanup?: () => Promise<void>,
  /**
   * Whether the server makes a conditional write atomic with its condition. False only for the
   * compare-and-set path run against FerretDB v1, which cannot: the stories of writers racing on one
   * document are then not part of the run (they would test FerretDB, not the path's logic).
   */
  capabilities: { atomicConditionalWrites: boolean } = { atomicConditionalWrites: true },
): void {
  /** A story about concurrent writers to one document: only where the server can make it true. */
  const racing = capabilities.atomicConditionalWrites ? it : undefined;
  describe(`DocumentStore (${name})`, () => {
    let store: DocumentStore;
    let testNumber = 0;
    let threads: Collection<Thread>;
    const named = (base: string): string => `${base}_${testNumber}`;
    const declare = <T extends { id: string }>(definition: CollectionDefinition<T>): Collection<T> =>
      store.collection({ ...definition, name: named(definition.name) });

    beforeEach(async () => {
      testNumber += 1;
      store = await open();
      threads = declare({ name: 'threads', schema: Thread });
    });
    afterEach(async () => {
      await store.close();
    });
    afterAll(async () => {
      await cleanup?.();
    });

    describe('documents', () => {
      it('an inserted document reads back as it was written, by id and by filter, with nothing else on it', async () => {
        const written = thread({ tags: ['kindness', 'friends'], pinnedAt: at(0) });
        expect(await threads.insert(written)).toEqual(written);
        const found = await threads.findById(written.id);
        expect(found).toEqual(written);
        expect(Object.keys(found ?? {}).sort()).toEqual(Object.keys(written).sort());
        expect(await threads.findOne({ title: written.title })).toEqual(written);
        expect(await threads.find({ authorId: 'author-1' })).toEqual([written]);
        expect(await threads.findById(randomUUID())).toBeNull();
        expect(await threads.findOne({ title: 'nobody wrote this' })).toBeNull();
      });

      it('an id is taken once: a second insert with it is a DuplicateKeyError', async () => {
        const first = await threads.insert(thread());
        await expect(threads.insert(thread({ id: first.id, title: 'again' }))).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(await threads.findById(first.id)).toEqual(first);
      });

      it('what the schema refuses is never stored, whether inserted or updated', async () => {
        await expect(threads.insert(thread({ title: '' }))).rejects.toThrow();
        expect(await threads.count({})).toBe(0);

        const kept = await threads.insert(thread());
        await expect(threads.updateOne({ id: kept.id }, { set: { title: '' } })).rejects.toThrow();
        await expect(threads.updateOne({ id: kept.id }, { inc: { replyCount: -1 } })).rejects.toThrow();
        await expect(threads.updateOne({ id: kept.id }, { unset: ['title'] })).rejects.toThrow();
        await expect(
          threads.updateMany({}, { set: { status: 'gone' as Thread['status'] } }),
        ).rejects.toThrow();
        expect(await threads.findById(kept.id)).toEqual(kept);

        // updateMany is all or nothing: one document that would break the schema stops them all.
        const busy = await threads.insert(thread({ replyCount: 3 }));
        await expect(threads.updateMany({}, { inc: { replyCount: -1 } })).rejects.toThrow();
        expect(await threads.find({}, { sort: { createdAt: 1 } })).toEqual([kept, busy]);
      });

      it('documents handed out are copies: changing one changes nothing stored', async () => {
        const written = thread({ tags: ['a'] });
        const returned = await threads.insert(written);
        returned.tags.push('changed');
        written.tags.push('changed too');
        const found = await threads.findById(written.id);
        if (!found) throw new Error('missing');
        found.title = 'changed';
        expect(await threads.findById(written.id)).toEqual({ ...written, tags: ['a'] });
      });

      it('an optional field left undefined is absent', async () => {
        const written = await threads.insert({ ...thread(), pinnedAt: undefined });
        expect(await threads.count({ pinnedAt: { $exists: false } })).toBe(1);
        expect((await threads.findById(written.id))?.pinnedAt).toBeUndefined();
      });
    });

    describe('queries', () => {
      let kindness: Thread;
      let school: Thread;
      let hidden: Thread;
      let pinned: Thread;
      let busy: Thread;
      beforeEach(async () => {
        kindness = await threads.insert(
          thread({ topic: 'kindness', tags: ['kindness', 'friends'], replyCount: 2 }),
        );
        school = await threads.insert(thread({ topic: 'school', tags: ['exams'], replyCount: 0 }));
        hidden = await threads.insert(thread({ topic: 'school', tags: [], status: 'hidden', replyCount: 5 }));
        pinned = await threads.insert(
          thread({ topic: 'kindness', tags: ['friends'], pinnedAt: at(90), replyCount: 7 }),
        );
        busy = await threads.insert(
          thread({ topic: 'family', tags: ['home', 'kindness'], replyCount: 12, authorId: 'author-2' }),
        );
      });

      it('equality on an array field finds the documents holding the value', async () => {
        expect(sortedIds(await threads.find({ tags: 'kindness' }))).toEqual(sortedIds([kindness, busy]));
        expect(sortedIds(await threads.find({ tags: 'friends' }))).toEqual(sortedIds([kindness, pinned]));
        expect(await threads.find({ tags: 'nothing' })).toEqual([]);
      });

      it('$in and $nin, on plain fields and on array fields', async () => {
        expect(sortedIds(await threads.find({ topic: { $in: ['family', 'kindness'] } }))).toEqual(
          sortedIds([kindness, pinned, busy]),
        );
        expect(sortedIds(await threads.find(onTags({ $in: ['exams', 'home'] })))).toEqual(
          sortedIds([school, busy]),
        );
        expect(sortedIds(await threads.find({ topic: { $nin: ['school'] } }))).toEqual(
          sortedIds([kindness, pinned, busy]),
        );
        expect(sortedIds(await threads.find(onTags({ $nin: ['kindness', 'exams'] })))).toEqual(
          sortedIds([hidden, pinned]),
        );
        expect(await threads.find({ topic: { $in: [] } })).toEqual([]);
      });

      it('$ne leaves out equal values, and arrays holding the value', async () => {
        expect(sortedIds(await threads.find({ status: { $ne: 'published' } }))).toEqual([hidden.id]);
        expect(sortedIds(await threads.find(onTags({ $ne: 'friends' })))).toEqual(
          sortedIds([school, hidden, busy]),
        );
      });

      it('ranges on numbers and on ISO timestamps', async () => {
        expect(sortedIds(await threads.find({ replyCount: { $gt: 2 } }))).toEqual(
          sortedIds([hidden, pinned, busy]),
        );
        expect(sortedIds(await threads.find({ replyCount: { $gte: 2, $lte: 7 } }))).toEqual(
          sortedIds([kindness, hidden, pinned]),
        );
        expect(sortedIds(await threads.find({ replyCount: { $lt: 2 } }))).toEqual([school.id]);
        expect(
          sortedIds(await threads.find({ createdAt: { $gte: school.createdAt, $lt: pinned.createdAt } })),
        ).toEqual(sortedIds([school, hidden]));
      });

      it('$exists tells a present field from an absent one', async () => {
        expect(ids(await threads.find({ pinnedAt: { $exists: true } }))).toEqual([pinned.id]);
        expect(await threads.count({ pinnedAt: { $exists: false } })).toBe(4);
      });

      it('every condition of a filter must hold, and id takes operators like any field', async () => {
        expect(ids(await threads.find({ topic: 'school', status: 'published' }))).toEqual([school.id]);
        expect(sortedIds(await threads.find({ id: { $in: [kindness.id, busy.id, randomUUID()] } }))).toEqual(
          sortedIds([kindness, busy]),
        );
        expect(await threads.count({ id: { $ne: kindness.id } })).toBe(4);
        expect(await threads.count({ id: { $nin: [kindness.id, school.id] }, topic: 'school' })).toBe(1);
      });

      it('an undefined condition is no condition', async () => {
        expect(await threads.count({ authorId: undefined })).toBe(5);
        expect(await threads.count({ authorId: undefined, topic: 'school' })).toBe(2);
      });

      it('count counts what find finds', async () => {
        expect(await threads.count({})).toBe(5);
        expect(await threads.count({ topic: 'kindness' })).toBe(2);
        expect(await threads.count({ tags: 'kindness', replyCount: { $gt: 5 } })).toBe(1);
        expect(await threads.count({ topic: 'none' })).toBe(0);
      });

      it('sorts on several keys, then skips and limits', async () => {
        const byTopicThenBusiest = [busy, pinned, kindness, hidden, school];
        expect(ids(await threads.find({}, { sort: { topic: 1, replyCount: -1 } }))).toEqual(
          ids(byTopicThenBusiest),
        );
        expect(
          ids(await threads.find({}, { sort: { topic: 1, replyCount: -1 }, skip: 1, limit: 3 })),
        ).toEqual(ids(byTopicThenBusiest.slice(1, 4)));
        expect(
          ids(await threads.find({}, { sort: { topic: 1, replyCount: -1 }, skip: 4, limit: 3 })),
        ).toEqual([school.id]);
        expect(await threads.find({}, { sort: { topic: 1 }, skip: 5 })).toEqual([]);
        expect(await threads.find({}, { limit: 0 })).toEqual([]);
        expect(ids(await threads.find({ topic: 'school' }, { sort: { createdAt: -1 } }))).toEqual([
          hidden.id,
          school.id,
        ]);
      });

      it('pinned threads first: a missing sort field comes last descending and first ascending', async () => {
        const newestPinnedFirst = await threads.find({}, { sort: { pinnedAt: -1, createdAt: -1 } });
        expect(ids(newestPinnedFirst)).toEqual(ids([pinned, busy, hidden, school, kindness]));
        const ascending = await threads.find({}, { sort: { pinnedAt: 1, createdAt: 1 } });
        expect(ids(ascending)).toEqual(ids([kindness, school, hidden, busy, pinned]));
      });

      it('findOne takes the first document in sort order', async () => {
        expect((await threads.findOne({ topic: 'kindness' }, { sort: { replyCount: -1 } }))?.id).toBe(
          pinned.id,
        );
        expect((await threads.findOne({}, { sort: { createdAt: 1 } }))?.id).toBe(kindness.id);
        expect((await threads.findOne({}, { sort: { createdAt: 1 }, skip: 1 }))?.id).toBe(school.id);
      });
    });

    describe('updates and deletes', () => {
      it('updateOne sets, increments and unsets in one go and returns the document as it is after', async () => {
        const written = await threads.insert(thread({ pinnedAt: at(1), replyCount: 3 }));
        const after = await threads.updateOne(
          { id: written.id },
          { set: { title: 'Renamed', tags: ['new'] }, inc: { replyCount: 2 }, unset: ['pinnedAt'] },
        );
        const expected = { ...written, title: 'Renamed', tags: ['new'], replyCount: 5, pinnedAt: undefined };
        expect(after).toEqual(expected);
        expect(await threads.findById(written.id)).toEqual(expected);
        expect(await threads.count({ pinnedAt: { $exists: true } })).toBe(0);

        // Setting a field to undefined clears it; setting and incrementing one field adds to the set value.
        const pinned = await threads.insert(thread({ pinnedAt: at(2) }));
        expect(await threads.updateOne({ id: pinned.id }, { set: { pinnedAt: undefined } })).toEqual({
          ...pinned,
          pinnedAt: undefined,
        });
        expect(await threads.count({ id: pinned.id, pinnedAt: { $exists: false } })).toBe(1);
        expect(
          (await threads.updateOne({ id: pinned.id }, { set: { replyCount: 10 }, inc: { replyCount: 1 } }))
            ?.replyCount,
        ).toBe(11);
      });

      it('updateOne returns null and changes nothing when nothing matches', async () => {
        const written = await threads.insert(thread());
        expect(await threads.updateOne({ id: randomUUID() }, { set: { title: 'x' } })).toBeNull();
        expect(
          await threads.updateOne({ id: written.id, status: 'hidden' }, { set: { title: 'x' } }),
        ).toBeNull();
        expect(await threads.findById(written.id)).toEqual(written);
      });

      it('updateOne touches one document only, even when several match', async () => {
        await threads.insert(thread({ topic: 'same' }));
        await threads.insert(thread({ topic: 'same' }));
        const after = await threads.updateOne({ topic: 'same' }, { set: { status: 'hidden' } });
        expect(after?.status).toBe('hidden');
        expect(await threads.count({ topic: 'same', status: 'hidden' })).toBe(1);
      });

      racing?.('increments made at the same time all count', async () => {
        const written = await threads.insert(thread());
        await Promise.all(
          Array.from({ length: 10 }, () => threads.updateOne({ id: written.id }, { inc: { replyCount: 1 } })),
        );
        expect((await threads.findById(written.id))?.replyCount).toBe(10);
      });

      racing?.(
        'increments at the same time to several documents, by id and by other fields, all count',
        async () => {
          const first = await threads.insert(thread({ topic: 'first' }));
          const second = await threads.insert(thread({ topic: 'second' }));
          const times = (count: number, write: () => Promise<unknown>) =>
            Array.from({ length: count }, write);
          await Promise.all([
            ...times(10, () => threads.updateOne({ id: first.id }, { inc: { replyCount: 1 } })),
            ...times(10, () => threads.updateOne({ id: second.id }, { inc: { replyCount: 1 } })),
            ...times(5, () => threads.updateOne({ topic: 'first' }, { inc: { replyCount: 1 } })),
            ...times(5, () => threads.updateMany({ topic: 'second' }, { inc: { replyCount: 1 } })),
          ]);
          expect((await threads.findById(first.id))?.replyCount).toBe(15);
          expect((await threads.findById(second.id))?.replyCount).toBe(15);
        },
      );

      it('updateMany and deleteMany say how many documents they touched', async () => {
        for (let index = 0; index < 4; index += 1) await threads.insert(thread({ authorId: 'leaving' }));
        const staying = await threads.insert(thread({ authorId: 'staying' }));
        expect(
          await threads.updateMany(
            { authorId: 'leaving' },
            { set: { status: 'hidden' }, inc: { replyCount: 1 } },
          ),
        ).toBe(4);
        expect(await threads.count({ status: 'hidden', replyCount: 1 })).toBe(4);
        expect(await threads.updateMany({ authorId: 'nobody' }, { set: { status: 'hidden' } })).toBe(0);
        expect(await threads.deleteMany({ authorId: 'leaving' })).toBe(4);
        expect(await threads.deleteMany({ authorId: 'leaving' })).toBe(0);
        expect(await threads.find({})).toEqual([staying]);
      });

      it('deleteOne deletes one match and says whether it did', async () => {
        const first = await threads.insert(thread({ topic: 'same' }));
        const second = await threads.insert(thread({ topic: 'same' }));
        expect(await threads.deleteOne({ id: first.id })).toBe(true);
        expect(await threads.findById(first.id)).toBeNull();
        expect(await threads.deleteOne({ id: first.id })).toBe(false);
        expect(await threads.deleteOne({ topic: 'same' })).toBe(true);
        expect(await threads.findById(second.id)).toBeNull();
        expect(await threads.deleteOne({ topic: 'same' })).toBe(false);
      });
    });

    describe('unique indexes', () => {
      it('a unique index refuses a second document with the same value, on insert and on update', async () => {
        const accounts = declare({
          name: 'accounts',
          schema: Account,
          indexes: [{ fields: { email: 1 }, unique: true }],
        });
        await store.ensureIndexes();
        await store.ensureIndexes(); // at every start: running it again is harmless
        const ada: Account = { id: randomUUID(), email: 'ada@example.org', displayName: 'Ada' };
        const bo: Account = { id: randomUUID(), email: 'bo@example.org', displayName: 'Bo' };
        await accounts.insert(ada);
        await expect(accounts.insert({ ...bo, email: ada.email })).rejects.toBeInstanceOf(DuplicateKeyError);
        await accounts.insert(bo);
        await expect(accounts.updateOne({ id: bo.id }, { set: { email: ada.email } })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(await accounts.findById(bo.id)).toEqual(bo);
        expect(await accounts.updateOne({ id: bo.id }, { set: { email: 'bo@example.net' } })).toEqual({
          ...bo,
          email: 'bo@example.net',
        });
        await accounts.insert({ id: randomUUID(), email: 'bo@example.org', displayName: 'Another Bo' });
        expect(await accounts.count({})).toBe(3);
      });

      it('insertMany inserts every document it can and names the ones a taken key refused', async () => {
        const accounts = declare({
          name: 'accounts',
          schema: Account,
          indexes: [{ fields: { email: 1 }, unique: true }],
        });
        await store.ensureIndexes();
        const ada: Account = { id: randomUUID(), email: 'ada@example.org', displayName: 'Ada' };
        await accounts.insert(ada);
        const bo: Account = { id: randomUUID(), email: 'bo@example.org', displayName: 'Bo' };
        const cy: Account = { id: randomUUID(), email: 'cy@example.org', displayName: 'Cy' };
        const result = await accounts.insertMany([
          { doc: bo },
          { doc: { id: randomUUID(), email: ada.email, displayName: 'Not Ada' } },
          { doc: { ...ada, displayName: 'Ada again' } },
          { doc: cy },
          { doc: { id: randomUUID(), email: bo.email, displayName: 'Not Bo' } },
        ]);
        expect(result.refused).toEqual([1, 2, 4]);
        expect(sortedIds(await accounts.find({}))).toEqual(sortedIds([ada, bo, cy]));
        expect(await accounts.findById(ada.id)).toEqual(ada);
        expect(await accounts.insertMany([])).toEqual({ refused: [] });
      });

      it('a compound unique index refuses only the same combination', async () => {
        const checkIns = declare({
          name: 'check_ins',
          schema: CheckIn,
          indexes: [{ fields: { userId: 1, day: 1 }, unique: true }, { fields: { day: -1 } }],
        });
        await store.ensureIndexes();
        const first: CheckIn = { id: randomUUID(), userId: 'u1', day: '2026-01-01', mood: 3 };
        await checkIns.insert(first);
        await checkIns.insert({ ...first, id: randomUUID(), day: '2026-01-02' });
        await checkIns.insert({ ...first, id: randomUUID(), userId: 'u2' });
        await expect(checkIns.insert({ ...first, id: randomUUID(), mood: 5 })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(await checkIns.count({})).toBe(3);
      });
    });

    describe('outbox', () => {
      it('events written with an insert, an update and a delete wait in the outbox, oldest first', async () => {
        const a = await threads.insert(thread(), { events: [event('forum.thread.created', at(20))] });
        await threads.updateOne(
          { id: a.id },
          { inc: { replyCount: 1 } },
          { events: [event('forum.thread.replied', at(30))] },
        );
        const b = await threads.insert(thread(), { events: [event('forum.thread.created', at(10))] });
        const c = await threads.insert(thread());
        await threads.deleteOne({ id: c.id }, { events: [event('forum.thread.deleted', at(40))] });

        const pending = await store.pendingEvents(10);
        expect(pending.map((item) => item.event.occurredAt)).toEqual([at(10), at(20), at(30), at(40)]);
        expect(pending.map((item) => item.docId)).toEqual([b.id, a.id, a.id, c.id]);
        expect(pending.every((item) => item.collection === threads.name)).toBe(true);
        expect(pending.map((item) => item.event.type)).toEqual([
          'forum.thread.created',
          'forum.thread.created',
          'forum.thread.replied',
          'forum.thread.deleted',
        ]);
        expect((await store.pendingEvents(2)).map((item) => item.event.occurredAt)).toEqual([at(10), at(20)]);
        expect(await store.pendingEvents(0)).toEqual([]);
      });

      it('insertMany keeps each document with its own events, and a refused one adds none', async () => {
        const taken = await threads.insert(thread());
        const a = thread();
        const b = thread();
        const { refused } = await threads.insertMany([
          { doc: a, events: [event('forum.thread.created', at(20))] },
          { doc: { ...taken, title: 'again' }, events: [event('forum.thread.created', at(5))] },
          { doc: b, events: [event('forum.thread.created', at(10)), event('forum.thread.pinned', at(10))] },
        ]);
        expect(refused).toEqual([1]);
        const pending = await store.pendingEvents(10);
        expect(pending.map((item) => [item.docId, item.event.type])).toEqual([
          [b.id, 'forum.thread.created'],
          [b.id, 'forum.thread.pinned'],
          [a.id, 'forum.thread.created'],
        ]);
        await store.markPublished(pending);
        expect(await store.pendingEvents(10)).toEqual([]);
        expect(await threads.findById(a.id)).toEqual(a);
      });

      it("a bulk job's many outboxes go out oldest first, and an event written after the read stays", async () => {
        const docs = Array.from({ length: 120 }, () => thread());
        await threads.insertMany(
          docs.map((doc, index) => ({ doc, events: [event('forum.thread.created', at(100 + index))] })),
        );
        const pending = await store.pendingEvents(500);
        expect(pending.map((item) => item.docId)).toEqual(ids(docs));
        // Written between the relay's read and its markPublished: must not be taken off with the rest.
        const late = event('forum.thread.replied', at(999));
        await threads.updateOne({ id: docs[7]?.id }, { inc: { replyCount: 1 } }, { events: [late] });
        await store.markPublished(pending);
        expect((await store.pendingEvents(500)).map((item) => item.event.id)).toEqual([late.id]);
        expect(await threads.count({})).toBe(120);
      });

      it('events come back exactly as written, whatever their payload', async () => {
        const written = event('forum.thread.created', at(5));
        const doc = await threads.insert(thread(), { events: [written] });
        expect(await store.pendingEvents(10)).toEqual([
          { collection: threads.name, docId: doc.id, event: written },
        ]);
      });

      it('events of one write with the same time keep the order they were written in', async () => {
        const written = [
          event('forum.thread.created', at(5)),
          event('forum.thread.pinned', at(5)),
          event('forum.thread.tagged', at(5)),
        ];
        await threads.insert(thread(), { events: written });
        expect((await store.pendingEvents(10)).map((item) => item.event.id)).toEqual(ids(written));
      });

      it('markPublished removes exactly the events it is given, and the rest keep their order', async () => {
        const early = event('forum.thread.created', at(1));
        const late = event('forum.thread.replied', at(50));
        const between = event('forum.thread.created', at(30));
        const a = await threads.insert(thread(), { events: [early] });
        await threads.updateOne({ id: a.id }, { inc: { replyCount: 1 } }, { events: [late] });
        await threads.insert(thread(), { events: [between] });

        const [first] = await store.pendingEvents(1);
        expect(first?.event.id).toBe(early.id);
        await store.markPublished(first ? [first] : []);
        // The next oldest is on another document, even though `a` still has an event waiting.
        expect((await store.pendingEvents(1)).map((item) => item.event.id)).toEqual([between.id]);
        expect((await store.pendingEvents(10)).map((item) => item.event.id)).toEqual([between.id, late.id]);
        // The document itself is untouched by publishing.
        expect((await threads.findById(a.id))?.replyCount).toBe(1);

        await store.markPublished(await store.pendingEvents(10));
        expect(await store.pendingEvents(10)).toEqual([]);
        expect(await threads.count({})).toBe(2);
        // Publishing twice (a relay retrying) or publishing what is gone is harmless.
        await store.markPublished([{ collection: threads.name, docId: a.id, event: late }]);
        await store.markPublished([{ collection: 'never_declared', docId: randomUUID(), event: late }]);
      });

      it('a delete that carries events hides the document at once; it is gone for good once they are published', async () => {
        const doomed = await threads.insert(thread({ topic: 'doomed' }));
        const deleted = event('forum.thread.deleted', at(7));
        expect(await threads.deleteOne({ id: doomed.id }, { events: [deleted] })).toBe(true);

        expect(await threads.findById(doomed.id)).toBeNull();
        expect(await threads.find({ topic: 'doomed' })).toEqual([]);
        expect(await threads.count({})).toBe(0);
        expect(await threads.updateOne({ id: doomed.id }, { set: { title: 'back?' } })).toBeNull();
        expect(await threads.updateMany({}, { set: { title: 'back?' } })).toBe(0);
        expect(await threads.deleteOne({ id: doomed.id })).toBe(false);
        expect(await threads.deleteMany({})).toBe(0);
        // Its id stays taken until the relay has published what the delete caused.
        await expect(threads.insert(doomed)).rejects.toBeInstanceOf(DuplicateKeyError);

        const pending = await store.pendingEvents(10);
        expect(pending).toEqual([{ collection: threads.name, docId: doomed.id, event: deleted }]);
        await store.markPublished(pending);
        expect(await store.pendingEvents(10)).toEqual([]);
        expect(await threads.insert(doomed)).toEqual(doomed);
      });

      it('a delete without events never throws away events still waiting', async () => {
        const created = event('forum.thread.created', at(3));
        const waiting = await threads.insert(thread({ authorId: 'leaving' }), { events: [created] });
        const published = await threads.insert(thread({ authorId: 'leaving' }));
        expect(await threads.deleteMany({ authorId: 'leaving' })).toBe(2);
        expect(await threads.count({})).toBe(0);
        expect((await store.pendingEvents(10)).map((item) => item.event.id)).toEqual([created.id]);
        await store.markPublished(await store.pendingEvents(10));

        const again = await threads.insert(thread(), { events: [event('forum.thread.created', at(4))] });
        expect(await threads.deleteOne({ id: again.id })).toBe(true);
        expect(await threads.findById(again.id)).toBeNull();
        expect(await store.pendingEvents(10)).toHaveLength(1);
        await store.markPublished(await store.pendingEvents(10));
        expect(await store.pendingEvents(10)).toEqual([]);
        expect(await threads.insert({ ...waiting })).toEqual(waiting);
        expect(await threads.insert({ ...published })).toEqual(published);
      });

      racing?.(
        'events written while the relay publishes are never lost, and every increment counts',
        async () => {
          const doc = await threads.insert(thread());
          const written: string[] = [];
          const published = new Set<string>();
          const writes = Array.from({ length: 20 }, async (_, index) => {
            const replied = event('forum.thread.replied', at(index));
            written.push(replied.id);
            await threads.updateOne({ id: doc.id }, { inc: { replyCount: 1 } }, { events: [replied] });
          });
          const relay = (async () => {
            for (let round = 0; round < 10; round += 1) {
              const batch = await store.pendingEvents(3);
              for (const item of batch) published.add(item.event.id);
              await store.markPublished(batch);
            }
          })();
          await Promise.all([...writes, relay]);
          for (const item of await store.pendingEvents(100)) published.add(item.event.id);
          expect([...published].sort()).toEqual([...written].sort());
          expect((await threads.findById(doc.id))?.replyCount).toBe(20);
        },
      );

      it('onEventsWritten fires after each write that carried events, until unsubscribed', async () => {
        let calls = 0;
        const unsubscribe = store.onEventsWritten(() => {
          calls += 1;
        });
        const doc = await threads.insert(thread());
        await threads.updateOne({ id: doc.id }, { inc: { replyCount: 1 } });
        await threads.updateMany({}, { inc: { replyCount: 1 } });
        expect(calls).toBe(0);

        await threads.insert(thread(), { events: [event('forum.thread.created', at(1))] });
        expect(calls).toBe(1);
        await threads.updateOne(
          { id: doc.id },
          { inc: { replyCount: 1 } },
          { events: [event('forum.thread.replied', at(2))] },
        );
        expect(calls).toBe(2);
        await threads.deleteOne({ id: doc.id }, { events: [event('forum.thread.deleted', at(3))] });
        expect(calls).toBe(3);
        // Nothing written, nothing announced.
        await threads.updateOne(
          { id: randomUUID() },
          { inc: { replyCount: 1 } },
          { events: [event('forum.thread.replied', at(4))] },
        );
        expect(calls).toBe(3);

        unsubscribe();
        await threads.insert(thread(), { events: [event('forum.thread.created', at(5))] });
        expect(calls).toBe(3);
        expect(await store.pendingEvents(10)).toHaveLength(4);
      });
    });

    describe('collections', () => {
      it('two collections are isolated, and the outbox spans both', async () => {
        const accounts = declare({ name: 'accounts', schema: Account });
        const shared = randomUUID();
        const post = await threads.insert(thread({ id: shared }), {
          events: [event('forum.thread.created', at(2))],
        });
        const person = await accounts.insert(
          { id: shared, email: 'ada@example.org', displayName: 'Ada' },
          { events: [event('identity.user.registered', at(1))] },
        );
        expect(await threads.findById(shared)).toEqual(post);
        expect(await accounts.findById(shared)).toEqual(person);
        expect(await accounts.count({})).toBe(1);

        const pending = await store.pendingEvents(10);
        expect(pending.map((item) => [item.collection, item.docId])).toEqual([
          [accounts.name, shared],
          [threads.name, shared],
        ]);

        expect(await threads.deleteOne({ id: shared })).toBe(true);
        expect(await accounts.findById(shared)).toEqual(person);
        await store.markPublished(pending);
        expect(await accounts.findById(shared)).toEqual(person);
        expect(await store.pendingEvents(10)).toEqual([]);
      });

      it('declaring a collection again gives the same documents', async () => {
        const doc = await threads.insert(thread());
        const again = declare({ name: 'threads', schema: Thread });
        expect(await again.findById(doc.id)).toEqual(doc);
      });

      it('answers a ping while it is up', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });

    describe('a youth scrolls the forum newest first, page by page', () => {
      it('pages by "created before the last one seen" until nothing is left, missing nothing and repeating nothing', async () => {
        const written: Thread[] = [];
        for (let minute = 0; minute < 25; minute += 1) {
          written.push(
            await threads.insert(
              thread({ createdAt: at(minute), topic: minute % 5 === 0 ? 'hidden' : 'school' }),
            ),
          );
        }
        const visible = written.filter((doc) => doc.topic === 'school').reverse();
        const seen: Thread[] = [];
        let before: string | undefined;
        for (let page = 0; page < 10; page += 1) {
          const found = await threads.find(
            { topic: 'school', ...(before ? { createdAt: { $lt: before } } : {}) },
            { sort: { createdAt: -1 }, limit: 8 },
          );
          if (found.length === 0) break;
          seen.push(...found);
          before = found[found.length - 1]?.createdAt;
        }
        expect(ids(seen)).toEqual(ids(visible));
        expect(seen).toHaveLength(20);
      });
    });
  });
}
