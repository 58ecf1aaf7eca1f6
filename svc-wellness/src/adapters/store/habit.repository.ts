import { z } from 'zod';
import { Habit } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { HabitRecord, HabitRepository } from '../../ports/habit.repository.port.js';
import { forPeople } from './people-batches.js';

const HabitRecordSchema = Habit.extend({ userId: z.uuid() });

export const habitsCollection: CollectionDefinition<HabitRecord> = {
  name: 'habits',
  schema: HabitRecordSchema,
  indexes: [{ fields: { userId: 1, date: 1, habitType: 1 }, unique: true }],
};

export function habitRepository(store: DocumentStore): HabitRepository {
  const habits = store.collection(habitsCollection);
  return {
    forDay: (userId, date) => habits.find({ userId, date }),
    between: (userId, first, last) =>
      habits.find({ userId, date: { $gte: first, $lte: last } }, { sort: { date: 1, createdAt: 1 } }),
    ofPeopleBetween: (userIds, first, last) =>
      forPeople(userIds, (batch) =>
        habits.find({ userId: { $in: batch }, date: { $gte: first, $lte: last } }),
      ),
    allOf: (userId) => habits.find({ userId }, { sort: { date: 1, createdAt: 1 } }),
    async createMissing(records) {
      for (const record of records) {
        try {
          await habits.insert(record);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
    },
    setCompleted: (userId, id, completed) => habits.updateOne({ id, userId }, { set: { completed } }),
  };
}
