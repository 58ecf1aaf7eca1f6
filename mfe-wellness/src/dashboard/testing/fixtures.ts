// Test data for the dashboard sections and pages, shaped (and typed) by the contracts.
import type {
  Habit,
  HabitType,
  KindnessActivityId,
  MicroActivityCompletion,
  MicroActivityType,
  TodaysPractice,
  WellnessOverview,
} from '@heartwise/contracts';
import { aUser } from '@heartwise/web-runtime/testing';
import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';

export const TODAY = '2026-11-21';
export const WEEK_START = '2026-11-15';
const stamp = '2026-11-21T09:30:00.000Z';

const habitIds: Record<HabitType, string> = {
  water: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b01',
  exercise: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b02',
  outdoor: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b03',
  nutrition: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b04',
  sleep: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b05',
};

export const aHabit = (habitType: HabitType, completed = false): Habit => ({
  id: habitIds[habitType],
  habitType,
  completed,
  date: TODAY,
  frequency: 'daily',
  createdAt: '2026-11-21T07:00:00.000Z',
});

/** Today's five habits, in the server's (not the display) order; `done` are completed. */
export const todaysHabits = (...done: HabitType[]): Habit[] =>
  (['sleep', 'water', 'exercise', 'outdoor', 'nutrition'] as const).map((type) =>
    aHabit(type, done.includes(type)),
  );

export const SESSION_ID = '7d0c1a52-3f0e-4c8e-9b51-6a2f0f1c0c01';

let completionCount = 0;
export function aCompletion(
  activityType: MicroActivityType,
  overrides: Partial<MicroActivityCompletion> = {},
): MicroActivityCompletion {
  completionCount += 1;
  return {
    id: `6e0c1a52-3f0e-4c8e-9b51-${String(completionCount).padStart(12, '0')}`,
    activityType,
    response: 'Something kind',
    shareAnonymously: false,
    sessionId: SESSION_ID,
    date: TODAY,
    completedAt: stamp,
    createdAt: stamp,
    ...overrides,
  };
}

export const todaysPractice = (completions: MicroActivityCompletion[] = []): TodaysPractice => ({
  date: TODAY,
  count: completions.length,
  completions,
});

const noneByType = { verify: 0, gratitude: 0, reframe: 0, optimism: 0, humor: 0 };

export interface OverviewFigures {
  habitsDone?: number;
  practicesToday?: number;
  practicesThisWeek?: number;
  byType?: Partial<Record<MicroActivityType, number>>;
  direction?: WellnessOverview['intensity']['direction'];
  average?: number | null;
  habitDays?: WellnessOverview['week']['habitDays'];
}

/** GET /api/wellness/overview with the figures a test cares about. */
export function anOverview({
  habitsDone = 0,
  practicesToday = 0,
  practicesThisWeek = practicesToday,
  byType = {},
  direction = 'not-enough-data',
  average = null,
  habitDays = [{ date: TODAY, completed: habitsDone, total: 5 }],
}: OverviewFigures = {}): WellnessOverview {
  const percent = Math.min(100, Math.round((practicesThisWeek / 7) * 100));
  return {
    today: {
      date: TODAY,
      habits: { completed: habitsDone, total: 5, percent: Math.round((habitsDone / 5) * 100) },
      practices: practicesToday,
      checkedIn: false,
    },
    week: {
      start: WEEK_START,
      practices: practicesThisWeek,
      practicePercent: percent,
      practicesByType: { ...noneByType, ...byType },
      habitDays,
    },
    habits7d: { completed: habitsDone, total: 35, percent: Math.round((habitsDone / 35) * 100) },
    intensity: { direction, average },
  };
}

/**
 * Every call the dashboards make, answered with an empty day; pass routes to change any.
 * Habits PATCH and kindness toggles answer as a real server would.
 */
export function wellnessRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const done = new Set<KindnessActivityId>();
  let habits = todaysHabits();
  const habitRoutes = Object.fromEntries(
    habits.map(({ id }) => [
      `PATCH /api/habits/${id}/complete`,
      (call: FakeCall) => {
        const { completed } = call.body as { completed: boolean };
        habits = habits.map((habit) => (habit.id === id ? { ...habit, completed } : habit));
        return { status: 200, body: habits.find((habit) => habit.id === id) };
      },
    ]),
  );
  return {
    'GET /api/user': { status: 200, body: aUser('youth') },
    'GET /api/habits': () => ({ status: 200, body: habits }),
    ...habitRoutes,
    'GET /api/daily-compassion-check': () => ({ status: 200, body: [...done] }),
    'POST /api/daily-compassion-check/toggle': (call) => {
      const { activityId } = call.body as { activityId: KindnessActivityId };
      if (done.has(activityId)) done.delete(activityId);
      else done.add(activityId);
      return { status: 200, body: [...done] };
    },
    'GET /api/micro-activities/today': { status: 200, body: todaysPractice() },
    'GET /api/micro-activities/completions': { status: 200, body: [] },
    'GET /api/wellness/overview': { status: 200, body: anOverview() },
    'GET /api/emotional-checkins/trend': { status: 200, body: [] },
    'GET /api/forum/activity': { status: 200, body: { discussions: 0, mine: { threads: 0, replies: 0 } } },
    ...overrides,
  };
}
