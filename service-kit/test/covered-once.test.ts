import { describe, expect, it } from '@jest/globals';
import { coverageCollection, coveredOnce, MemoryDocumentStore } from '../src/index.js';

const marker = coverageCollection('example_coverage');

describe('coveredOnce: a read model covers the records stored before it, once per store', () => {
  it('builds on the first ask, shares that build with every asker, and writes the marker', async () => {
    const store = new MemoryDocumentStore();
    let builds = 0;
    const ensure = coveredOnce(store, marker, async () => {
      builds += 1;
    });
    await Promise.all([ensure(), ensure(), ensure()]);
    await ensure();
    expect(builds).toBe(1);
    expect(await store.collection(marker).findById('all')).toEqual({ id: 'all', since: expect.any(String) });
  });

  it('never builds again on a store another process already covered', async () => {
    const store = new MemoryDocumentStore();
    await coveredOnce(store, marker, async () => undefined)();
    let builds = 0;
    await coveredOnce(store, marker, async () => {
      builds += 1;
    })();
    expect(builds).toBe(0);
  });

  it('leaves no marker when the build fails, and builds again on the next ask', async () => {
    const store = new MemoryDocumentStore();
    let attempts = 0;
    const ensure = coveredOnce(store, marker, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the store went away');
    });
    await expect(ensure()).rejects.toThrow('the store went away');
    expect(await store.collection(marker).findById('all')).toBeNull();
    await ensure();
    expect(attempts).toBe(2);
    expect(await store.collection(marker).findById('all')).not.toBeNull();
  });

  it('takes a marker written meanwhile by a process that covered at the same time', async () => {
    const store = new MemoryDocumentStore();
    const ensure = coveredOnce(store, marker, async () => {
      // Another process finishes its own build while this one is still building.
      await store.collection(marker).insert({ id: 'all', since: new Date().toISOString() });
    });
    await expect(ensure()).resolves.toBeUndefined();
  });
});
