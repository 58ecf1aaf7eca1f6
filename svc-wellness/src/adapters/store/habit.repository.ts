import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import { daysFrom } from '@heartwise/service-kit/domain';
import type { HabitRecord, HabitRepository } from '../../ports/habit.repository.port.js';
import { forPeople } from './people-batches.js';
import { readModelEpoch } from './read-models/epoch.js';
import { accountDayStore } from './read-models/account-day.js';
import { insightFiguresStore } from './read-models/insight-figures.js';
import { habitsCollection } from './record-collections.js';

export { habitsCollection };

/** Beyond this many days a range reads the records instead of a document per day. */
const MAX_DAYS_BY_KEY = 31;

const byDay = (a: HabitRecord, b: HabitRecord) =>
  a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt);

/**
 * A user's habits of a day are read from their day document (read-models/account-day, by `_id`),
 * which every write of a habit keeps in step; a habit is written by its id. Ranges of a few days
 * read a document per day; the export and a district's figures read the records.
 */
export function habitRepository(store: DocumentStore): HabitRepository {
  const habits = store.collection(habitsCollection);
  const epoch = readModelEpoch(store);
  const days = accountDayStore(store, epoch);
  const figures = insightFiguresStore(store);
  /** The day's document and the insight figures keep these records as stored now. */
  const keep = async (userId: string, date: string, records: readonly HabitRecord[]) => {
    await days.putHabits(userId, date, records);
    await figures.putHabits(userId, date, records);
  };
  return {
    forDay: async (userId, date) => (await days.read(userId, date)).habits,
    async between(userId, first, last) {
      const dates = daysFrom(first, last);
      if (dates.length > MAX_DAYS_BY_KEY)
        return habits.find(
          { userId, date: { $gte: first, $lte: last } },
          { sort: { date: 1, createdAt: 1 } },
        );
      return (await days.readDays(userId, dates)).flatMap((day) => day.habits).sort(byDay);
    },
    ofPeopleBetween: (userIds, first, last) =>
      forPeople(userIds, (batch) =>
        habits.find({ userId: { $in: batch }, date: { $gte: first, $lte: last } }),
      ),
    allOf: (userId) => habits.find({ userId }, { sort: { date: 1, createdAt: 1 } }),
    async createMissing(records) {
      await Promise.all([epoch.ready(), figures.epoch.ready()]);
      const stored: HabitRecord[] = [];
      for (const record of records) {
        try {
          stored.push(await habits.insert(record));
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          // Made by a request that landed first (two tabs): it keeps its day document itself,
          // unless it stopped before doing so; then the record is read back here (a query, rare).
          const day = await days.read(record.userId, record.date);
          if (!day.habits.some((kept) => kept.habitType === record.habitType)) {
            const made = await habits.findOne({
              userId: record.userId,
              date: record.date,
              habitType: record.habitType,
            });
            if (made) stored.push(made);
          }
        }
      }
      for (const [key, ofDay] of groupByDay(stored)) {
        const [userId, date] = key.split('|') as [string, string];
        await keep(userId, date, ofDay);
      }
    },
    async setCompleted(userId, id, completed) {
      const updated = await habits.updateOne({ id, userId }, { set: { completed } });
      if (updated) await keep(userId, updated.date, [updated]);
      return updated;
    },
  };
}

function groupByDay(records: readonly HabitRecord[]): Map<string, HabitRecord[]> {
  const groups = new Map<string, HabitRecord[]>();
  for (const record of records) {
    const key = `${record.userId}|${record.date}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return groups;
}
