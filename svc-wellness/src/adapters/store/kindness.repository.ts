import { z } from 'zod';
import { KindnessCompletion } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { KindnessRecord, KindnessRepository } from '../../ports/kindness.repository.port.js';

/**
 * One document per person, local day and activity, held unique by an index: toggling inserts or
 * deletes one whole document, so no array in a shared document is ever changed in place (FerretDB
 * v1 has no `$pull` with a condition, and two updates of one document are not atomic there).
 */
export const kindnessCollection: CollectionDefinition<KindnessRecord> = {
  name: 'kindness_checks',
  schema: KindnessCompletion.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, date: 1, activityId: 1 }, unique: true }],
};

export function kindnessRepository(store: DocumentStore): KindnessRepository {
  const checks = store.collection(kindnessCollection);
  return {
    doneOn: (userId, date) => checks.find({ userId, date }),
    async markDone(record) {
      try {
        await checks.insert(record);
      } catch (error) {
        // Marked done by a request that landed first (a double tap): done is done.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    unmark: (userId, date, activityId) => checks.deleteOne({ userId, date, activityId }),
    allOf: (userId) => checks.find({ userId }, { sort: { date: 1, completedAt: 1 } }),
  };
}
