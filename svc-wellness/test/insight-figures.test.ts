import { describe, expect, it } from '@jest/globals';
import { HabitType, MicroActivityType, type CheckInType } from '@heartwise/contracts';
import { addDays } from '@heartwise/service-kit/domain';
import {
  DETAIL_DAYS,
  figuresFrom,
  insightsOf,
  noFigures,
  REBUILD,
  withCheckIn,
  withHabits,
  withSession,
  type CheckInFacts,
  type FiguresChange,
  type InsightFigures,
  type SessionFacts,
} from '../src/core/insight-figures.js';
import { habitMood, whatHelps } from '../src/core/insights.js';

/**
 * Insights from the figures kept on write (issue 18) equal insights.ts's maths over the whole
 * history, whatever order the writes come in (offline check-ins late, habits tapped days later,
 * a practice joining an older session), whatever is repeated, and however much is folded.
 */

/** A small seeded generator (mulberry32), so a failure names a history that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Write =
  | { kind: 'open'; session: SessionFacts }
  | { kind: 'mark'; sessionId: string; activityType: MicroActivityType }
  | { kind: 'checkIn'; checkIn: CheckInFacts; again?: true }
  | { kind: 'habit'; habitType: HabitType; date: string; completed: boolean };

const FIRST_DAY = '2026-01-01';
const at = (date: string, ms: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + ms).toISOString();

/** A person's writes over `days` days, in the order they reach the server (`shuffle`: any order). */
function history(seed: number, days: number, shuffle: boolean): Write[] {
  const rng = random(seed);
  const writes: { day: number; write: Write }[] = [];
  let n = 0;
  const uniqueMs = () => (n += 1) * 1_000 + rng.int(900);
  const sessionIds: { id: string; day: number }[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(FIRST_DAY, day);
    // Today's habits (some days none), then taps on them, some repeated.
    if (rng.next() < 0.85) {
      for (const habitType of HabitType.options) {
        writes.push({ day, write: { kind: 'habit', habitType, date, completed: false } });
        for (let tap = rng.int(3); tap > 0; tap -= 1)
          writes.push({ day, write: { kind: 'habit', habitType, date, completed: rng.next() < 0.6 } });
      }
    }
    for (let visit = rng.int(4); visit > 0; visit -= 1) {
      const session = { id: `s${day}-${visit}`, startedAt: at(date, uniqueMs()), activityType: null };
      sessionIds.push({ id: session.id, day });
      writes.push({ day, write: { kind: 'open', session } });
      for (let practice = rng.int(3); practice > 0; practice -= 1)
        writes.push({
          day,
          write: { kind: 'mark', sessionId: session.id, activityType: rng.pick(MicroActivityType.options) },
        });
      for (let checkIns = rng.int(5); checkIns > 0; checkIns -= 1) {
        // Now and then a check-in names an older session (the app names the one it started).
        const named = rng.next() < 0.1 ? rng.pick(sessionIds).id : session.id;
        const checkInType: CheckInType = rng.pick(['pre', 'post', 'post', 'post-post'] as const);
        const checkIn = {
          id: `c${n}`,
          sessionId: rng.next() < 0.15 ? null : named,
          checkInType,
          intensity: 1 + rng.int(10),
          date,
          createdAt: at(date, uniqueMs()),
        };
        // Offline: it reaches the server up to a week later.
        const arrives = rng.next() < 0.2 ? day + rng.int(8) : day;
        writes.push({ day: arrives, write: { kind: 'checkIn', checkIn } });
        // Sent again at once (a retry after a lost answer, two copies racing in).
        if (rng.next() < 0.1) writes.push({ day: arrives, write: { kind: 'checkIn', checkIn, again: true } });
      }
    }
    // A habit of a few days back tapped today (the week view).
    if (day > 3 && rng.next() < 0.2)
      writes.push({
        day,
        write: {
          kind: 'habit',
          habitType: rng.pick(HabitType.options),
          date: addDays(date, -rng.int(4)),
          completed: rng.next() < 0.5,
        },
      });
  }
  if (shuffle) {
    // Any order at all, bar a session being opened before anything joins it.
    const order = writes.map((entry) => ({ entry, key: rng.next() }));
    order.sort((a, b) => a.key - b.key);
    const opened = new Set<string>();
    const ordered: Write[] = [];
    const opens = new Map(
      writes.flatMap(({ write }) => (write.kind === 'open' ? [[write.session.id, write] as const] : [])),
    );
    for (const { entry } of order) {
      const write = entry.write;
      const needs =
        write.kind === 'open'
          ? write.session.id
          : write.kind === 'mark'
            ? write.sessionId
            : write.kind === 'checkIn'
              ? write.checkIn.sessionId
              : null;
      if (needs && !opened.has(needs)) {
        opened.add(needs);
        ordered.push(opens.get(needs) as Write);
      }
      if (write.kind === 'open' || (write.kind === 'checkIn' && write.again)) continue;
      ordered.push(write);
      if (
        write.kind === 'checkIn' &&
        writes.some(({ write: w }) => w.kind === 'checkIn' && w.again && w.checkIn.id === write.checkIn.id)
      )
        ordered.push({ ...write, again: true });
    }
    return ordered;
  }
  return writes.sort((a, b) => a.day - b.day).map(({ write }) => write);
}

