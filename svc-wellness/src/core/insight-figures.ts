import {
  HabitType,
  MicroActivityType,
  MIN_DAYS_FOR_HABIT_MOOD,
  MIN_SESSIONS_FOR_EFFECT,
  type CheckInType,
  type WellnessInsights,
} from '@heartwise/contracts';
import { addDays } from '@heartwise/service-kit/domain';
import { oneDecimal } from './figures.js';

/**
 * What insights need of a person's whole history, kept as each record is written (issue 18), so
 * `GET /api/wellness/insights` reads one document instead of every session, check-in and habit.
 * Recent days and sessions are kept in detail (a late offline check-in, a habit tapped this week,
 * a practice joining a session change them); older ones are folded into running tallies, so the
 * figures stay bounded. A write that would change something already folded cannot be applied to a
 * tally exactly: it asks for the figures to be rebuilt from the records (rare, and exact).
 *
 * The answer equals insights.ts's `whatHelps` and `habitMood` over the full history
 * (test/insight-figures.test.ts on random histories): a session's change is a whole number, so its
 * tally is exact in any order; a day's mood is (sum of intensities) / count, exact too; habit mood
 * averages those day moods, a floating-point sum whose order matters, so days are folded oldest
 * first and the detail days are added after the tally, oldest first, as `mean` adds them.
 */

/** Days of detail kept behind the newest day written (offline taps arrive up to 7 days late). */
export const DETAIL_DAYS = 35;
/** Sessions kept in detail at most: a flood of 'pre' check-ins opens one each; the oldest fold. */
export const SESSIONS_KEPT = 200;
/**
 * The newest check-ins counted, by id: a check-in applied again (two copies racing in, a write
 * racing a rebuild, both within moments) is counted once. Bounded, so a flood cannot grow it.
 */
export const COUNTED_IDS = 200;

export interface FirstCheckIn {
  id: string;
  createdAt: string;
  intensity: number;
}

export interface SessionFigures {
  id: string;
  startedAt: string;
  activityType: MicroActivityType | null;
  /** The session's first pre and first post check-in by `createdAt`. */
  pre: FirstCheckIn | null;
  post: FirstCheckIn | null;
}

export interface DayFigures {
  date: string;
  /** The day's check-ins: how many, and their intensities summed (whole numbers: exact). */
  checkIns: number;
  intensitySum: number;
  /** The day's habit records, by type: done or not. */
  habits: Partial<Record<HabitType, boolean>>;
}

export interface Tally {
  sum: number;
  count: number;
}

export interface InsightFigures {
  /** Sessions started on days after `foldedThrough` and after `sessionsFoldedThrough`, in no order. */
  sessions: SessionFigures[];
  /** Days after `foldedThrough` with a check-in or a habit, oldest first. */
  days: DayFigures[];
  /** Days (and sessions started on them) up to here are in the tallies; null: nothing folded. */
  foldedThrough: string | null;
  /** Sessions started up to this moment are in the tallies too (past SESSIONS_KEPT); null: none. */
  sessionsFoldedThrough: string | null;
  /** The ids of the newest COUNTED_IDS check-ins counted, oldest first. */
  counted: string[];
  /** Folded sessions' changes (post − pre), by practice type. */
  helps: Partial<Record<MicroActivityType, Tally>>;
  /** Folded days' moods, by habit, on days it was done and not done (summed oldest first). */
  moodWith: Partial<Record<HabitType, Tally>>;
  moodWithout: Partial<Record<HabitType, Tally>>;
}

export const noFigures = (): InsightFigures => ({
  sessions: [],
  days: [],
  foldedThrough: null,
  sessionsFoldedThrough: null,
  counted: [],
  helps: {},
  moodWith: {},
  moodWithout: {},
});

/** A change the figures cannot take exactly (it touches what is folded): rebuild from the records. */
export const REBUILD = 'rebuild' as const;
export type FiguresChange = InsightFigures | null | typeof REBUILD;

export interface CheckInFacts {
  id: string;
  sessionId: string | null;
  checkInType: CheckInType;
  intensity: number;
  date: string;
  createdAt: string;
}
export interface SessionFacts {
  id: string;
  startedAt: string;
  activityType: MicroActivityType | null;
}
export interface HabitFacts {
  habitType: HabitType;
  date: string;
  completed: boolean;
}

const isFolded = (figures: InsightFigures, date: string) =>
  figures.foldedThrough !== null && date <= figures.foldedThrough;

const byDate = (a: DayFigures, b: DayFigures) => a.date.localeCompare(b.date);
const emptyDay = (date: string): DayFigures => ({ date, checkIns: 0, intensitySum: 0, habits: {} });

function withDay(figures: InsightFigures, date: string, change: (day: DayFigures) => DayFigures | null) {
  const day = figures.days.find((kept) => kept.date === date) ?? emptyDay(date);
  const next = change(day);
  if (!next) return null;
  return { ...figures, days: [...figures.days.filter((kept) => kept.date !== date), next].sort(byDate) };
}

