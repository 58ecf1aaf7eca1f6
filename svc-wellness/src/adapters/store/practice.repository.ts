import type { DocumentStore } from '@heartwise/service-kit';
import type { PracticeRepository } from '../../ports/practice.repository.port.js';
import { forPeople } from './people-batches.js';
import { readModelEpoch } from './read-models/epoch.js';
import { accountRecentStore, covers } from './read-models/account-recent.js';
import { addDays } from '@heartwise/service-kit/domain';
import { practiceCollection } from './record-collections.js';

export { practiceCollection };

/**
 * The user's own reads go to their account's recent document (by `_id`, read-models/account-recent)
 * while it holds what is asked (the newest 100, or everything when there are fewer).
 */
export function practiceRepository(store: DocumentStore): PracticeRepository {
  const practices = store.collection(practiceCollection);
  const epoch = readModelEpoch(store);
  const recent = accountRecentStore(store, epoch);
  return {
    async add(record) {
      await epoch.ready();
      const saved = await practices.insert(record);
      await recent.addPractice(saved);
      return saved;
    },
    async newestFirst(userId) {
      const doc = await recent.read(userId);
      if (doc.practiceTotal <= doc.practices.length) return doc.practices;
      return practices.find({ userId }, { sort: { createdAt: -1 } });
    },
    async since(userId, first) {
      const doc = await recent.read(userId);
      // Two days before the local day began, in UTC: every practice dated that day was made after it.
      if (covers(doc.practices, doc.practiceTotal, `${addDays(first, -2)}T00:00:00.000Z`))
        return doc.practices.filter((kept) => kept.date >= first).reverse();
      return practices.find({ userId, date: { $gte: first } }, { sort: { createdAt: 1 } });
    },
    ofPeopleBetween: (userIds, first, last) =>
      forPeople(userIds, (batch) =>
        practices.find({ userId: { $in: batch }, date: { $gte: first, $lte: last } }),
      ),
    allOf: (userId) => practices.find({ userId }, { sort: { createdAt: 1 } }),
  };
}
