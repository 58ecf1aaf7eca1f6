import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { KindnessRepository } from '../../ports/kindness.repository.port.js';
import { readModelEpoch } from './read-models/epoch.js';
import { accountDayStore } from './read-models/account-day.js';
import { kindnessCollection } from './record-collections.js';

export { kindnessCollection };

/**
 * A day's activities done are read from the account's day document (read-models/account-day, by
 * `_id`), which marking and undoing keep in step (a compare-and-set on its version); undoing finds
 * the record's id there and deletes it by id, never by `{userId, date, activityId}`.
 */
export function kindnessRepository(store: DocumentStore): KindnessRepository {
  const checks = store.collection(kindnessCollection);
  const epoch = readModelEpoch(store);
  const days = accountDayStore(store, epoch);
  return {
    doneOn: async (userId, date) => (await days.read(userId, date)).kindness,
    async markDone(record) {
      await epoch.ready();
      try {
        await days.putKindness(await checks.insert(record));
      } catch (error) {
        // Marked done by a request that landed first (a double tap): done is done. Its day document
        // is that request's to keep, unless it stopped before: then the record is read back (rare).
        if (!(error instanceof DuplicateKeyError)) throw error;
        const day = await days.read(record.userId, record.date);
        if (day.kindness.some((kept) => kept.activityId === record.activityId)) return;
        const made = await checks.findOne({
          userId: record.userId,
          date: record.date,
          activityId: record.activityId,
        });
        if (made) await days.putKindness(made);
      }
    },
    async unmark(userId, date, activityId) {
      const done = (await days.read(userId, date)).kindness.find((kept) => kept.activityId === activityId);
      if (!done) return false;
      await checks.deleteOne({ id: done.id, userId });
      await days.dropKindness(userId, date, activityId);
      return true;
    },
    allOf: (userId) => checks.find({ userId }, { sort: { date: 1, completedAt: 1 } }),
  };
}