const earlier = (kept: FirstCheckIn | null, candidate: FirstCheckIn) =>
  !kept || candidate.createdAt < kept.createdAt;

/**
 * A check-in as stored. Null when it is counted already; REBUILD when its day or session is folded,
 * or its session is unknown here (opened before it, so a write that stopped halfway).
 */
export function withCheckIn(figures: InsightFigures, checkIn: CheckInFacts): FiguresChange {
  if (isFolded(figures, checkIn.date)) return REBUILD;
  let next: InsightFigures = figures;
  let changed = false;
  if (!next.counted.includes(checkIn.id)) {
    const counted = withDay(next, checkIn.date, (day) => ({
      ...day,
      checkIns: day.checkIns + 1,
      intensitySum: day.intensitySum + checkIn.intensity,
    }));
    if (counted) next = { ...counted, counted: [...next.counted, checkIn.id].slice(-COUNTED_IDS) };
    changed = true;
  }
  if (checkIn.sessionId && checkIn.checkInType !== 'post-post') {
    const session = next.sessions.find((kept) => kept.id === checkIn.sessionId);
    if (!session) return REBUILD;
    const side = checkIn.checkInType;
    const first = { id: checkIn.id, createdAt: checkIn.createdAt, intensity: checkIn.intensity };
    if (session[side]?.id !== checkIn.id && earlier(session[side], first)) {
      next = {
        ...next,
        sessions: next.sessions.map((kept) => (kept.id === session.id ? { ...kept, [side]: first } : kept)),
      };
      changed = true;
    }
  }
  return changed ? fold(next, checkIn.date) : null;
}

/** A session as stored now (opened, or its practice type set). */
export function withSession(figures: InsightFigures, session: SessionFacts): FiguresChange {
  const startedOn = session.startedAt.slice(0, 10);
  const kept = figures.sessions.find((known) => known.id === session.id);
  const foldedByCount =
    figures.sessionsFoldedThrough !== null && session.startedAt <= figures.sessionsFoldedThrough;
  if (!kept && (isFolded(figures, startedOn) || foldedByCount)) return REBUILD;
  if (kept?.activityType === session.activityType) return null;
  const next = kept
    ? figures.sessions.map((known) =>
        known.id === session.id ? { ...known, activityType: session.activityType } : known,
      )
    : [
        ...figures.sessions,
        {
          id: session.id,
          startedAt: session.startedAt,
          activityType: session.activityType,
          pre: null,
          post: null,
        },
      ];
  return fold({ ...figures, sessions: next }, startedOn);
}

/** Habit records of one day as stored now. */
export function withHabits(
  figures: InsightFigures,
  date: string,
  habits: readonly HabitFacts[],
): FiguresChange {
  if (!habits.length) return null;
  if (isFolded(figures, date)) return REBUILD;
  const next = withDay(figures, date, (day) => {
    const marks = { ...day.habits };
    for (const habit of habits) marks[habit.habitType] = habit.completed;
    return HabitType.options.every((type) => marks[type] === day.habits[type])
      ? null
      : { ...day, habits: marks };
  });
  return next ? fold(next, date) : null;
}

const plus = (tally: Tally | undefined, value: number): Tally => ({
  sum: (tally?.sum ?? 0) + value,
  count: (tally?.count ?? 0) + 1,
});

/** The session's change (post − pre), when it has a practice type and both check-ins. */
function changeOf(session: SessionFigures): { activityType: MicroActivityType; change: number } | null {
  if (!session.activityType || !session.pre || !session.post) return null;
  return { activityType: session.activityType, change: session.post.intensity - session.pre.intensity };
}

/** The day's mood: the mean of its check-ins' intensities; null for a day without any. */
function moodOf(day: DayFigures): number | null {
  // Whole numbers: the sum is exact in any order, so this is `mean` to the last bit.
  return day.checkIns ? day.intensitySum / day.checkIns : null;
}

/** Adds days' moods to the habit tallies, oldest first (the order `mean` adds them in). */
function addDaysToMood(figures: InsightFigures, days: readonly DayFigures[]) {
  const moodWith = { ...figures.moodWith };
  const moodWithout = { ...figures.moodWithout };
  for (const day of days) {
    const mood = moodOf(day);
    if (mood === null) continue;
    for (const habitType of HabitType.options) {
      const done = day.habits[habitType];
      if (done === true) moodWith[habitType] = plus(moodWith[habitType], mood);
      if (done === false) moodWithout[habitType] = plus(moodWithout[habitType], mood);
    }
  }
  return { moodWith, moodWithout };
}

const later = (kept: string | null, candidate: string) =>
  kept !== null && kept > candidate ? kept : candidate;

