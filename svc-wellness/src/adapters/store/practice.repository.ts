import { z } from 'zod';
import { MicroActivityCompletion } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { PracticeRecord, PracticeRepository } from '../../ports/practice.repository.port.js';
import { forPeople } from './people-batches.js';

export const practiceCollection: CollectionDefinition<PracticeRecord> = {
  name: 'micro_activity_completions',
  schema: MicroActivityCompletion.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, createdAt: -1 } }, { fields: { userId: 1, date: 1 } }],
};

export function practiceRepository(store: DocumentStore): PracticeRepository {
  const practices = store.collection(practiceCollection);
  return {
    add: (record) => practices.insert(record),
    newestFirst: (userId) => practices.find({ userId }, { sort: { createdAt: -1 } }),
    since: (userId, first) => practices.find({ userId, date: { $gte: first } }, { sort: { createdAt: 1 } }),
    ofPeopleBetween: (userIds, first, last) =>
      forPeople(userIds, (batch) =>
        practices.find({ userId: { $in: batch }, date: { $gte: first, $lte: last } }),
      ),
    allOf: (userId) => practices.find({ userId }, { sort: { createdAt: 1 } }),
  };
}
