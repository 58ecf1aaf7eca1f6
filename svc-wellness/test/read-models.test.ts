import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { MemoryDocumentStore, type DocumentStore } from '@heartwise/service-kit';
import { habitRepository } from '../src/adapters/store/habit.repository.js';
import { kindnessRepository } from '../src/adapters/store/kindness.repository.js';
import { checkInRepository } from '../src/adapters/store/check-in.repository.js';
import { emotionSessionRepository } from '../src/adapters/store/emotion-session.repository.js';
import { familyDirectory } from '../src/adapters/store/family.repository.js';
import { MAX_ACTIVE_SESSIONS, openSession } from '../src/core/use-cases/emotion-sessions.js';
import { insightFiguresRepository } from '../src/adapters/store/insight-figures.repository.js';
import { insightFiguresCollection } from '../src/adapters/store/read-models/insight-figures.js';
import { wellnessInsights } from '../src/core/use-cases/wellness-insights.js';

/** Writes a record behind the repositories' back, as a release before the read models did. */
const written = (store: DocumentStore, name: string, doc: { id: string } & Record<string, unknown>) =>
  store.collection({ name, schema: z.looseObject({ id: z.string() }) }).insert(doc);

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
    const checkIn = {
      id: randomUUID(),
      userId: ana,
      sessionId: null,
      checkInType: 'pre',
      emotionLabel: 'joy',
      emotionRating: 4,
      intensity: 4,
      notes: '',
      prompted: false,
      date: today,
      createdAt: `${today}T08:02:00.000Z`,
    };
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
    await written(store, 'emotional_check_ins', {
      id: randomUUID(),
      userId: ana,
      sessionId: null,
      checkInType: 'pre',
      emotionLabel: 'joy',
      emotionRating: 4,
      intensity: 4,
      notes: '',
      prompted: false,
      date: '2026-11-21',
      createdAt: '2026-11-21T08:00:00.000Z',
    });
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
        await written(store, 'emotional_check_ins', {
          id: randomUUID(),
          userId: ana,
          sessionId: session.id,
          checkInType,
          emotionLabel: 'joy',
          emotionRating: intensity,
          intensity,
          notes: '',
          prompted: false,
          date: session.startedAt.slice(0, 10),
          createdAt: session.startedAt.replace('08:00', `08:0${minute}`),
        });
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
