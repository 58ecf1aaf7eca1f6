import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HabitType, type OperationName } from '@heartwise/contracts';
import { MongoDocumentStore } from '@heartwise/service-kit';
import {
  classifyCommand,
  infraUrls,
  observeStoreCommands,
  type ObservedCommand,
} from '@heartwise/service-kit/testing';
import { seedWellnessHistory, type SeedWellnessOptions } from '../src/index.js';
import { checkInsCollection } from '../src/adapters/store/check-in.repository.js';
import { habitsCollection } from '../src/adapters/store/habit.repository.js';
import { habitMood, whatHelps } from '../src/core/insights.js';
import { startWellness, type Wellness } from './support/wellness-harness.js';

/**
 * Issue 18's benchmark loads a district's year in bulk (seedWellnessHistory). Seeded youth must
 * then be served as if everything had been written through the API, by key: each youth's
 * dashboard calls on the seeded store (FerretDB) answer exactly what svc-wellness answers on a
 * copy of the same records alone, where it builds its read models from the records itself, and
 * no call on the seeded store reads a whole collection.
 */
const { mongoUrl } = infraUrls();
const suffix = randomBytes(4).toString('hex');
const seededDatabase = `hw_test_wellness_seeded_${suffix}`;
const recordsOnlyDatabase = `hw_test_wellness_records_${suffix}`;
const now = new Date();

/** A year, as the bench loads it; and a busy month, so habits against mood has something to say. */
const year: SeedWellnessOptions = { now, checkInsPerYouth: 12, spanDays: 365, habitDays: 7 };
const busyMonth: SeedWellnessOptions = { now, checkInsPerYouth: 150, spanDays: 30, habitDays: 30 };
const yearYouth = [randomUUID(), randomUUID()];
const busyYouth = [randomUUID()];

const commands: ObservedCommand[] = [];
let stopObserving: () => void = () => undefined;
let seeded: Wellness;
let fromRecords: Wellness;

/** The dashboard's and the app's reads of a youth (what a visit reads before tapping anything). */
const reads: [OperationName, string][] = [
  ['wellnessOverview', '/api/wellness/overview'],
  ['wellnessInsights', '/api/wellness/insights'],
  ['mySummary', '/api/wellness/my-summary'],
  ['latestCheckIn', '/api/emotional-checkins/latest'],
  ['listCheckIns', '/api/emotional-checkins?limit=30'],
  ['checkInTrend', '/api/emotional-checkins/trend'],
  ['todaysHabits', '/api/habits'],
  ['todaysKindness', '/api/daily-compassion-check'],
  ['todaysPractice', '/api/micro-activities/today'],
  ['practiceCompletions', '/api/micro-activities/completions'],
  ['activeEmotionSessions', '/api/emotional-sessions/active'],
];

async function get(wellness: Wellness, youthId: string, path: string, requestId?: string): Promise<unknown> {
  const who = wellness.person({ id: youthId, timeZone: 'UTC' });
  const response = await fetch(`${wellness.url}${path}`, {
    headers: {
      authorization: who.authorization,
      'x-timezone': who.timeZone,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

beforeAll(async () => {
  // Before the stores connect: only stores opened while observed monitor their commands.
  stopObserving = observeStoreCommands((command) => commands.push(command));
  const store = await MongoDocumentStore.connect(mongoUrl, seededDatabase);
  await store.ensureIndexes();
  await seedWellnessHistory(store, yearYouth, year);
  await seedWellnessHistory(store, busyYouth, busyMonth);
  seeded = await startWellness({ store, now: now.toISOString() });

  // The same records, and nothing else: a store from before the read models, which svc-wellness
  // builds each read model of from the records, once, as it first reads it.
  const copy = await MongoDocumentStore.connect(mongoUrl, recordsOnlyDatabase);
  const checkIns = await store.collection(checkInsCollection).find({});
  await copy.collection(checkInsCollection).insertMany(checkIns.map((doc) => ({ doc })));
  const habits = await store.collection(habitsCollection).find({});
  await copy.collection(habitsCollection).insertMany(habits.map((doc) => ({ doc })));
  fromRecords = await startWellness({ store: copy, now: now.toISOString() });
}, 120_000);

afterAll(async () => {
  stopObserving();
  for (const [wellness, database] of [
    [seeded, seededDatabase],
    [fromRecords, recordsOnlyDatabase],
  ] as const) {
    await wellness?.stop();
    await wellness?.store().close();
    const store = await MongoDocumentStore.connect(mongoUrl, database);
    await store.dropDatabase();
    await store.close();
  }
}, 60_000);

describe('a bulk-seeded history', () => {
  it('is answered, by key, as the service answers the same records written through it', async () => {
    const log = new Map<string, OperationName>();
    for (const youthId of [...yearYouth, ...busyYouth]) {
      for (const [operation, path] of reads) {
        const requestId = randomUUID();
        log.set(requestId, operation);
        const answer = await get(seeded, youthId, path, requestId);
        expect({ youthId, operation, answer }).toEqual({
          youthId,
          operation,
          answer: await get(fromRecords, youthId, path),
        });
      }
    }
    // The calls' commands were seen (so no scan among them is not for want of looking).
    const ofCalls = commands.filter((observed) => observed.requestId && log.has(observed.requestId));
    expect(new Set(ofCalls.map((observed) => log.get(observed.requestId ?? ''))).size).toBe(reads.length);
    const scans = commands.flatMap((observed) => {
      const operation = observed.requestId ? log.get(observed.requestId) : undefined;
      if (!operation) return [];
      const read = classifyCommand(observed.commandName, observed.command, 'ferretdb-v1');
      return read.kind === 'scan' ? [`${operation} scans ${read.collection ?? '?'}`] : [];
    });
    expect(scans).toEqual([]);
  }, 120_000);

  it('holds what was asked for, and insights equal the maths over the whole history', async () => {
    const store = seeded.store();
    for (const [youthId, options] of [
      ...yearYouth.map((id) => [id, year] as const),
      ...busyYouth.map((id) => [id, busyMonth] as const),
    ]) {
      const checkIns = await store
        .collection(checkInsCollection)
        .find({ userId: youthId }, { sort: { createdAt: 1 } });
      const habits = await store
        .collection(habitsCollection)
        .find({ userId: youthId }, { sort: { date: 1, createdAt: 1 } });
      expect(checkIns).toHaveLength(options.checkInsPerYouth);
      expect(habits).toHaveLength(options.habitDays * HabitType.options.length);
      const oldest = new Date(now.getTime() - (options.spanDays + 1) * 86_400_000).toISOString();
      expect(checkIns.every((c) => c.createdAt >= oldest && c.createdAt <= now.toISOString())).toBe(true);
      const insights = await get(seeded, youthId, '/api/wellness/insights');
      expect(insights).toEqual({
        whatHelps: whatHelps([], checkIns),
        habitMood: habitMood(habits, checkIns),
      });
      if (options === busyMonth)
        expect((insights as { habitMood: unknown[] }).habitMood.length).toBeGreaterThan(0);
    }
  }, 60_000);
});
