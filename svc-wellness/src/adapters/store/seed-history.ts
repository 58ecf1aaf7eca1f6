import { createHash } from 'node:crypto';
import { dashboardEmotions, HabitType } from '@heartwise/contracts';
import { nameBasedUuid, type Collection, type Doc, type DocumentStore } from '@heartwise/service-kit';
import { addDays } from '@heartwise/service-kit/domain';
import type { CheckInRecord } from '../../ports/check-in.repository.port.js';
import type { HabitRecord } from '../../ports/habit.repository.port.js';
import { figuresFrom } from '../../core/insight-figures.js';
import { checkInsCollection } from './check-in.repository.js';
import { habitsCollection } from './habit.repository.js';
import { accountRecentCollection, RECENT_LIMIT, type AccountRecent } from './read-models/account-recent.js';
import { accountDayCollection, dayKey, type AccountDay } from './read-models/account-day.js';
import { figuresDoc, insightFiguresCollection } from './read-models/insight-figures.js';
import { readModelEpoch } from './read-models/epoch.js';

export interface SeedWellnessOptions {
  now: Date;
  checkInsPerYouth: number;
  /** Days back the check-ins are spread over (a year: 365). */
  spanDays: number;
  /** Recent days (today included) with the day's five habits recorded, e.g. 7. */
  habitDays: number;
}

/** Documents per insertMany: one round trip each, a few hundred KB. */
const BATCH = 1_000;

/** Seeded ids are named (a run again makes the same documents): this seeding's namespace, chosen once. */
const SEEDED = '2f7c1a52-5b0e-4d8e-9c61-0f3b8e4a7d20';

/**
 * A name-based id, and four small numbers for the document's content (hour, rating, label, done),
 * from a hash of the same name: the same youth and index give the same document on every run.
 */
function seeded(...parts: (string | number)[]): { id: string; numbers: [number, number, number, number] } {
  const name = parts.join(':');
  const hex = createHash('sha256').update(name).digest('hex');
  const at = (offset: number) => parseInt(hex.slice(offset, offset + 8), 16);
  return { id: nameBasedUuid(SEEDED, name), numbers: [at(0), at(8), at(16), at(24)] };
}

/** Batches written at once: the next is prepared (parsed, encoded) while the store writes one. */
const IN_FLIGHT = 2;

/** Buffers documents per collection and writes them in unordered batches, a few at once. */
class BulkWriter {
  private readonly pending = new Map<Collection<Doc>, Doc[]>();
  private readonly writing = new Set<Promise<void>>();
  /** The first batch that failed: the load stops there and says why. */
  private failure: unknown = null;

  async add<T extends Doc>(collection: Collection<T>, docs: readonly T[]): Promise<void> {
    const key = collection as unknown as Collection<Doc>;
    const buffer = this.pending.get(key) ?? [];
    buffer.push(...docs);
    this.pending.set(key, buffer);
    if (buffer.length >= BATCH) await this.send(key, buffer.splice(0, buffer.length));
  }

  /** Writes what is left and waits for every batch. */
  async flush(): Promise<void> {
    for (const [collection, docs] of this.pending) await this.send(collection, docs.splice(0, docs.length));
    await Promise.all(this.writing);
    if (this.failure) throw this.failure;
  }

  private async send(collection: Collection<Doc>, docs: Doc[]): Promise<void> {
    for (let start = 0; start < docs.length; start += BATCH) {
      while (this.writing.size >= IN_FLIGHT) await Promise.race(this.writing);
      if (this.failure) throw this.failure;
      const batch = docs.slice(start, start + BATCH).map((doc) => ({ doc }));
      const write: Promise<void> = collection.insertMany(batch).then(
        () => {
          this.writing.delete(write);
        },
        (error: unknown) => {
          this.failure ??= error;
          this.writing.delete(write);
        },
      );
      this.writing.add(write);
    }
  }
}

