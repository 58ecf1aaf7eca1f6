import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mongoose';
import { z } from 'zod';
import {
  DocumentStoreUnavailableError,
  MongoDocumentStore,
} from '../src/adapters/mongo/document-store.mongo.js';
import { documentStoreConformance } from './conformance/document-store.conformance.js';
import { infraUrls } from './support/infra.js';
import { freePort, TcpProxy } from './support/tcp-proxy.js';

const { mongoUrl } = infraUrls();
// This run's own database, so parallel runs and other suites on the test FerretDB never meet;
// dropped at the end.
const database = `hw_test_docstore_${randomBytes(6).toString('hex')}`;
const dropDatabase = async (name: string): Promise<void> => {
  const store = await MongoDocumentStore.connect(mongoUrl, name);
  await store.dropDatabase();
  await store.close();
};

documentStoreConformance(
  'mongo',
  () => MongoDocumentStore.connect(mongoUrl, database),
  () => dropDatabase(database),
);

// The path MongoDB takes in production (writes not serialized: each write repeats what it read as a
// compare-and-set), run against FerretDB all the same so it is exercised at all. FerretDB v1 checks
// a filter on a copy, not atomically with the write, so this run proves the path's logic, not its
// isolation under concurrent writers (docs/architecture.md).
const casDatabase = `${database}_cas`;
documentStoreConformance(
  'mongo, compare-and-set writes (the MongoDB path)',
  () => MongoDocumentStore.connect(mongoUrl, casDatabase, { serializeWrites: false }),
  () => dropDatabase(casDatabase),
  { atomicConditionalWrites: false },
);

const Note = z.object({ id: z.uuid(), text: z.string() });

describe('MongoDocumentStore', () => {
  const ownDatabase = `${database}_own`;
  afterAll(() => dropDatabase(ownDatabase));

  it('keeps a write and its events in one document: our id as _id, the outbox beside the fields', async () => {
    const name = `hw_test_docstore_${randomBytes(6).toString('hex')}`;
    const store = await MongoDocumentStore.connect(mongoUrl, name);
    const raw = createConnection(mongoUrl, { dbName: name });
    try {
      const notes = store.collection({ name: 'notes', schema: Note });
      const id = randomUUID();
      const occurredAt = new Date().toISOString();
      const eventId = randomUUID();
      await notes.insert(
        { id, text: 'hello' },
        { events: [{ id: eventId, type: 'test.note.written', version: 1, occurredAt, payload: {} }] },
      );
      await raw.asPromise();
      const stored = await raw.collection('notes').findOne({ _id: id as unknown as never });
      expect(stored).toMatchObject({
        _id: id,
        text: 'hello',
        _pendingSince: occurredAt,
        _outbox: [{ id: eventId, type: 'test.note.written', occurredAt }],
      });
      expect(stored).not.toHaveProperty('id');

      await store.markPublished(await store.pendingEvents(10));
      const published = await raw.collection('notes').findOne({ _id: id as unknown as never });
      expect(published).toEqual({ _id: id, text: 'hello' });
    } finally {
      await store.dropDatabase();
      await store.close();
      await raw.close();
    }
  });

  it('says clearly that MongoDB cannot be reached when nothing listens at start', async () => {
    const port = await freePort();
    const started = Date.now();
    const failure = await MongoDocumentStore.connect(`mongodb://127.0.0.1:${port}`, ownDatabase).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DocumentStoreUnavailableError);
    expect(String(failure)).toMatch(/Cannot reach MongoDB at 127\.0\.0\.1:\d+/);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 15_000);

  it('fails with a clear error while the server is away, and carries on by itself when it is back', async () => {
    const proxy = await TcpProxy.start(mongoUrl);
    const store = await MongoDocumentStore.connect(proxy.url, ownDatabase);
    try {
      const notes = store.collection({ name: `restart_${randomBytes(4).toString('hex')}`, schema: Note });
      const before = await notes.insert({ id: randomUUID(), text: 'before' });

      await proxy.stop(); // as if FerretDB restarted: connections dropped, nothing listening
      const started = Date.now();
      const failure = await notes.findById(before.id).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DocumentStoreUnavailableError);
      expect(String(failure)).toMatch(/MongoDB at 127\.0\.0\.1:\d+ is not reachable/);
      expect(Date.now() - started).toBeLessThan(12_000);

      await proxy.listen();
      // The first call after the restart already succeeds: nothing to reconnect by hand.
      expect(await notes.findById(before.id)).toEqual(before);
      const after = await notes.insert({ id: randomUUID(), text: 'after' });
      expect(await notes.count({})).toBe(2);
      expect(await notes.findById(after.id)).toEqual(after);
    } finally {
      await proxy.stop();
      await store.close();
    }
  }, 30_000);

  it('a write while the server is away fails as clearly as a read (503 to the caller, not a 500)', async () => {
    const proxy = await TcpProxy.start(mongoUrl);
    const store = await MongoDocumentStore.connect(proxy.url, ownDatabase, {
      connectOptions: { serverSelectionTimeoutMS: 1_000 },
    });
    try {
      const notes = store.collection({ name: `write_${randomBytes(4).toString('hex')}`, schema: Note });
      await notes.insert({ id: randomUUID(), text: 'before' });

      await proxy.stop(); // the open connection drops under the driver, then nothing listens
      // The first insert meets the dropped connection, the next one finds no server at all: the
      // driver wraps both in a bulk-write error, and both must still read as "unreachable".
      for (const text of ['on the dropped connection', 'with nothing listening']) {
        const failure = await notes.insert({ id: randomUUID(), text }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(DocumentStoreUnavailableError);
        expect(String(failure)).toMatch(/MongoDB at 127\.0\.0\.1:\d+ is not reachable/);
      }

      await proxy.listen();
      await notes.insert({ id: randomUUID(), text: 'after' });
      expect(await notes.count({})).toBe(2);
    } finally {
      await proxy.stop();
      await store.close();
    }
  }, 30_000);

  it('a server that stops answering fails the call after the socket timeout instead of hanging', async () => {
    const proxy = await TcpProxy.start(mongoUrl);
    const store = await MongoDocumentStore.connect(proxy.url, ownDatabase, {
      connectOptions: { socketTimeoutMS: 1_000, connectTimeoutMS: 1_000 },
    });
    try {
      const notes = store.collection({ name: `stall_${randomBytes(4).toString('hex')}`, schema: Note });
      await notes.count({});
      proxy.stalled = true;
      const started = Date.now();
      await expect(notes.count({})).rejects.toBeInstanceOf(DocumentStoreUnavailableError);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await proxy.stop();
      await store.close();
    }
  }, 20_000);
});
