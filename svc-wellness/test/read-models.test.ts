import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  MemoryDocumentStore,
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
} from '@heartwise/service-kit';
import { habitRepository } from '../src/adapters/store/habit.repository.js';
import { kindnessRepository } from '../src/adapters/store/kindness.repository.js';
import { checkInRepository } from '../src/adapters/store/check-in.repository.js';
import { emotionSessionRepository } from '../src/adapters/store/emotion-session.repository.js';
import { familyDirectory } from '../src/adapters/store/family.repository.js';
import { MAX_ACTIVE_SESSIONS, openSession } from '../src/core/use-cases/emotion-sessions.js';
import { insightFiguresRepository } from '../src/adapters/store/insight-figures.repository.js';
import { insightFiguresCollection } from '../src/adapters/store/read-models/insight-figures.js';
import { readModelEpoch } from '../src/adapters/store/read-models/epoch.js';
import { sessionsCollection } from '../src/adapters/store/record-collections.js';
import { figuresFrom, insightsOf } from '../src/core/insight-figures.js';
import type { CheckInRecord } from '../src/ports/check-in.repository.port.js';
import { wellnessInsights } from '../src/core/use-cases/wellness-insights.js';

/** Writes a record behind the repositories' back, as a release before the read models did. */
const written = (store: DocumentStore, name: string, doc: { id: string } & Record<string, unknown>) =>
  store.collection({ name, schema: z.looseObject({ id: z.string() }) }).insert(doc);

/** A check-in as stored: a 'pre' of joy at 4, on the day it was made, unless told otherwise. */
const checkInRecord = (
  userId: string,
  createdAt: string,
  extra: Partial<CheckInRecord> = {},
): CheckInRecord => ({
  id: randomUUID(),
  userId,
  sessionId: null,
  checkInType: 'pre',
  emotionLabel: 'joy',
  emotionRating: 4,
  intensity: 4,
  notes: '',
  prompted: false,
  date: createdAt.slice(0, 10),
  createdAt,
  ...extra,
});

/** The embedded store, but a query takes a few milliseconds, as a scan does on FerretDB v1. */
class StoreWithSlowQueries extends MemoryDocumentStore {
  override collection<T extends Doc>(definition: CollectionDefinition<T>): Collection<T> {
    const collection = super.collection(definition);
    const find: Collection<T>['find'] = async (filter, options) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return collection.find(filter, options);
    };
    // Bound to the collection itself: its reads by id stay quick (they are a lookup, not a query).
    const own = (key: string | symbol): unknown => {
      const value: unknown = Reflect.get(collection, key);
      return typeof value === 'function' ? value.bind(collection) : value;
    };
    return new Proxy(collection, { get: (_target, key) => (key === 'find' ? find : own(key)) });
  }
}

describe('read models over records written before them (issue 18)', () => {
  it("are built from the records once, when an account's or a day's is first read", async () => {
    const store = new MemoryDocumentStore();
    const [ana, parent] = [randomUUID(), randomUUID()];
    const today = new Date().toISOString().slice(0, 10);
    const habit = {
      id: randomUUID(),
      userId: ana,
      habitType: 'water',
      completed: true,
      date: today,
      frequency: 'daily',
      createdAt: `${today}T08:00:00.000Z`,
    };
    const kind = {
      id: randomUUID(),
      userId: ana,
      activityId: 'baby-me',
      date: today,
      completedAt: `${today}T08:01:00.000Z`,
    };
    const checkIn = checkInRecord(ana, `${today}T08:02:00.000Z`);
    await written(store, 'habits', habit);
    await written(store, 'kindness_checks', kind);
    await written(store, 'emotional_check_ins', checkIn);
    await written(store, 'family_links', {
      id: randomUUID(),
      parentId: parent,
      youthId: ana,
      status: 'approved',
    });

    expect(await habitRepository(store).forDay(ana, today)).toEqual([habit]);
    expect(await kindnessRepository(store).doneOn(ana, today)).toEqual([kind]);
    expect(await checkInRepository(store).page(ana, { limit: 30 })).toEqual([checkIn]);
    expect(await familyDirectory(store).youthOf(parent)).toEqual([ana]);
    // Undoing an activity marked before the read models deletes its record by id.
    expect(await kindnessRepository(store).unmark(ana, today, 'baby-me')).toBe(true);
    expect(await kindnessRepository(store).allOf(ana)).toEqual([]);
  });

  it('are never built for a store that was empty when they began: a new account reads nothing', async () => {
    const store = new MemoryDocumentStore();
    const ana = randomUUID();
    const checkIns = checkInRepository(store);
    expect(await checkIns.page(ana, { limit: 30 })).toEqual([]);
    // Written behind the read models' back after they began: not theirs to find (no scan).
    await written(store, 'emotional_check_ins', checkInRecord(ana, '2026-11-21T08:00:00.000Z'));
    expect(await checkIns.page(ana, { limit: 30 })).toEqual([]);
  });
});

