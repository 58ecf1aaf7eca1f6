import { z } from 'zod';
import { Habit, KindnessCompletion } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { HabitRecord } from '../../../ports/habit.repository.port.js';
import type { KindnessRecord } from '../../../ports/kindness.repository.port.js';
import { habitsCollection, kindnessCollection } from '../record-collections.js';
import type { ReadModelEpoch } from './epoch.js';
import { changeDocument, readDocument, whenMissing } from './versioned.js';

/**
 * One document per account and local day, read by `_id` = `${userId}:${date}` (issue 18): that
 * day's habits and kindness activities done, kept as the writes happen. "Today" is what the app asks
 * for most (the habits and kindness cards, the overview, a parent's summary), and the call knows the
 * account and the day, so it reads one document (a week: seven) instead of querying the records by
 * `{userId, date}`, which FerretDB v1 answers by reading the whole collection. Bounded: five habits
 * and five activities a day. The records' own collections stay the source of truth.
 */
const HabitRecordSchema = Habit.extend({ userId: z.uuid() });
const KindnessRecordSchema = KindnessCompletion.extend({ userId: z.uuid() });

const AccountDay = z.object({
  id: z.string(),
  userId: z.uuid(),
  date: z.string(),
  version: z.number().int(),
  habits: z.array(HabitRecordSchema),
  kindness: z.array(KindnessRecordSchema),
});
export type AccountDay = z.infer<typeof AccountDay>;

export const accountDayCollection: CollectionDefinition<AccountDay> = {
  name: 'wellness_account_days',
  schema: AccountDay,
};

export const dayKey = (userId: string, date: string) => `${userId}:${date}`;

export interface AccountDayStore {
  read(userId: string, date: string): Promise<AccountDay>;
  /** Several days of one account, by `_id` (a week at most in the app's calls). */
  readDays(userId: string, dates: readonly string[]): Promise<AccountDay[]>;
  /** Keeps these habit records as stored now (by habit type: one of each a day). */
  putHabits(userId: string, date: string, records: readonly HabitRecord[]): Promise<void>;
  putKindness(record: KindnessRecord): Promise<void>;
  dropKindness(userId: string, date: string, activityId: string): Promise<void>;
}

export function accountDayStore(store: DocumentStore, epoch: ReadModelEpoch): AccountDayStore {
  const days = store.collection(accountDayCollection);
  const habits = store.collection(habitsCollection);
  const kindness = store.collection(kindnessCollection);

  const empty = (userId: string, date: string): AccountDay => ({
    id: dayKey(userId, date),
    userId,
    date,
    version: 0,
    habits: [],
    kindness: [],
  });
  /** A day that may hold records from before the read models: built from them once (scans, once). */
  const built = (userId: string, date: string) => async (): Promise<AccountDay | null> => {
    if (!(await epoch.mayHoldLegacy(date))) return null;
    const [dayHabits, dayKindness] = await Promise.all([
      habits.find({ userId, date }, { sort: { createdAt: 1 } }),
      kindness.find({ userId, date }, { sort: { completedAt: 1 } }),
    ]);
    return { ...empty(userId, date), habits: dayHabits, kindness: dayKindness };
  };
  const missing = (userId: string, date: string) => ({
    empty: () => empty(userId, date),
    built: built(userId, date),
  });
  const change = (userId: string, date: string, apply: (doc: AccountDay) => AccountDay | null) =>
    changeDocument(days, dayKey(userId, date), whenMissing(missing(userId, date)), apply);

  return {
    read: (userId, date) => readDocument(days, dayKey(userId, date), missing(userId, date)),
    async readDays(userId, dates) {
      const found = dates.length
        ? await days.find({ id: { $in: dates.map((date) => dayKey(userId, date)) } })
        : [];
      const byDate = new Map(found.map((day) => [day.date, day]));
      return Promise.all(
        dates.map(
          (date) => byDate.get(date) ?? readDocument(days, dayKey(userId, date), missing(userId, date)),
        ),
      );
    },
    async putHabits(userId, date, records) {
      if (!records.length) return;
      await change(userId, date, (doc) => {
        const next = [...doc.habits];
        let changed = false;
        for (const record of records) {
          const at = next.findIndex((kept) => kept.habitType === record.habitType);
          if (at < 0) next.push(record);
          else if (JSON.stringify(next[at]) !== JSON.stringify(record)) next[at] = record;
          else continue;
          changed = true;
        }
        return changed ? { ...doc, habits: next } : null;
      });
    },
    async putKindness(record) {
      await change(record.userId, record.date, (doc) =>
        doc.kindness.some((kept) => kept.activityId === record.activityId)
          ? null
          : { ...doc, kindness: [...doc.kindness, record] },
      );
    },
    async dropKindness(userId, date, activityId) {
      await change(userId, date, (doc) =>
        doc.kindness.some((kept) => kept.activityId === activityId)
          ? { ...doc, kindness: doc.kindness.filter((kept) => kept.activityId !== activityId) }
          : null,
      );
    },
  };
}
