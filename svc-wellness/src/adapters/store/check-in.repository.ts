import { z } from 'zod';
import { CheckIn, Intensity } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { CheckInRecord, CheckInRepository } from '../../ports/check-in.repository.port.js';
import { forPeople } from './people-batches.js';

export const checkInsCollection: CollectionDefinition<CheckInRecord> = {
  name: 'emotional_check_ins',
  // Check-ins stored before `prompted` existed were all chosen by the person: they read as false.
  schema: CheckIn.extend({ userId: z.uuid(), prompted: z.boolean().default(false) }),
  indexes: [
    { fields: { userId: 1, createdAt: -1 } },
    { fields: { userId: 1, date: 1 } },
    { fields: { checkInType: 1, emotionRating: 1 } },
  ],
};

const ratings = Array.from(
  { length: (Intensity.maxValue ?? 10) - (Intensity.minValue ?? 1) + 1 },
  (_, index) => (Intensity.minValue ?? 1) + index,
);

export function checkInRepository(store: DocumentStore): CheckInRepository {
  const checkIns = store.collection(checkInsCollection);
  return {
    add: (record) => checkIns.insert(record),
    page: (userId, { before, limit }) =>
      checkIns.find(before ? { userId, createdAt: { $lt: before } } : { userId }, {
        sort: { createdAt: -1 },
        limit,
      }),
    since: (userId, first) => checkIns.find({ userId, date: { $gte: first } }, { sort: { createdAt: 1 } }),
    ofPeopleBetween: (userIds, first, last) =>
      forPeople(userIds, (batch) =>
        checkIns.find({ userId: { $in: batch }, date: { $gte: first, $lte: last } }),
      ),
    inSessions: (userId, sessionIds) =>
      sessionIds.length
        ? checkIns.find({ userId, sessionId: { $in: [...sessionIds] } }, { sort: { createdAt: 1 } })
        : Promise.resolve([]),
    allOf: (userId) => checkIns.find({ userId }, { sort: { createdAt: 1 } }),
    async countsByRating(checkInType) {
      // Ratings are whole numbers 1–10, so ten indexed counts replace an aggregation
      // (FerretDB v1's $group is unreliable beyond one accumulator).
      const counts = await Promise.all(
        ratings.map(async (rating) => ({
          rating,
          count: await checkIns.count({ checkInType, emotionRating: rating }),
        })),
      );
      return counts.filter(({ count }) => count > 0);
    },
    // `prompted: true` only: a check-in stored before the field existed has none and was chosen.
    promptedCount: (checkInType) => checkIns.count({ checkInType, prompted: true }),
    latestPrompted: (userId, checkInType, { since, sessionId }) =>
      checkIns.findOne(
        {
          userId,
          checkInType,
          prompted: true,
          createdAt: { $gte: since },
          ...(sessionId ? { sessionId } : {}),
        },
        { sort: { createdAt: -1 } },
      ),
  };
}
