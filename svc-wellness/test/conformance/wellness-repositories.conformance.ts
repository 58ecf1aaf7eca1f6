import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { DocumentStore } from '@heartwise/service-kit';
import { habitRepository } from '../../src/adapters/store/habit.repository.js';
import { kindnessRepository } from '../../src/adapters/store/kindness.repository.js';
import { practiceRepository } from '../../src/adapters/store/practice.repository.js';
import { checkInRepository } from '../../src/adapters/store/check-in.repository.js';
import { emotionSessionRepository } from '../../src/adapters/store/emotion-session.repository.js';
import { familyDirectory } from '../../src/adapters/store/family.repository.js';
import { insightFiguresRepository } from '../../src/adapters/store/insight-figures.repository.js';
import { personalData } from '../../src/adapters/store/personal-data.js';
import { sessionsCollection } from '../../src/adapters/store/record-collections.js';
import { insightFiguresCollection } from '../../src/adapters/store/read-models/insight-figures.js';
import { readModelEpoch } from '../../src/adapters/store/read-models/epoch.js';
import { insightsOf } from '../../src/core/insight-figures.js';
import { habitMood, whatHelps } from '../../src/core/insights.js';
import type { WellnessRepositories } from '../../src/ports/repositories.js';
import type { CheckInRecord } from '../../src/ports/check-in.repository.port.js';
import type { EmotionSessionRecord } from '../../src/ports/emotion-session.repository.port.js';
import type { PracticeRecord } from '../../src/ports/practice.repository.port.js';

/** 10:00 UTC on a November day, plus minutes: ISO strings that sort as they read. */
const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 10, minute)).toISOString();
const dayOf = (day: number) => `2026-11-${String(day).padStart(2, '0')}`;
const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id);

function checkIn(
  userId: string,
  day: number,
  minute: number,
  extra: Partial<CheckInRecord> = {},
): CheckInRecord {
  return {
    id: randomUUID(),
    userId,
    sessionId: null,
    checkInType: 'pre',
    emotionLabel: 'calmness',
    emotionRating: 5,
    intensity: 5,
    notes: '',
    prompted: false,
    date: dayOf(day),
    createdAt: at(day, minute),
    ...extra,
  };
}

function session(
  userId: string,
  startedAt: string,
  extra: Partial<EmotionSessionRecord> = {},
): EmotionSessionRecord {
  return {
    id: randomUUID(),
    userId,
    startedAt,
    completedAt: null,
    hasPreCheckin: false,
    hasPostCheckin: false,
    hasPostPostCheckin: false,
    activityType: null,
    sessionStatus: 'active',
    ...extra,
  };
}

function practice(userId: string, day: number, minute: number): PracticeRecord {
  return {
    id: randomUUID(),
    userId,
    activityType: 'verify',
    response: 'A kinder way to say it.',
    shareAnonymously: false,
    sessionId: null,
    date: dayOf(day),
    completedAt: at(day, minute),
    createdAt: at(day, minute),
  };
}

/**
 * What svc-wellness's repositories must do on any DocumentStore (embedded, and MongoDB/FerretDB in
 * the infra run): the queries behind "today", histories, cursors, sessions and the family
 * projection. Every test works with people of its own, so one store serves the whole suite.
 */
