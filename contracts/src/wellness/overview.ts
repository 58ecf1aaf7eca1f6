import { z } from 'zod';
import { Id } from '../common.js';
import { HabitType, LocalDate } from './habits.js';
import { MicroActivityType } from './practice.js';

export const Completion = z.object({
  completed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Rounded percent; 0 when total is 0. */
  percent: z.number().int().min(0).max(100),
});
export type Completion = z.infer<typeof Completion>;

/**
 * How intensity moves: the average of the newer half of recent check-ins against the older half.
 * Lower intensity reads as calmer (SPEC's trend messages), so a drop of 0.5 or more is improving.
 */
export const TrendDirection = z.enum(['improving', 'steady', 'needs-care', 'not-enough-data']);
export type TrendDirection = z.infer<typeof TrendDirection>;

export const IntensityTrend = z.object({
  direction: TrendDirection,
  /**
   * Average intensity of the last 7 days' check-ins, 1 decimal; null without any, and in a
   * YouthSummary with fewer than MIN_CHECKINS_FOR_AVERAGE of them.
   */
  average: z.number().nullable(),
});

/**
 * Fewest check-ins an average intensity shown to someone else (a linked parent's summary, and so
 * the youth's "What your parent can see") is taken over: an average of one check-in is that
 * check-in's exact intensity (issue 15). The trend direction needs more than this already.
 */
export const MIN_CHECKINS_FOR_AVERAGE = 3;

export const HabitDay = z.object({ date: LocalDate, completed: z.number().int(), total: z.number().int() });

/** GET /api/wellness/overview: the caller's own figures for their dashboard cards. */
export const WellnessOverview = z
  .object({
    today: z.object({
      date: LocalDate,
      habits: Completion,
      practices: z.number().int().nonnegative(),
      checkedIn: z.boolean(),
    }),
    week: z.object({
      /** The Sunday the week started on (SPEC §9). */
      start: LocalDate,
      practices: z.number().int().nonnegative(),
      practicePercent: z.number().int().min(0).max(100),
      practicesByType: z.record(MicroActivityType, z.number().int().nonnegative()),
      habitDays: z.array(HabitDay),
    }),
    /** Habits over the last 7 local days, today included. */
    habits7d: Completion,
    intensity: IntensityTrend,
  })
  .meta({ id: 'WellnessOverview' });
export type WellnessOverview = z.infer<typeof WellnessOverview>;

/**
 * What a linked parent sees about a youth, and what the youth sees about themself under "What
 * your parent can see": aggregates only, never notes, responses, feelings' names or posts.
 */
export const YouthSummary = z
  .object({
    youthId: Id,
    firstName: z.string().nullable(),
    habits7d: Completion,
    /**
     * Check-ins in the last 7 days: those the youth chose to make, and those that answered the
     * app's automatic prompt (counted apart, so prompts never read as a youth reaching out).
     */
    checkIns7d: z.object({
      chosen: z.number().int().nonnegative(),
      prompted: z.number().int().nonnegative(),
    }),
    intensity: IntensityTrend,
    practicesThisWeek: z.number().int().nonnegative(),
  })
  .meta({ id: 'YouthSummary' });
export type YouthSummary = z.infer<typeof YouthSummary>;
export const YouthSummaryList = z.array(YouthSummary);

/** "What helps me": pre → post intensity change per practice type, once 3 sessions exist. */
export const PracticeEffect = z.object({
  activityType: MicroActivityType,
  sessions: z.number().int().min(3),
  /** Average post minus pre intensity, 1 decimal; negative means calmer afterwards. */
  averageChange: z.number(),
});
export const MIN_SESSIONS_FOR_EFFECT = 3;

/** Mood on days a habit was done vs not, once each side has enough days. */
export const HabitMood = z.object({
  habitType: HabitType,
  daysWith: z.number().int(),
  daysWithout: z.number().int(),
  averageWith: z.number(),
  averageWithout: z.number(),
});
export const MIN_DAYS_FOR_HABIT_MOOD = 3;

/** GET /api/wellness/insights. Empty lists until there is enough data to say something true. */
export const WellnessInsights = z
  .object({ whatHelps: z.array(PracticeEffect), habitMood: z.array(HabitMood) })
  .meta({ id: 'WellnessInsights' });
export type WellnessInsights = z.infer<typeof WellnessInsights>;