/** Sessions' changes added to the practice tallies (whole numbers: exact in any order). */
function addSessionsToHelps(helps: InsightFigures['helps'], sessions: readonly SessionFigures[]) {
  const next = { ...helps };
  for (const session of sessions) {
    const counted = changeOf(session);
    if (counted) next[counted.activityType] = plus(next[counted.activityType], counted.change);
  }
  return next;
}

/**
 * Folds into the tallies the days (and sessions started on them) more than DETAIL_DAYS before
 * `latest`, the day just written, and the oldest sessions past SESSIONS_KEPT; nothing when none is.
 */
export function fold(figures: InsightFigures, latest: string): InsightFigures {
  const through = addDays(latest, -DETAIL_DAYS);
  const oldDays = figures.days.filter((day) => day.date <= through);
  const recent = figures.sessions
    .filter((session) => session.startedAt.slice(0, 10) > through)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const kept = recent.slice(0, SESSIONS_KEPT);
  if (!oldDays.length && kept.length === figures.sessions.length) return figures;
  const keptIds = new Set(kept.map((session) => session.id));
  const overflowThrough = recent[SESSIONS_KEPT]?.startedAt;
  const foldsByDay = oldDays.length > 0 || recent.length < figures.sessions.length;
  return {
    ...figures,
    ...addDaysToMood(figures, oldDays),
    helps: addSessionsToHelps(
      figures.helps,
      figures.sessions.filter((session) => !keptIds.has(session.id)),
    ),
    foldedThrough: foldsByDay ? later(figures.foldedThrough, through) : figures.foldedThrough,
    sessionsFoldedThrough: overflowThrough
      ? later(figures.sessionsFoldedThrough, overflowThrough)
      : figures.sessionsFoldedThrough,
    days: figures.days.filter((day) => day.date > through),
    sessions: kept,
  };
}

/** A person's figures from their whole history (a store from before the figures, or a rebuild). */
export function figuresFrom(history: {
  sessions: readonly SessionFacts[];
  checkIns: readonly CheckInFacts[];
  habits: readonly HabitFacts[];
}): InsightFigures {
  const detail: InsightFigures = noFigures();
  const sessions = new Map<string, SessionFigures>();
  for (const session of history.sessions)
    sessions.set(session.id, {
      id: session.id,
      startedAt: session.startedAt,
      activityType: session.activityType,
      pre: null,
      post: null,
    });
  const days = new Map<string, DayFigures>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? emptyDay(date);
    days.set(date, day);
    return day;
  };
  for (const checkIn of history.checkIns) {
    const day = dayOf(checkIn.date);
    day.checkIns += 1;
    day.intensitySum += checkIn.intensity;
    const session = checkIn.sessionId ? sessions.get(checkIn.sessionId) : undefined;
    if (!session || checkIn.checkInType === 'post-post') continue;
    const first = { id: checkIn.id, createdAt: checkIn.createdAt, intensity: checkIn.intensity };
    const side = checkIn.checkInType;
    if (earlier(session[side], first)) session[side] = first;
  }
  for (const habit of history.habits) dayOf(habit.date).habits[habit.habitType] = habit.completed;
  const all = {
    ...detail,
    sessions: [...sessions.values()],
    days: [...days.values()].sort(byDate),
    counted: history.checkIns.slice(-COUNTED_IDS).map((checkIn) => checkIn.id),
  };
  const latest = [...all.days.map((day) => day.date), ...all.sessions.map((s) => s.startedAt.slice(0, 10))]
    .sort()
    .at(-1);
  return latest ? fold(all, latest) : all;
}

/** "What helps me" and habits against mood, from the figures: insights.ts's maths, on tallies. */
export function insightsOf(figures: InsightFigures): WellnessInsights {
  const helps = addSessionsToHelps(figures.helps, figures.sessions);
  const whatHelps = MicroActivityType.options.flatMap((activityType) => {
    const tally = helps[activityType];
    return tally && tally.count >= MIN_SESSIONS_FOR_EFFECT
      ? [{ activityType, sessions: tally.count, averageChange: oneDecimal(tally.sum / tally.count) }]
      : [];
  });
  const { moodWith, moodWithout } = addDaysToMood(figures, figures.days);
  const habitMood = HabitType.options.flatMap((habitType) => {
    const withIt = moodWith[habitType];
    const without = moodWithout[habitType];
    if (
      !withIt ||
      !without ||
      withIt.count < MIN_DAYS_FOR_HABIT_MOOD ||
      without.count < MIN_DAYS_FOR_HABIT_MOOD
    )
      return [];
    return [
      {
        habitType,
        daysWith: withIt.count,
        daysWithout: without.count,
        averageWith: oneDecimal(withIt.sum / withIt.count),
        averageWithout: oneDecimal(without.sum / without.count),
      },
    ];
  });
  return { whatHelps, habitMood };
}
