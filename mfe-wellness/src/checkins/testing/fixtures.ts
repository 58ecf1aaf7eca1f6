// Check-in, session, summary and overview data for the check-in, overlay and parent tests, typed by the contracts.
import type {
  CheckIn,
  EmotionSession,
  SavedCheckIn,
  SupportNotice,
  TrendPoint,
  WellnessOverview,
  YouthSummary,
} from '@heartwise/contracts';
import { defaultHelplines, fearEmotions } from '@heartwise/contracts';

export const SESSION_ID = '8a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d01';
export const OTHER_SESSION_ID = '8a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d02';

let made = 0;
const nextId = (prefix: string) => {
  made += 1;
  return `${prefix}-3f0e-4c8e-9b51-${String(made).padStart(12, '0')}`;
};

export function aCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    id: nextId('9c0c1a52'),
    sessionId: null,
    checkInType: 'pre',
    emotionLabel: 'joy',
    emotionRating: 3,
    intensity: 3,
    notes: '',
    prompted: false,
    date: '2026-11-21',
    createdAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

/** The POST reply for a body the app sent (what a real server would save). */
export function savedFrom(body: unknown, support?: SupportNotice): SavedCheckIn {
  const sent = body as {
    emotionLabel: string;
    emotionRating: number;
    checkInType?: CheckIn['checkInType'];
    prompted?: boolean;
  };
  return {
    ...aCheckIn({
      emotionLabel: sent.emotionLabel,
      emotionRating: sent.emotionRating,
      intensity: sent.emotionRating,
      checkInType: sent.checkInType ?? 'pre',
      prompted: sent.prompted ?? false,
    }),
    ...(support ? { support } : {}),
  };
}

export const distressNotice: SupportNotice = {
  kind: 'distress',
  title: "You don't have to carry this alone",
  message: 'That sounds really hard. Talking to someone can help, right now if you need it.',
  helplines: defaultHelplines,
};

/** Trend points (oldest first) from [emotion, intensity] pairs, one a day. */
export const trendOf = (...points: [string, number][]): TrendPoint[] =>
  points.map(([emotionName, intensity], index) => ({
    emotionName,
    intensity,
    identifiedFear: fearEmotions.includes(emotionName),
    createdAt: `2026-11-${String(10 + index).padStart(2, '0')}T18:00:00.000Z`,
  }));

export function aSession(overrides: Partial<EmotionSession> = {}): EmotionSession {
  return {
    id: SESSION_ID,
    startedAt: '2026-11-21T09:00:00.000Z',
    completedAt: null,
    hasPreCheckin: true,
    hasPostCheckin: true,
    hasPostPostCheckin: false,
    activityType: 'gratitude',
    sessionStatus: 'active',
    ...overrides,
  };
}

export interface OverviewFigures {
  habitsToday?: number;
  habits7d?: { completed: number; total: number };
  practicesThisWeek?: number;
}

/** GET /api/wellness/overview with the figures these tests read. */
export function anOverview({
  habitsToday = 0,
  habits7d = { completed: 0, total: 35 },
  practicesThisWeek = 0,
}: OverviewFigures = {}): WellnessOverview {
  const percent = (completed: number, total: number) =>
    total === 0 ? 0 : Math.round((completed / total) * 100);
  return {
    today: {
      date: '2026-11-21',
      habits: { completed: habitsToday, total: 5, percent: percent(habitsToday, 5) },
      practices: 0,
      checkedIn: false,
    },
    week: {
      start: '2026-11-15',
      practices: practicesThisWeek,
      practicePercent: Math.min(100, Math.round((practicesThisWeek / 7) * 100)),
      practicesByType: { verify: practicesThisWeek, gratitude: 0, reframe: 0, optimism: 0, humor: 0 },
      habitDays: [],
    },
    habits7d: { ...habits7d, percent: percent(habits7d.completed, habits7d.total) },
    intensity: { direction: 'not-enough-data', average: null },
  };
}

export function aYouthSummary(overrides: Partial<YouthSummary> = {}): YouthSummary {
  return {
    youthId: nextId('1d0c1a52'),
    firstName: 'Sam',
    habits7d: { completed: 28, total: 35, percent: 80 },
    checkIns7d: { chosen: 2, prompted: 3 },
    intensity: { direction: 'improving', average: 3.4 },
    practicesThisWeek: 3,
    ...overrides,
  };
}
