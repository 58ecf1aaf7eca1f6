import { z } from 'zod';
import { Habit } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { HabitRecord, HabitRepository } from '../../ports/habit.repository.port.js';

const HabitRecordSchema = Habit.extend({ userId: z.uuid() });

export function habitRepository(store: DocumentStore): HabitRepository {
  const habits = store.collection<HabitRecord>({
    name: 'habits',
    schema: HabitRecordSchema,
    indexes: [{ fields: { userId: 1, date: 1, habitType: 1 }, unique: true }],
  });
  return {
    forDay: (userId, date) => habits.find({ userId, date }),
    async createMissing(records) {
      for (const record of records) {
        try {
          await habits.insert(record);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
    },
  };
}
