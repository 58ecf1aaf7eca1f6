import { z } from 'zod';
import type { DocumentStore } from '@heartwise/service-kit';

/**
 * How many of the seeded youth (in their fixed order) already have their wellness history, one
 * document in svc-wellness's database read by its id: svc-wellness's seeding writes a chunk of youth
 * at a time and leaves what is stored as it is, so a run on a store kept from before (MONGO_URL)
 * goes on from here instead of writing every youth again. The bench's own note; the service never
 * reads it. (svc-identity and svc-forum keep theirs inside their seeding, in the same shape.)
 */
const Progress = z.object({ id: z.string(), done: z.number().int().nonnegative(), updatedAt: z.string() });
const KIND = 'district-wellness';

export function wellnessProgress(store: DocumentStore) {
  const progress = store.collection({ name: 'seed_progress', schema: Progress });
  return {
    done: async (): Promise<number> => (await progress.findById(KIND))?.done ?? 0,
    async record(done: number): Promise<void> {
      const updatedAt = new Date().toISOString();
      if (await progress.updateOne({ id: KIND }, { set: { done, updatedAt } })) return;
      await progress.insert({ id: KIND, done, updatedAt });
    },
  };
}
