import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import { z } from 'zod';
import { MongoDocumentStore } from '../src/adapters/mongo/document-store.mongo.js';
import { infraUrls } from './support/infra.js';

const { mongoUrl } = infraUrls();
const database = `hw_test_pushdown_${randomBytes(6).toString('hex')}`;
const Note = z.object({ id: z.uuid(), text: z.string(), likes: z.number() });

/** Every command the adapter sends for one collection, with its filter: mongoose's debug hook. */
interface Sent {
  method: string;
  filter: unknown;
}
let sent: Sent[] = [];
let watched = '';
const FILTERED = new Set([
  'find',
  'findOne',
  'findOneAndUpdate',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'countDocuments',
]);

beforeAll(() => {
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (collection === watched && FILTERED.has(method)) sent.push({ method, filter: args[0] });
  });
});
afterAll(() => {
  mongoose.set('debug', false);
});

/**
 * FerretDB v1 (SQLite) reads a single row only for a filter that is `{_id: <string>}` and nothing
 * else; any other filter loads the whole collection into Go (docs/architecture.md). These stories
 * pin the filters the adapter sends on its hot paths, so a change that brings back a full scan
 * fails here instead of in a benchmark.
 */
describe('MongoDocumentStore on FerretDB v1: hot paths use the one filter it pushes down', () => {
  let store: MongoDocumentStore;

  beforeAll(async () => {
    // serializeWrites as on FerretDB, whichever server the suite runs against.
    store = await MongoDocumentStore.connect(mongoUrl, database, { serializeWrites: true });
  });
  afterEach(() => {
    sent = [];
  });
  afterAll(async () => {
    await store.dropDatabase();
    await store.close();
  });

  /** A fresh collection, the one whose commands are watched. */
  function newCollectionName(): string {
    watched = `notes_${randomBytes(4).toString('hex')}`;
    return watched;
  }

  it('lookups, updates, deletes and the relay name a document by {_id} alone', async () => {
    const notes = store.collection({ name: newCollectionName(), schema: Note });
    const event = (type: string) => ({
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      payload: {},
    });
    const note = await notes.insert(
      { id: randomUUID(), text: 'hello', likes: 0 },
      { events: [event('test.note.written')] },
    );
    await store.pendingEvents(10); // the first call scans every collection once, as a safety net
    sent = [];

    expect(await notes.findById(note.id)).toEqual(note);
    expect(await notes.findOne({ id: note.id, text: 'hello' })).toEqual(note);
    expect(await notes.find({ id: { $in: [note.id, randomUUID()] } })).toEqual([note]);
    expect(await notes.count({ id: note.id, likes: { $gte: 0 } })).toBe(1);
    expect(
      await notes.updateOne(
        { id: note.id, text: 'hello' },
        { inc: { likes: 1 } },
        { events: [event('test.note.liked')] },
      ),
    ).toMatchObject({ likes: 1 });
    expect(await notes.updateOne({ id: note.id, text: 'not this' }, { inc: { likes: 1 } })).toBeNull();
    const pending = await store.pendingEvents(10);
    expect(pending.map((item) => item.event.type)).toEqual(['test.note.written', 'test.note.liked']);
    await store.markPublished(pending);
    expect(await notes.deleteOne({ id: note.id }, { events: [event('test.note.deleted')] })).toBe(true);
    expect(await notes.findById(note.id)).toBeNull();
    await store.markPublished(await store.pendingEvents(10));

    expect(sent.length).toBeGreaterThan(10);
    const byIdAlone = (filter: unknown): boolean =>
      typeof filter === 'object' &&
      filter !== null &&
      Object.keys(filter).join() === '_id' &&
      typeof (filter as { _id: unknown })._id === 'string';
    expect(sent.filter(({ filter }) => !byIdAlone(filter))).toEqual([]);
  });

  it('with nothing written, asking for pending events reads nothing at all', async () => {
    const notes = store.collection({ name: newCollectionName(), schema: Note });
    await notes.insert({ id: randomUUID(), text: 'quiet', likes: 0 });
    await store.pendingEvents(10);
    sent = [];
    for (let poll = 0; poll < 5; poll += 1) expect(await store.pendingEvents(10)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('events another process left behind are found by the periodic scan', async () => {
    const name = newCollectionName();
    const relaying = await MongoDocumentStore.connect(mongoUrl, database, {
      serializeWrites: true,
      outboxRescanMs: 100,
    });
    try {
      relaying.collection({ name, schema: Note });
      expect(await relaying.pendingEvents(10)).toEqual([]);
      const written = {
        id: randomUUID(),
        type: 'test.note.written',
        version: 1,
        occurredAt: new Date().toISOString(),
        payload: {},
      };
      const note = await store
        .collection({ name, schema: Note })
        .insert({ id: randomUUID(), text: 'elsewhere', likes: 0 }, { events: [written] });
      // The scan waits at least 100 ms, and twenty times its own last duration on a busy machine.
      let found = await relaying.pendingEvents(10);
      for (const deadline = Date.now() + 10_000; found.length === 0 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = await relaying.pendingEvents(10);
      }
      expect(found).toEqual([{ collection: name, docId: note.id, event: written }]);
    } finally {
      await relaying.close();
    }
  });
});

/**
 * The FerretDB that scripts/infra/infra.sh builds carries one patch (see FERRETDB_PATCH_* there):
 * its lookup by `_id` is written in the form of the unique index it creates, so SQLite searches the
 * index instead of scanning the table on every find, update and delete by id.
 */
describe('the FerretDB the infra script builds', () => {
  it('finds a document by _id through its unique index, not a scan of the table', async () => {
    const client = await mongoose.createConnection(mongoUrl, { dbName: database }).asPromise();
    try {
      const db = client.db;
      if (!db) throw new Error('no database handle');
      const name = `plan_${randomBytes(4).toString('hex')}`;
      await db.collection(name).insertOne({ _id: 'one' as never, text: 'a note' });
      const explained = await db.command({ explain: { find: name, filter: { _id: 'one' } } });
      // MongoDB says IDHACK or an index scan; FerretDB's SQLite backend returns SQLite's plan.
      const plan = JSON.stringify(explained['queryPlanner']);
      if (plan.includes('"Plan"')) {
        expect(plan).toMatch(/SEARCH \S+ USING INDEX \S+__id_/);
        expect(plan).not.toMatch(/SCAN /);
      } else {
        expect(plan).toMatch(/IDHACK|IXSCAN|EXPRESS_IXSCAN/);
      }
    } finally {
      await client.close();
    }
  });
});
