import { describe, expect, it } from '@jest/globals';
import { MongoOutbox, type CollectionOutbox } from '../src/adapters/mongo/mongo-outbox.js';

describe("the outbox relay's safety-net scan", () => {
  it('waits its turn after a scan that failed, as after one that finished', async () => {
    let scans = 0;
    // A collection whose full scan times out (a large collection on FerretDB v1).
    const slow = {
      name: 'emotional_check_ins',
      discoverPending: async () => {
        scans += 1;
        throw new Error('connection timed out');
      },
      pending: async () => [],
    } as unknown as CollectionOutbox;
    const outbox = new MongoOutbox(30_000);
    outbox.add(slow);

    await expect(outbox.pendingEvents(10)).rejects.toThrow('connection timed out');
    // The relay asks again at once: the events hinted meanwhile go out, and no new scan starts.
    await expect(outbox.pendingEvents(10)).resolves.toEqual([]);
    await expect(outbox.pendingEvents(10)).resolves.toEqual([]);
    expect(scans).toBe(1);
  });
});
