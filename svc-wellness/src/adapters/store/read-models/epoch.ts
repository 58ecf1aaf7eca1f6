import { z } from 'zod';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import { addDays } from '@heartwise/service-kit/domain';

/**
 * When the read models began (issue 18). A store that held wellness records before any process
 * kept read models has accounts and days the read models know nothing of: those are built once from
 * the records (a scan, once per account or day) when first read. A store that was empty when the
 * first process with read models met it (every new deployment, every test) never scans for them.
 */
const ReadModelEpochDoc = z.object({
  id: z.string(),
  /** The last local day that may hold records written before the read models; null: none. */
  legacyThrough: z.string().nullable(),
  startedAt: z.string(),
});
type ReadModelEpochDoc = z.infer<typeof ReadModelEpochDoc>;

export const readModelEpochCollection: CollectionDefinition<ReadModelEpochDoc> = {
  name: 'wellness_read_models',
  schema: ReadModelEpochDoc,
};

/**
 * One epoch per generation of read models: `epoch` for those of the first (account-recent,
 * account-day, parent links), `insight-figures` for the insights' figures, which came later: a store
 * that the first generation already knew may still hold records the figures never saw.
 */
export type ReadModelGeneration = 'epoch' | 'insight-figures';
/** The collections whose records the read models summarise. */
const RECORD_COLLECTIONS = [
  'habits',
  'kindness_checks',
  'micro_activity_completions',
  'emotional_check_ins',
  'emotion_sessions',
  'family_links',
];
const AnyRecord = z.looseObject({ id: z.string() });

export interface ReadModelEpoch {
  /**
   * Resolves once the epoch is known. Every write of a record awaits it first, so the look-up (made
   * as the repositories are built) never takes this process's own new records for old ones.
   */
  ready(): Promise<void>;
  /** Whether records written before the read models may exist at all (so a missing account is built). */
  hasLegacy(): Promise<boolean>;
  /** Whether records of this local day may predate the read models (so a missing day is built). */
  mayHoldLegacy(date: string): Promise<boolean>;
}

const epochs = new WeakMap<DocumentStore, Map<ReadModelGeneration, Promise<string | null>>>();

async function legacyThroughOf(
  store: DocumentStore,
  generation: ReadModelGeneration,
): Promise<string | null> {
  const epochs = store.collection(readModelEpochCollection);
  const known = await epochs.findById(generation);
  if (known) return known.legacyThrough;
  // Once per store: `{}` with a limit of 1 is pushed down even on FerretDB v1 (no scan).
  let legacy = false;
  for (const name of RECORD_COLLECTIONS)
    if ((await store.collection({ name, schema: AnyRecord }).find({}, { limit: 1 })).length) legacy = true;
  const now = new Date();
  // A local day runs up to 14 hours ahead of UTC: the day after today's UTC date may hold some too.
  const doc = {
    id: generation,
    legacyThrough: legacy ? addDays(now.toISOString().slice(0, 10), 1) : null,
    startedAt: now.toISOString(),
  };
  try {
    await epochs.insert(doc);
    return doc.legacyThrough;
  } catch {
    // Another process decided first: its answer stands.
    return (await epochs.findById(generation))?.legacyThrough ?? doc.legacyThrough;
  }
}

/** The store's epoch for a generation of read models, looked up once per store and process. */
export function readModelEpoch(
  store: DocumentStore,
  generation: ReadModelGeneration = 'epoch',
): ReadModelEpoch {
  const legacyThrough = () => {
    const ofStore = epochs.get(store) ?? new Map<ReadModelGeneration, Promise<string | null>>();
    epochs.set(store, ofStore);
    let known = ofStore.get(generation);
    if (!known) {
      known = legacyThroughOf(store, generation);
      // A failed look-up (the store was down) is tried again next time.
      known.catch(() => ofStore.delete(generation));
      ofStore.set(generation, known);
    }
    return known;
  };
  // Looked up at once, before this process writes anything.
  void legacyThrough().catch(() => undefined);
  return {
    ready: async () => {
      await legacyThrough();
    },
    hasLegacy: async () => (await legacyThrough()) !== null,
    async mayHoldLegacy(date) {
      const through = await legacyThrough();
      return through !== null && date <= through;
    },
  };
}
