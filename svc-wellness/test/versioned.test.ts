import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { changeDocument } from '../src/adapters/store/read-models/versioned.js';

const Counter = z.object({ id: z.string(), version: z.number().int(), seen: z.array(z.string()) });
type Counter = z.infer<typeof Counter>;

describe('a read model written by compare-and-set', () => {
  it("takes every one of a person's changes in flight at once (ten check-ins used to answer 500)", async () => {
    const counters = new MemoryDocumentStore().collection<Counter>({ name: 'counters', schema: Counter });
    const changes = Array.from({ length: 40 }, (_, index) => `check-in-${index}`);
    await Promise.all(
      changes.map((name) =>
        changeDocument(
          counters,
          'ana',
          async () => ({ id: 'ana', version: 0, seen: [] }),
          (doc) => (doc.seen.includes(name) ? null : { ...doc, seen: [...doc.seen, name] }),
        ),
      ),
    );
    const doc = await counters.findById('ana');
    expect(doc?.seen).toHaveLength(40);
    expect(new Set(doc?.seen)).toEqual(new Set(changes));
  });

  it('keeps the turn through a change that waits (a rebuild from the records): the others queue behind it', async () => {
    const counters = new MemoryDocumentStore().collection<Counter>({ name: 'counters', schema: Counter });
    const create = async () => ({ id: 'cleo', version: 0, seen: [] });
    let rebuilds = 0;
    const rebuilt = changeDocument(counters, 'cleo', create, async (doc) => {
      rebuilds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ...doc, seen: [...doc.seen, 'rebuilt'] };
    });
    const others = Array.from({ length: 10 }, (_, index) =>
      changeDocument(counters, 'cleo', create, (doc) => ({ ...doc, seen: [...doc.seen, `tap-${index}`] })),
    );
    await Promise.all([rebuilt, ...others]);
    // Never read over by another change of this process, so it never had to run again.
    expect(rebuilds).toBe(1);
    expect((await counters.findById('cleo'))?.seen).toEqual([
      'rebuilt',
      ...Array.from({ length: 10 }, (_, index) => `tap-${index}`),
    ]);
  });

  it('leaves one failed change to its own caller; the next change of the document goes through', async () => {
    const counters = new MemoryDocumentStore().collection<Counter>({ name: 'counters', schema: Counter });
    const create = async () => ({ id: 'ben', version: 0, seen: [] });
    const failing = changeDocument(counters, 'ben', create, () => {
      throw new Error('a bad change');
    });
    const next = changeDocument(counters, 'ben', create, (doc) => ({ ...doc, seen: ['after'] }));
    await expect(failing).rejects.toThrow('a bad change');
    await expect(next).resolves.toMatchObject({ seen: ['after'] });
  });
});
