import { oneAtATime, type Collection, type Filter } from '@heartwise/service-kit';

/** A read-model document: read by `_id`, written by compare-and-set on its `version`. */
export interface Versioned {
  id: string;
  version: number;
}

/** Rounds before a change that keeps losing to other writers gives up. */
const ATTEMPTS = 8;

/** This process's changes to one document, one at a time (service-kit's `oneAtATime` says why). */
const serially = oneAtATime();

/**
 * Reads the document by id (making it with `create` when missing) and writes `change(doc)` over it
 * if its version is still the one read: a compare-and-set on MongoDB, and on FerretDB (writes
 * serialized in the process) the adapter checks the version on the document it reads by `_id` just
 * before writing. `change` returns null for "nothing to change"; it may run more than once, so it
 * must be a function of the document it is given (every change here is idempotent by record id).
 * It may be async (a rebuild from the records): it runs in the document's turn all the same, so no
 * other change of the document in this process lands between its read and its write.
 */
export function changeDocument<T extends Versioned>(
  collection: Collection<T>,
  id: string,
  create: () => Promise<T>,
  change: (doc: T) => T | null | Promise<T | null>,
): Promise<T> {
  return serially(`${collection.name}/${id}`, () => changeNow(collection, id, create, change));
}

async function changeNow<T extends Versioned>(
  collection: Collection<T>,
  id: string,
  create: () => Promise<T>,
  change: (doc: T) => T | null | Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const doc = (await collection.findById(id)) ?? (await insertOrNull(collection, await create()));
    if (!doc) continue;
    const next = await change(doc);
    if (!next) return doc;
    const { id: _id, version: _version, ...fields } = next;
    const written = await collection.updateOne({ id, version: doc.version } as Filter<T>, {
      set: { ...fields, version: doc.version + 1 } as unknown as Partial<T>,
    });
    if (written) return written;
  }
  throw new Error(`Could not change ${collection.name}/${id}: it kept changing under concurrent writes.`);
}

/**
 * Reads the document. A missing one is built from the records when they may predate the read
 * models (`built`, stored so it is built once), else it is `empty` (not stored: a read writes nothing).
 */
export async function readDocument<T extends Versioned>(
  collection: Collection<T>,
  id: string,
  missing: { empty: () => T; built: () => Promise<T | null> },
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const doc = await collection.findById(id);
    if (doc) return doc;
    const built = await missing.built();
    if (!built) return missing.empty();
    const stored = await insertOrNull(collection, built);
    if (stored) return stored;
  }
  throw new Error(`Could not read ${collection.name}/${id}.`);
}

/** What a missing document is made from: built from the records when they may predate it, else empty. */
export const whenMissing =
  <T>(missing: { empty: () => T; built: () => Promise<T | null> }) =>
  async (): Promise<T> =>
    (await missing.built()) ?? missing.empty();

/** Stores a new document; null when another writer stored one with its id first. */
async function insertOrNull<T extends Versioned>(collection: Collection<T>, doc: T): Promise<T | null> {
  try {
    return await collection.insert(doc);
  } catch (error) {
    if (error instanceof Error && error.name === 'DuplicateKeyError') return null;
    throw error;
  }
}