/** The youth's check-ins, oldest first: spread evenly over the span, at a plausible hour. */
function checkInsOf(youthId: string, options: SeedWellnessOptions): CheckInRecord[] {
  const { now, checkInsPerYouth: count, spanDays } = options;
  const records: CheckInRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    // Oldest first; the newest is a day ago or today, never after `now`.
    const daysAgo = Math.floor(((count - index - 0.5) * spanDays) / count);
    const { id, numbers } = seeded(youthId, 'check-in', index);
    const [hour, minute, ratingSeed, label] = numbers;
    const hourMs = ((7 + (hour % 14)) * 60 + (minute % 60)) * 60_000;
    const midnight = Date.parse(`${addDays(now.toISOString().slice(0, 10), -daysAgo)}T00:00:00.000Z`);
    const at = new Date(Math.min(midnight + hourMs, now.getTime() - (count - index) * 1_000));
    const rating = 1 + (ratingSeed % 10);
    records.push({
      id,
      userId: youthId,
      sessionId: null,
      // A check-in the person chose to make, joining no session (none was open).
      checkInType: 'post',
      emotionLabel: dashboardEmotions[label % dashboardEmotions.length] as string,
      emotionRating: rating,
      intensity: rating,
      notes: '',
      prompted: false,
      date: at.toISOString().slice(0, 10),
      createdAt: at.toISOString(),
    });
  }
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The five habits of each of the last `habitDays` days (today included), some done. */
function habitsOf(youthId: string, options: SeedWellnessOptions): HabitRecord[] {
  const today = options.now.toISOString().slice(0, 10);
  const records: HabitRecord[] = [];
  for (let back = options.habitDays - 1; back >= 0; back -= 1) {
    const date = addDays(today, -back);
    // Made on the day's first visit, as todaysHabits makes them (never after `now`).
    const createdAt = new Date(
      Math.min(Date.parse(`${date}T07:00:00.000Z`), options.now.getTime() - 60_000),
    ).toISOString();
    for (const habitType of HabitType.options) {
      const { id, numbers } = seeded(youthId, 'habit', date, habitType);
      records.push({
        id,
        userId: youthId,
        habitType,
        // Today's not done yet; two in three of the days before.
        completed: back > 0 && numbers[0] % 3 !== 0,
        date,
        frequency: 'daily',
        createdAt,
      });
    }
  }
  return records;
}

/**
 * Bulk-loads youth's wellness history for the benchmark (issue 18): each youth's check-ins over
 * the past `spanDays` days and habit records of the last `habitDays`, together with every read
 * model the service keeps for them (account-recent, account-days, insight figures), so that the
 * service then answers each youth's calls by key as if all of it had been written through the API,
 * never building anything from the records. The read models' epochs are settled first
 * (read-models/epoch), so records seeded into an empty store are not taken for records from before
 * the read models.
 * Deterministic (ids and content follow from the youth's id and `now`); no personal data. Meant for
 * youth with no wellness records yet: a document already stored is left as it is.
 */
export async function seedWellnessHistory(
  store: DocumentStore,
  youthIds: readonly string[],
  options: SeedWellnessOptions,
): Promise<{ checkIns: number; habits: number; seconds: number }> {
  const started = Date.now();
  // The epochs are settled before the first record: an empty store stays one whose read models
  // are kept from the start (never built by scan); a store that already held records says so.
  await Promise.all([readModelEpoch(store).ready(), readModelEpoch(store, 'insight-figures').ready()]);
  const writer = new BulkWriter();
  const checkIns = store.collection(checkInsCollection);
  const habits = store.collection(habitsCollection);
  const recent = store.collection(accountRecentCollection);
  const days = store.collection(accountDayCollection);
  const figures = store.collection(insightFiguresCollection);
  let checkInCount = 0;
  let habitCount = 0;
  for (const youthId of youthIds) {
    const ofYouth = checkInsOf(youthId, options);
    const habitsOfYouth = habitsOf(youthId, options);
    checkInCount += ofYouth.length;
    habitCount += habitsOfYouth.length;
    // Batched by collection, so not in the service's order (records, then read models): a load that
    // fails halfway is thrown away and run again on new youth, not resumed.
    await writer.add(checkIns, ofYouth);
    await writer.add(habits, habitsOfYouth);
    const account: AccountRecent = {
      id: youthId,
      userId: youthId,
      version: 1,
      checkIns: [...ofYouth].reverse().slice(0, RECENT_LIMIT),
      checkInTotal: ofYouth.length,
      activeSessions: [],
      activeOverflow: false,
      practices: [],
      practiceTotal: 0,
    };
    await writer.add(recent, [account]);
    const byDay = new Map<string, HabitRecord[]>();
    for (const habit of habitsOfYouth) byDay.set(habit.date, [...(byDay.get(habit.date) ?? []), habit]);
    const dayDocs: AccountDay[] = [...byDay].map(([date, ofDay]) => ({
      id: dayKey(youthId, date),
      userId: youthId,
      date,
      version: 1,
      habits: ofDay,
      kindness: [],
    }));
    await writer.add(days, dayDocs);
    await writer.add(figures, [
      figuresDoc(youthId, figuresFrom({ sessions: [], checkIns: ofYouth, habits: habitsOfYouth }), 1),
    ]);
  }
  await writer.flush();
  return { checkIns: checkInCount, habits: habitCount, seconds: (Date.now() - started) / 1_000 };
}