export function wellnessRepositoriesConformance(
  name: string,
  open: () => Promise<DocumentStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`svc-wellness repositories (${name})`, () => {
    let store: DocumentStore;
    let repos: WellnessRepositories;

    beforeAll(async () => {
      store = await open();
      repos = {
        habits: habitRepository(store),
        kindness: kindnessRepository(store),
        practices: practiceRepository(store),
        checkIns: checkInRepository(store),
        sessions: emotionSessionRepository(store),
        family: familyDirectory(store),
        insights: insightFiguresRepository(store),
      };
      await store.ensureIndexes();
    });
    afterAll(async () => {
      await store.close();
      await cleanup?.();
    });

    /** Insights over the person's whole history, as insights.ts computes them from the records. */
    const wholeHistory = async (userId: string) => {
      const [sessions, checkIns, habits] = await Promise.all([
        repos.sessions.allOf(userId),
        repos.checkIns.allOf(userId),
        repos.habits.allOf(userId),
      ]);
      return { whatHelps: whatHelps(sessions, checkIns), habitMood: habitMood(habits, checkIns) };
    };

    it("habits: a day's range, and marking only the owner's habit", async () => {
      const ana = randomUUID();
      const ben = randomUUID();
      const habit = (userId: string, day: number) => ({
        id: randomUUID(),
        userId,
        habitType: 'water' as const,
        completed: false,
        date: dayOf(day),
        frequency: 'daily' as const,
        createdAt: at(day),
      });
      const days = [14, 15, 18, 21, 22].map((day) => habit(ana, day));
      await repos.habits.createMissing([...days, habit(ben, 18)]);
      await repos.habits.createMissing([{ ...habit(ana, 18), id: randomUUID() }]); // same day and type: ignored
      expect((await repos.habits.between(ana, dayOf(15), dayOf(21))).map((h) => h.date)).toEqual([
        dayOf(15),
        dayOf(18),
        dayOf(21),
      ]);
      const target = days[2]?.id ?? '';
      expect(await repos.habits.setCompleted(ben, target, true)).toBeNull();
      expect((await repos.habits.setCompleted(ana, target, true))?.completed).toBe(true);
    });

    it("a district's figures: several people's check-ins, habits and practices of a week, nobody else's", async () => {
      const [ana, ben, outsider] = [randomUUID(), randomUUID(), randomUUID()];
      const inWeek = [checkIn(ana, 15, 0), checkIn(ben, 21, 0), checkIn(ben, 21, 1)];
      for (const record of [...inWeek, checkIn(ana, 14, 0), checkIn(ben, 22, 0), checkIn(outsider, 18, 0)])
        await repos.checkIns.add(record);
      const habit = (userId: string, day: number) => ({
        id: randomUUID(),
        userId,
        habitType: 'sleep' as const,
        completed: true,
        date: dayOf(day),
        frequency: 'daily' as const,
        createdAt: at(day),
      });
      const habitsInWeek = [habit(ana, 18), habit(ben, 15)];
      await repos.habits.createMissing([...habitsInWeek, habit(ana, 14), habit(outsider, 18)]);
      const practicesInWeek = [practice(ben, 20, 0)];
      for (const record of [...practicesInWeek, practice(ana, 22, 0), practice(outsider, 20, 0)])
        await repos.practices.add(record);

      const sorted = (docs: { id: string }[]) => ids(docs).sort();
      const week = [[ana, ben], dayOf(15), dayOf(21)] as const;
      expect(sorted(await repos.checkIns.ofPeopleBetween(...week))).toEqual(sorted(inWeek));
      expect(sorted(await repos.habits.ofPeopleBetween(...week))).toEqual(sorted(habitsInWeek));
      expect(sorted(await repos.practices.ofPeopleBetween(...week))).toEqual(sorted(practicesInWeek));
      expect(await repos.checkIns.ofPeopleBetween([], dayOf(15), dayOf(21))).toEqual([]);
    });

    it('kindness: one record per day and activity, undone by deleting it', async () => {
      const ana = randomUUID();
      const record = {
        id: randomUUID(),
        userId: ana,
        activityId: 'baby-me' as const,
        date: dayOf(21),
        completedAt: at(21),
      };
      await repos.kindness.markDone(record);
      await repos.kindness.markDone({ ...record, id: randomUUID() }); // a double tap
      expect(await repos.kindness.doneOn(ana, dayOf(21))).toEqual([record]);
      expect(await repos.kindness.doneOn(ana, dayOf(22))).toEqual([]);
      expect(await repos.kindness.unmark(ana, dayOf(21), 'baby-me')).toBe(true);
      expect(await repos.kindness.unmark(ana, dayOf(21), 'baby-me')).toBe(false);
      await repos.kindness.markDone({ ...record, id: randomUUID() });
      expect(await repos.kindness.doneOn(ana, dayOf(21))).toHaveLength(1);
    });

    it('practices: newest first, and since a local day', async () => {
      const ana = randomUUID();
      const saved = [practice(ana, 14, 0), practice(ana, 15, 0), practice(ana, 15, 5)];
      for (const record of saved) await repos.practices.add(record);
      await repos.practices.add(practice(randomUUID(), 15, 1));
      expect(ids(await repos.practices.newestFirst(ana))).toEqual(ids([...saved].reverse()));
      expect(ids(await repos.practices.since(ana, dayOf(15)))).toEqual(ids(saved.slice(1)));
    });

    it('check-ins: pages newest first by a createdAt cursor; since a day; by session', async () => {
      const ana = randomUUID();
      const sessionId = randomUUID();
      const saved = [
        checkIn(ana, 10, 0),
        checkIn(ana, 12, 0, { sessionId }),
        checkIn(ana, 12, 30, { sessionId, checkInType: 'post' }),
        checkIn(ana, 13, 0),
      ];
      for (const record of saved) await repos.checkIns.add(record);
      await repos.checkIns.add(checkIn(randomUUID(), 12, 10, { sessionId }));
      const newest = ids([...saved].reverse());
      expect(ids(await repos.checkIns.page(ana, { limit: 3 }))).toEqual(newest.slice(0, 3));
      expect(ids(await repos.checkIns.page(ana, { limit: 3, before: saved[2]?.createdAt ?? '' }))).toEqual(
        newest.slice(2),
      );
      expect(ids(await repos.checkIns.since(ana, dayOf(12)))).toEqual(ids(saved.slice(1)));
      expect(ids(await repos.checkIns.inSessions(ana, [sessionId]))).toEqual(ids(saved.slice(1, 3)));
      expect(await repos.checkIns.inSessions(ana, [])).toEqual([]);
      expect(ids(await repos.checkIns.allOf(ana))).toEqual(ids(saved));
    });

    it("check-ins: the latest prompted one of a type since a moment, for a session when named; everyone's prompted ones counted", async () => {
      const [ana, sessionId] = [randomUUID(), randomUUID()];
      const promptedBefore = await repos.checkIns.promptedCount('post');
      const early = checkIn(ana, 16, 0, { checkInType: 'post', prompted: true });
      const late = checkIn(ana, 16, 20, { checkInType: 'post', prompted: true });
      const reflection = checkIn(ana, 16, 10, { checkInType: 'post', prompted: true, sessionId });
      const chosen = checkIn(ana, 16, 30, { checkInType: 'post' });
      const otherType = checkIn(ana, 16, 40, { checkInType: 'pre', prompted: true });
      for (const record of [early, late, reflection, chosen, otherType]) await repos.checkIns.add(record);
      await repos.checkIns.add(checkIn(randomUUID(), 16, 50, { checkInType: 'post', prompted: true }));

      const latest = (since: string, session?: string) =>
        repos.checkIns.latestPrompted(ana, 'post', { since, sessionId: session });
      expect((await latest(at(16, 0)))?.id).toBe(late.id);
      expect((await latest(at(16, 0), sessionId))?.id).toBe(reflection.id);
      expect(await latest(at(16, 11), sessionId)).toBeNull();
      expect(await latest(at(16, 21))).toBeNull();
      expect((await repos.checkIns.promptedCount('post')) - promptedBefore).toBe(4);
    });

    it('check-ins: one whose id is taken is the one stored first (sent again from a device); read by id, owner only', async () => {
      const [ana, ben] = [randomUUID(), randomUUID()];
      const first = checkIn(ana, 18, 0, { notes: 'first words' });
      expect(await repos.checkIns.add(first)).toEqual(first);
      expect(await repos.checkIns.add({ ...first, notes: 'sent again', createdAt: at(18, 5) })).toEqual(
        first,
      );
      expect(await repos.checkIns.allOf(ana)).toEqual([first]);
      expect(await repos.checkIns.findOwn(ana, first.id)).toEqual(first);
      expect(await repos.checkIns.findOwn(ben, first.id)).toBeNull();
      expect(await repos.checkIns.findOwn(ana, randomUUID())).toBeNull();
      // Two copies at once: one stored, both answered with it.
      const racing = checkIn(ana, 18, 10);
      const answers = await Promise.all([repos.checkIns.add(racing), repos.checkIns.add({ ...racing })]);
      expect(answers).toEqual([racing, racing]);
      expect(ids(await repos.checkIns.allOf(ana))).toEqual(ids([first, racing]));
      // Another person's id is never theirs to read back.
      await expect(repos.checkIns.add({ ...first, userId: ben })).rejects.toThrow();
      expect(await repos.checkIns.allOf(ben)).toEqual([]);
    });

    it('check-ins: the latest prompted one up to a moment, when an end is given', async () => {
      const ana = randomUUID();
      const early = checkIn(ana, 19, 0, { checkInType: 'post', prompted: true });
      const late = checkIn(ana, 19, 40, { checkInType: 'post', prompted: true });
      for (const record of [early, late]) await repos.checkIns.add(record);
      const latest = (since: string, until?: string) =>
        repos.checkIns.latestPrompted(ana, 'post', { since, until });
      expect((await latest(at(19, 0), at(19, 30)))?.id).toBe(early.id);
      expect((await latest(at(19, 0), at(19, 40)))?.id).toBe(late.id);
      expect(await latest(at(19, 1), at(19, 39))).toBeNull();
    });

    it("sessions: opened again with the same id is the one stored first; never another person's", async () => {
      const [ana, ben] = [randomUUID(), randomUUID()];
      const first = await repos.sessions.open(session(ana, at(18), { hasPreCheckin: true }));
      expect(await repos.sessions.open({ ...first, startedAt: at(18, 5), hasPreCheckin: false })).toEqual(
        first,
      );
      expect(await repos.sessions.allOf(ana)).toEqual([first]);
      await expect(repos.sessions.open({ ...first, userId: ben })).rejects.toThrow();
      expect(await repos.sessions.allOf(ben)).toEqual([]);
    });

    it('check-ins: one stored before `prompted` existed reads as chosen', async () => {
      // The shape the collection had before issue 14: no `prompted` field at all.
      const { prompted: _none, ...older } = checkIn(randomUUID(), 17, 0, { checkInType: 'post-post' });
      const promptedBefore = await repos.checkIns.promptedCount('post-post');
      const looseSchema = z.looseObject({ id: z.string() });
      await store.collection({ name: 'emotional_check_ins', schema: looseSchema }).insert(older);
      const [read] = await repos.checkIns.allOf(older.userId);
      expect(read).toEqual({ ...older, prompted: false });
      expect(await repos.checkIns.promptedCount('post-post')).toBe(promptedBefore);
    });

    it("check-ins: everyone's counted per rating of one type, nobody's read", async () => {
      const asMap = (counts: { rating: number; count: number }[]) =>
        new Map(counts.map(({ rating, count }) => [rating, count]));
      const before = asMap(await repos.checkIns.countsByRating('post-post'));
      const [ana, ben] = [randomUUID(), randomUUID()];
      await repos.checkIns.add(checkIn(ana, 14, 0, { checkInType: 'post-post', emotionRating: 2 }));
      await repos.checkIns.add(checkIn(ben, 14, 1, { checkInType: 'post-post', emotionRating: 2 }));
      await repos.checkIns.add(checkIn(ben, 14, 2, { checkInType: 'post-post', emotionRating: 10 }));
      await repos.checkIns.add(checkIn(ben, 14, 3, { checkInType: 'post', emotionRating: 7 }));

      const after = await repos.checkIns.countsByRating('post-post');
      const grew = after
        .map(({ rating, count }) => ({ rating, count: count - (before.get(rating) ?? 0) }))
        .filter(({ count }) => count > 0);
      expect(grew).toEqual([
        { rating: 2, count: 2 },
        { rating: 10, count: 1 },
      ]);
      expect(after.every(({ count }) => count > 0)).toBe(true);
    });

    it("check-ins: everyone's counted over a range of days, any type, both ends included", async () => {
      // Days far from every other test's, so the counts are this test's alone.
      const [first, last] = ['2031-03-02', '2031-03-08'];
      expect(await repos.checkIns.countMadeBetween(first, last)).toBe(0);
      const made = (userId: string, date: string, checkInType: CheckInRecord['checkInType']) =>
        repos.checkIns.add({ ...checkIn(userId, 1, 0, { checkInType }), date });
      const [ana, ben] = [randomUUID(), randomUUID()];
      await made(ana, '2031-03-01', 'pre');
      await made(ana, first, 'pre');
      await made(ben, '2031-03-05', 'post');
      await made(ben, last, 'post-post');
      await made(ben, '2031-03-09', 'pre');

      expect(await repos.checkIns.countMadeBetween(first, last)).toBe(3);
      expect(await repos.checkIns.countMadeBetween('2031-03-09', '2031-03-15')).toBe(1);
    });

    it("sessions: the owner's active ones newest first; abandoning old ones; completing once", async () => {
      const ana = randomUUID();
      const ben = randomUUID();
      const old = await repos.sessions.open(session(ana, at(19)));
      const recent = await repos.sessions.open(session(ana, at(21)));
      const newest = await repos.sessions.open(session(ana, at(21, 30)));
      await repos.sessions.open(session(ben, at(21, 45)));
      expect(ids(await repos.sessions.activeOf(ana))).toEqual(ids([newest, recent, old]));

      expect(await repos.sessions.abandonStartedBefore(ana, at(20))).toBe(1);
      expect(ids(await repos.sessions.activeOf(ana))).toEqual(ids([newest, recent]));
      expect((await repos.sessions.findOwn(ana, old.id))?.sessionStatus).toBe('abandoned');

      expect(await repos.sessions.mark(ben, recent.id, { hasPostCheckin: true })).toBeNull();
      expect(await repos.sessions.findOwn(ben, recent.id)).toBeNull();
      expect(
        await repos.sessions.mark(ana, recent.id, { hasPostCheckin: true, activityType: 'humor' }),
      ).toMatchObject({
        hasPostCheckin: true,
        activityType: 'humor',
        hasPreCheckin: false,
      });

      expect(await repos.sessions.complete(ben, recent.id, at(22))).toBeNull();
      expect((await repos.sessions.complete(ana, recent.id, at(22)))?.completedAt).toBe(at(22));
      expect((await repos.sessions.complete(ana, recent.id, at(23)))?.completedAt).toBe(at(22));
      expect(ids(await repos.sessions.activeOf(ana))).toEqual(ids([newest]));
    });

    it('sessions: the active ones beyond the newest few are abandoned on request (issue 18)', async () => {
      const ana = randomUUID();
      const [oldest, middle, newest] = [
        await repos.sessions.open(session(ana, at(21, 1))),
        await repos.sessions.open(session(ana, at(21, 2))),
        await repos.sessions.open(session(ana, at(21, 3))),
      ];
      expect(await repos.sessions.abandonBeyond(ana, 3)).toBe(0);
      expect(await repos.sessions.abandonBeyond(ana, 2)).toBe(1);
      expect(ids(await repos.sessions.activeOf(ana))).toEqual(ids([newest, middle]));
      expect((await repos.sessions.findOwn(ana, oldest.id))?.sessionStatus).toBe('abandoned');
    });

    it("read models: today's habits and kindness, the newest check-ins and practices follow every write (issue 18)", async () => {
      const ana = randomUUID();
      const made = [14, 21].map((day) => ({
        id: randomUUID(),
        userId: ana,
        habitType: 'water' as const,
        completed: false,
        date: dayOf(day),
        frequency: 'daily' as const,
        createdAt: at(day),
      }));
      await repos.habits.createMissing(made);
      const marked = await repos.habits.setCompleted(ana, made[1]?.id ?? '', true);
      expect(await repos.habits.forDay(ana, dayOf(21))).toEqual([marked]);
      expect((await repos.habits.between(ana, dayOf(14), dayOf(21))).map((h) => h.date)).toEqual([
        dayOf(14),
        dayOf(21),
      ]);
      const checkIns = Array.from({ length: 105 }, (_, minute) => checkIn(ana, 20, minute));
      for (const record of checkIns) await repos.checkIns.add(record);
      const newestFirst = [...checkIns].reverse();
      expect(ids(await repos.checkIns.page(ana, { limit: 100 }))).toEqual(ids(newestFirst.slice(0, 100)));
      // Beyond the newest 100 kept, a page reads the records.
      expect(ids(await repos.checkIns.page(ana, { before: at(20, 10), limit: 30 }))).toEqual(
        ids(newestFirst.slice(95)),
      );
      expect(ids(await repos.checkIns.since(ana, dayOf(20)))).toEqual(ids(checkIns));
      await personalData(store).eraseAllOf(ana);
      expect(await repos.habits.forDay(ana, dayOf(21))).toEqual([]);
      expect(await repos.checkIns.page(ana, { limit: 30 })).toEqual([]);
    }, 60_000);

    it('insight figures: kept by every check-in, session and habit written, late ones included; erased with the person (issue 18)', async () => {
      const ana = randomUUID();
      const ben = randomUUID();
      // Three sessions with a practice each, a pre and a post; the third's pre arrives after an
      // earlier one made offline, which is the one that counts.
      for (const [day, pre, post] of [
        [10, 8, 5],
        [11, 7, 6],
        [12, 9, 3],
      ] as const) {
        const opened = await repos.sessions.open(session(ana, at(day)));
        await repos.sessions.mark(ana, opened.id, { activityType: 'gratitude' });
        await repos.checkIns.add(
          checkIn(ana, day, 30, { sessionId: opened.id, checkInType: 'post', intensity: post }),
        );
        await repos.checkIns.add(
          checkIn(ana, day, 10, { sessionId: opened.id, checkInType: 'pre', intensity: pre }),
        );
        await repos.checkIns.add(
          checkIn(ana, day, 5, { sessionId: opened.id, checkInType: 'pre', intensity: 1 }),
        );
      }
      // Habits over six days, each with a check-in: done on three, not on three.
      for (const day of [13, 14, 15, 16, 17, 18]) {
        const habit = {
          id: randomUUID(),
          userId: ana,
          habitType: 'sleep' as const,
          completed: false,
          date: dayOf(day),
          frequency: 'daily' as const,
          createdAt: at(day),
        };
        await repos.habits.createMissing([habit]);
        if (day % 2) await repos.habits.setCompleted(ana, habit.id, true);
        await repos.checkIns.add(checkIn(ana, day, 40, { intensity: day % 2 ? 8 : 3 }));
      }
      await repos.checkIns.add(checkIn(ben, 13, 0, { intensity: 2 }));
      const answer = insightsOf(await repos.insights.of(ana));
      expect(answer.whatHelps).toHaveLength(1);
      expect(answer.habitMood).toHaveLength(1);
      expect(answer).toEqual(await wholeHistory(ana));
      expect(insightsOf(await repos.insights.of(ben))).toEqual(await wholeHistory(ben));

      await personalData(store).eraseAllOf(ana);
      expect(await store.collection(insightFiguresCollection).findById(ana)).toBeNull();
      expect(insightsOf(await repos.insights.of(ana))).toEqual({ whatHelps: [], habitMood: [] });
      expect(await store.collection(insightFiguresCollection).findById(ben)).not.toBeNull();
    }, 60_000);

    it("insight figures: a person's check-ins in flight at once, some needing a rebuild, all counted (issue 18)", async () => {
      const ana = randomUUID();
      // The read models met the store first, so three practices whose figures were never written
      // are writes that stopped halfway: a check-in naming one rebuilds the figures from the
      // records while the person's other check-ins arrive.
      await Promise.all([readModelEpoch(store).ready(), readModelEpoch(store, 'insight-figures').ready()]);
      const practised = [20, 21, 22].map((day) => session(ana, at(day), { activityType: 'humor' }));
      for (const record of practised) await store.collection(sessionsCollection).insert(record);
      const others = Array.from({ length: 40 }, (_, index) =>
        checkIn(ana, 20 + (index % 3), 20 + index, { intensity: 1 + (index % 10) }),
      );
      const ofPractices = practised.flatMap((practice, index) => [
        checkIn(ana, 20 + index, 1, { sessionId: practice.id, checkInType: 'pre', intensity: 9 - index }),
        checkIn(ana, 20 + index, 15, { sessionId: practice.id, checkInType: 'post', intensity: 4 }),
      ]);
      await Promise.all([...ofPractices, ...others].map((record) => repos.checkIns.add(record)));

      const answer = insightsOf(await repos.insights.of(ana));
      expect(answer).toEqual(await wholeHistory(ana));
      expect(answer.whatHelps).toEqual([{ activityType: 'humor', sessions: 3, averageChange: -4 }]);
      const figures = await store.collection(insightFiguresCollection).findById(ana);
      expect(figures?.days.map((day) => day.checkIns)).toEqual([16, 15, 15]);
    }, 60_000);

    it('family: approved links until they end, names by age, departures for good', async () => {
      const jo = randomUUID();
      const ana = randomUUID();
      const cam = randomUUID();
      const link = { linkId: randomUUID(), parentId: jo, youthId: ana };
      await repos.family.linkApproved(link);
      await repos.family.linkApproved(link);
      await repos.family.linkApproved({ linkId: randomUUID(), parentId: jo, youthId: cam });
      expect((await repos.family.youthOf(jo)).sort()).toEqual([ana, cam].sort());

      await repos.family.linkEnded(link);
      await repos.family.linkApproved(link);
      expect(await repos.family.youthOf(jo)).toEqual([cam]);
      const endedFirst = { linkId: randomUUID(), parentId: randomUUID(), youthId: ana };
      await repos.family.linkEnded(endedFirst);
      await repos.family.linkApproved(endedFirst);
      expect(await repos.family.youthOf(endedFirst.parentId)).toEqual([]);

      await repos.family.rememberName(cam, 'Cam', at(21, 2));
      await repos.family.rememberName(cam, 'Cameron', at(21, 1));
      expect(await repos.family.firstNames([cam, ana])).toEqual(new Map([[cam, 'Cam']]));

      await repos.family.forget(cam, at(21, 3));
      await repos.family.forget(cam, at(21, 3));
      await repos.family.rememberName(cam, 'Cam', at(21, 4));
      await repos.family.linkApproved({ linkId: randomUUID(), parentId: jo, youthId: cam });
      expect(await repos.family.youthOf(jo)).toEqual([]);
      expect(await repos.family.firstNames([cam])).toEqual(new Map());
    });

    it("erasure: every record of the person in every collection, and nobody else's", async () => {
      const ana = randomUUID();
      const ben = randomUUID();
      for (const userId of [ana, ben]) {
        await repos.checkIns.add(checkIn(userId, 21, 0));
        await repos.practices.add(practice(userId, 21, 0));
        await repos.sessions.open(session(userId, at(21)));
        await repos.kindness.markDone({
          id: randomUUID(),
          userId,
          activityId: 'strong-me',
          date: dayOf(21),
          completedAt: at(21),
        });
      }
      expect(await personalData(store).eraseAllOf(ana)).toBe(4);
      expect(await personalData(store).eraseAllOf(ana)).toBe(0);
      expect(await repos.checkIns.allOf(ana)).toEqual([]);
      expect(await repos.checkIns.allOf(ben)).toHaveLength(1);
      expect(await repos.sessions.allOf(ben)).toHaveLength(1);
    });
  });
}
