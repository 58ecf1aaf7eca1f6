import { DuplicateKeyError, type Collection, type Filter } from '@heartwise/service-kit';

/** A document that belongs to one member and is read by their id alone. */
interface Versioned {
  id: string;
  /** Bumped by every write: a write that read an older version retries (several processes). */
  version: number;
}

const ATTEMPTS = 3;

/**
 * One document per member (standing, blocks, reported items, posts), or per thread (its replies)
 * or community (its counts), read by `_id` alone, the one read FerretDB v1 does not scan for.
 * Writes to one document go one at a time in this process
 * (FerretDB applies an update by reading and writing back, so two at once could lose one; the same
 * serializing as the thread feed), and compare-and-set by `version` across processes on MongoDB.
 */
export function memberDocuments<T extends Versioned, V>(
  collection: Collection<T>,
  shape: { toValue: (doc: T | null) => V; toDoc: (id: string, value: V, version: number) => T },
) {
  const queues = new Map<string, Promise<unknown>>();
  const serially = <R>(memberId: string, work: () => Promise<R>): Promise<R> => {
    const run = (queues.get(memberId) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(memberId, settled);
    // The last write for this member forgets its queue, so the map holds only members being written.
    void settled.then(() => {
      if (queues.get(memberId) === settled) queues.delete(memberId);
    });
    return run;
  };

  async function write(memberId: string, change: (value: V) => V | null): Promise<V> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await collection.findById(memberId);
      const next = change(shape.toValue(current));
      if (next === null) return shape.toValue(current);
      try {
        if (!current) return shape.toValue(await collection.insert(shape.toDoc(memberId, next, 0)));
        // The casts: T is generic here, and both fields exist on every Versioned document.
        const written = await collection.updateOne({ id: memberId, version: current.version } as Filter<T>, {
          set: shape.toDoc(memberId, next, current.version + 1),
        });
        if (written) return shape.toValue(written);
      } catch (error) {
        // Another process made the document first: read it again and write over it by version.
        if (!(error instanceof DuplicateKeyError) || attempt >= ATTEMPTS) throw error;
        continue;
      }
      if (attempt >= ATTEMPTS) throw new Error(`${collection.name}: the document kept changing`);
    }
  }

  return {
    read: async (memberId: string): Promise<V> => shape.toValue(await collection.findById(memberId)),
    update: (memberId: string, change: (value: V) => V | null): Promise<V> =>
      serially(memberId, () => write(memberId, change)),
    erase: (memberId: string): Promise<void> =>
      serially(memberId, async () => {
        await collection.deleteOne({ id: memberId } as Filter<T>);
      }),
  };
}
