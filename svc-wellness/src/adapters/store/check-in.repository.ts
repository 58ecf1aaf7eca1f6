import { Intensity } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import { addDays } from '@heartwise/service-kit/domain';
import type { CheckInRecord, CheckInRepository } from '../../ports/check-in.repository.port.js';
import { forPeople } from './people-batches.js';
import { readModelEpoch } from './read-models/epoch.js';
import { accountRecentStore, covers } from './read-models/account-recent.js';
import { insightFiguresStore } from './read-models/insight-figures.js';
import { checkInsCollection } from './record-collections.js';

export { checkInsCollection };

const ratings = Array.from(
  { length: (Intensity.maxValue ?? 10) - (Intensity.minValue ?? 1) + 1 },
  (_, index) => (Intensity.minValue ?? 1) + index,
);

/** Two days before a local day begins, in UTC: every check-in dated that day was made after it. */
const before = (date: string) => addDays(date, -2) + 'T00:00:00.000Z';

/**
 * The user's own reads go to their account's recent document (by `_id`, read-models/account-recent)
 * while it holds what is asked (the newest 100, or everything when there are fewer); older pages
 * and exports read the records (a scan on FerretDB v1), as do the staff's figures.
 */
export function checkInRepository(store: DocumentStore): CheckInRepository {
  const checkIns = store.collection(checkInsCollection);
  const epoch = readModelEpoch(store);
  const recent = accountRecentStore(store, epoch);
  const figures = insightFiguresStore(store);
  return {
    async add(record) {
      await Promise.all([epoch.ready(), figures.epoch.ready()]);
      let saved: CheckInRecord;
      try {
        saved = await checkIns.insert(record);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Its id is taken (the same check-in sent again): the one stored first is the answer.
        const stored = await checkIns.findById(record.id);
        if (stored?.userId !== record.userId) throw error;
        saved = stored;
      }
      // Again for a repeat: it finishes a first attempt that stopped between the two writes.
      await recent.addCheckIn(saved);
      await figures.addCheckIn(saved);
      return saved;
    },
    // `{id}` is read by `_id` alone on MongoDB and FerretDB; the owner is checked on what it read.
    findOwn: (userId, id) => checkIns.findOne({ id, userId }),
    async page(userId, { before: cursor, limit }) {
      const doc = await recent.read(userId);
      const older = cursor ? doc.checkIns.filter((kept) => kept.createdAt < cursor) : doc.checkIns;
      if (older.length >= limit || doc.checkInTotal <= doc.checkIns.length) return older.slice(0, limit);
      return checkIns.find(cursor ? { userId, createdAt: { $lt: cursor } } : { userId }, {
        sort: { createdAt: -1 },
        limit,
      });
    },
    async since(userId, first) {
      const doc = await recent.read(userId);
      if (covers(doc.checkIns, doc.checkInTotal, before(first)))
        return doc.checkIns.filter((kept) => kept.date >= first).reverse();
      return checkIns.find({ userId, date: { $gte: first } }, { sort: { createdAt: 1 } });
    },
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
    countMadeBetween: (first, last) => checkIns.count({ date: { $gte: first, $lte: last } }),
    async latestPrompted(userId, checkInType, { since, until, sessionId }) {
      const doc = await recent.read(userId);
      if (covers(doc.checkIns, doc.checkInTotal, since))
        return (
          doc.checkIns.find(
            (kept) =>
              kept.checkInType === checkInType &&
              kept.prompted &&
              kept.createdAt >= since &&
              (!until || kept.createdAt <= until) &&
              (!sessionId || kept.sessionId === sessionId),
          ) ?? null
        );
      return checkIns.findOne(
        {
          userId,
          checkInType,
          prompted: true,
          createdAt: until ? { $gte: since, $lte: until } : { $gte: since },
          ...(sessionId ? { sessionId } : {}),
        },
        { sort: { createdAt: -1 } },
      );
    },
  };
}