/** The records as a store would hold them after the writes, and the figures kept alongside. */
function replay(writes: readonly Write[]) {
  const sessions = new Map<string, SessionFacts>();
  const checkIns = new Map<string, CheckInFacts>();
  const habits = new Map<
    string,
    { habitType: HabitType; date: string; completed: boolean; createdAt: string }
  >();
  const records = () => ({
    sessions: [...sessions.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt)),
    checkIns: [...checkIns.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    habits: [...habits.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt),
    ),
  });
  let figures: InsightFigures = noFigures();
  let rebuilds = 0;
  const apply = (change: FiguresChange) => {
    if (change === REBUILD) {
      rebuilds += 1;
      figures = figuresFrom(records());
    } else if (change) figures = change;
  };
  for (const write of writes) {
    if (write.kind === 'open') {
      sessions.set(write.session.id, write.session);
      apply(withSession(figures, write.session));
    } else if (write.kind === 'mark') {
      const session = {
        ...(sessions.get(write.sessionId) as SessionFacts),
        activityType: write.activityType,
      };
      sessions.set(session.id, session);
      apply(withSession(figures, session));
    } else if (write.kind === 'checkIn') {
      if (!checkIns.has(write.checkIn.id)) checkIns.set(write.checkIn.id, write.checkIn);
      apply(withCheckIn(figures, write.checkIn));
    } else {
      const key = `${write.date}|${write.habitType}`;
      const kept = habits.get(key);
      // Made once a day (completed: false); a tap sets it.
      const record = kept
        ? { ...kept, completed: write.completed }
        : {
            habitType: write.habitType,
            date: write.date,
            completed: write.completed,
            createdAt: at(write.date, 0),
          };
      habits.set(key, record);
      apply(withHabits(figures, write.date, [record]));
    }
  }
  return { figures, records: records(), rebuilds };
}

const expected = (records: ReturnType<typeof replay>['records']) => ({
  whatHelps: whatHelps(records.sessions, records.checkIns),
  habitMood: habitMood(records.habits, records.checkIns),
});

describe('insights from figures kept on write', () => {
  it('answer as the whole history does, with writes in the order they happen', () => {
    let shown = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const { figures, records } = replay(history(seed, 40 + (seed % 4) * 30, false));
      const answer = insightsOf(figures);
      expect({ seed, answer }).toEqual({ seed, answer: expected(records) });
      expect(insightsOf(figuresFrom(records))).toEqual(answer);
      shown += answer.whatHelps.length + answer.habitMood.length;
    }
    // The histories say something: the comparison is not of empty lists.
    expect(shown).toBeGreaterThan(100);
  });

  it('answer as the whole history does, with writes in any order at all (rebuilt when needed)', () => {
    let rebuilt = 0;
    for (let seed = 100; seed <= 115; seed += 1) {
      const { figures, records, rebuilds } = replay(history(seed, 70, true));
      rebuilt += rebuilds;
      expect({ seed, answer: insightsOf(figures) }).toEqual({ seed, answer: expected(records) });
    }
    expect(rebuilt).toBeGreaterThan(0);
  });

  it('stay bounded: only the last weeks are kept in detail', () => {
    const { figures } = replay(history(7, 365, false));
    const newest = figures.days.at(-1)?.date ?? '';
    expect(figures.foldedThrough).not.toBeNull();
    expect(figures.days.every((day) => day.date > addDays(newest, -DETAIL_DAYS - 8))).toBe(true);
    expect(figures.days.length).toBeLessThanOrEqual(DETAIL_DAYS + 8);
    expect(JSON.stringify(figures).length).toBeLessThan(40_000);
  });

  it('count a check-in sent twice once', () => {
    const session = { id: 's', startedAt: '2026-03-01T08:00:00.000Z', activityType: null };
    let figures = withSession(noFigures(), session) as InsightFigures;
    const checkIn: CheckInFacts = {
      id: 'c',
      sessionId: 's',
      checkInType: 'pre',
      intensity: 7,
      date: '2026-03-01',
      createdAt: '2026-03-01T08:00:01.000Z',
    };
    figures = withCheckIn(figures, checkIn) as InsightFigures;
    expect(withCheckIn(figures, checkIn)).toBeNull();
    expect(figures.days).toEqual([{ date: '2026-03-01', checkIns: 1, intensitySum: 7, habits: {} }]);
  });
});

describe('a flood of check-ins', () => {
  it('keeps the figures bounded, and the answer exact', () => {
    const writes: Write[] = [];
    // 3,000 'pre' check-ins in one afternoon, each opening its session, some with a practice and a post.
    for (let index = 0; index < 3_000; index += 1) {
      const startedAt = at('2026-05-01', 1_000 * (index + 1));
      const session = { id: `s${index}`, startedAt, activityType: null };
      writes.push({ kind: 'open', session });
      writes.push({
        kind: 'checkIn',
        checkIn: {
          id: `pre${index}`,
          sessionId: session.id,
          checkInType: 'pre',
          intensity: 1 + (index % 10),
          date: '2026-05-01',
          createdAt: startedAt,
        },
      });
      if (index % 3 === 0) {
        writes.push({ kind: 'mark', sessionId: session.id, activityType: 'humor' });
        writes.push({
          kind: 'checkIn',
          checkIn: {
            id: `post${index}`,
            sessionId: session.id,
            checkInType: 'post',
            intensity: 1 + ((index * 7) % 10),
            date: '2026-05-01',
            createdAt: at('2026-05-01', 1_000 * (index + 1) + 500),
          },
        });
      }
    }
    const { figures, records } = replay(writes);
    expect(insightsOf(figures)).toEqual(expected(records));
    expect(figures.sessions.length).toBeLessThanOrEqual(200);
    expect(figures.counted.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(figures).length).toBeLessThan(60_000);
  });
});