describe('open emotion sessions', () => {
  it(`stay at most ${MAX_ACTIVE_SESSIONS}: opening one more abandons the oldest still open`, async () => {
    const sessions = emotionSessionRepository(new MemoryDocumentStore());
    const ana = randomUUID();
    let minute = 0;
    const now = () => new Date(Date.UTC(2026, 10, 21, 10, minute));
    const opened = [];
    for (; minute < MAX_ACTIVE_SESSIONS + 2; minute += 1)
      opened.push(await openSession({ sessions, now }, ana));
    const active = await sessions.activeOf(ana);
    expect(active.map((session) => session.id)).toEqual(
      opened
        .slice(2)
        .reverse()
        .map((session) => session.id),
    );
    expect((await sessions.findOwn(ana, opened[0]?.id ?? ''))?.sessionStatus).toBe('abandoned');
  });
});

describe('insight figures over records written before them (issue 18)', () => {
  it('are built from the records once, even in a store the first read models already knew', async () => {
    const store = new MemoryDocumentStore();
    const ana = randomUUID();
    // The first generation of read models met this store empty; the figures came later.
    await written(store, 'wellness_read_models', {
      id: 'epoch',
      legacyThrough: null,
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    const sessions = [1, 2, 3].map((day) => ({
      id: randomUUID(),
      userId: ana,
      startedAt: `2026-03-0${day}T08:00:00.000Z`,
      completedAt: null,
      hasPreCheckin: true,
      hasPostCheckin: true,
      hasPostPostCheckin: false,
      activityType: 'humor',
      sessionStatus: 'completed',
    }));
    for (const [index, session] of sessions.entries()) {
      await written(store, 'emotion_sessions', session);
      for (const [checkInType, intensity, minute] of [
        ['pre', 8, 1],
        ['post', 4 + index, 2],
      ] as const)
        await written(
          store,
          'emotional_check_ins',
          checkInRecord(ana, session.startedAt.replace('08:00', `08:0${minute}`), {
            sessionId: session.id,
            checkInType,
            emotionRating: intensity,
            intensity,
          }),
        );
    }
    const figures = insightFiguresRepository(store);
    const expected = {
      whatHelps: [{ activityType: 'humor', sessions: 3, averageChange: -3 }],
      habitMood: [],
    };
    expect(await wellnessInsights({ insights: figures }, ana)).toEqual(expected);
    expect(await store.collection(insightFiguresCollection).findById(ana)).not.toBeNull();
    // Once built, the figures are what is read (a record written behind their back is not seen).
    await store.collection(insightFiguresCollection).updateOne({ id: ana }, { set: { sessions: [] } });
    expect(await wellnessInsights({ insights: figures }, ana)).toEqual({ whatHelps: [], habitMood: [] });
  });

  it('of a store that was empty are never built: a person with nothing has empty figures, not stored', async () => {
    const store = new MemoryDocumentStore();
    const ana = randomUUID();
    const figures = insightFiguresRepository(store);
    expect(await wellnessInsights({ insights: figures }, ana)).toEqual({ whatHelps: [], habitMood: [] });
    expect(await store.collection(insightFiguresCollection).findById(ana)).toBeNull();
  });
});

describe("insight figures while a person's changes queue in the process", () => {
  it("stay exact when a person's check-ins keep arriving while one of them rebuilds them", async () => {
    const store = new StoreWithSlowQueries();
    const checkIns = checkInRepository(store);
    // The read models met the store first, so three practices whose figures were never written
    // are writes that stopped halfway: a check-in naming one rebuilds the figures from the records
    // while the person's other check-ins keep arriving.
    await Promise.all([readModelEpoch(store).ready(), readModelEpoch(store, 'insight-figures').ready()]);
    const ana = randomUUID();
    const practised = [1, 2, 3].map((day) => ({
      id: randomUUID(),
      userId: ana,
      startedAt: `2026-03-0${day}T08:00:00.000Z`,
      completedAt: null,
      hasPreCheckin: true,
      hasPostCheckin: true,
      hasPostPostCheckin: false,
      activityType: 'humor' as const,
      sessionStatus: 'completed' as const,
    }));
    for (const session of practised) await store.collection(sessionsCollection).insert(session);
    const checkIn = (day: number, second: number, extra: Partial<CheckInRecord> = {}) =>
      checkInRecord(ana, `2026-03-0${day}T09:00:${String(second).padStart(2, '0')}.000Z`, {
        intensity: 1 + (second % 10),
        ...extra,
      });
    const arriving = [
      ...practised.flatMap((session, index) => [
        checkIn(index + 1, 0, { sessionId: session.id, checkInType: 'pre', intensity: 9 - index }),
        checkIn(index + 1, 1, { sessionId: session.id, checkInType: 'post', intensity: 4 }),
      ]),
      ...Array.from({ length: 54 }, (_, index) => checkIn(1 + (index % 3), 2 + index)),
    ];
    // One a millisecond, the first naming a practice: a rebuild's queries outlast several.
    await Promise.all(
      arriving.map(async (record, index) => {
        await new Promise((resolve) => setTimeout(resolve, index));
        await checkIns.add(record);
      }),
    );

    const kept = await insightFiguresRepository(store).of(ana);
    const rebuilt = figuresFrom({
      sessions: practised,
      checkIns: await checkIns.allOf(ana),
      habits: [],
    });
    expect(insightsOf(kept)).toEqual(insightsOf(rebuilt));
    expect(insightsOf(kept).whatHelps).toEqual([{ activityType: 'humor', sessions: 3, averageChange: -4 }]);
    expect(kept.days).toEqual(rebuilt.days);
  });
});
