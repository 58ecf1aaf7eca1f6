import { z } from 'zod';
import { decisionRules, type ModerationDecision } from '../moderation/decisions.js';

/**
 * What each figure staff see counts, written once (issue 19, Deliver 1): the services count by these
 * definitions, mfe-admin shows these words, and the cross-screen figures test reads both. A label
 * names the figure; its description says exactly what is counted, so two figures that count the
 * same thing carry the same words wherever they are shown.
 */

const Count = z.number().int().nonnegative();

/** How many weeks a staff figure's trend shows. */
export const TREND_WEEKS = 8;

/** One week of a trend: its Sunday in the caller's calendar (x-timezone, else UTC) and its count. */
export const WeekCount = z.object({ weekStart: z.iso.date(), count: Count });
export type WeekCount = z.infer<typeof WeekCount>;

/** The last TREND_WEEKS weeks, oldest first; the last is this week so far. */
export const WeeklyTrend = z.array(WeekCount).length(TREND_WEEKS).meta({ id: 'WeeklyTrend' });
export type WeeklyTrend = z.infer<typeof WeeklyTrend>;

const dayNumber = (day: string): number => {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};
const DAY_MS = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Sunday on or before a calendar day (YYYY-MM-DD): weeks start on Sunday (SPEC §9). */
export const sundayOf = (day: string): string => {
  const ms = dayNumber(day);
  return dayOf(ms - new Date(ms).getUTCDay() * DAY_MS);
};

/** The Sundays of the trend ending with the week of `today` (a calendar day), oldest first. */
export const trendWeeks = (today: string): string[] => {
  const last = dayNumber(sundayOf(today));
  return Array.from({ length: TREND_WEEKS }, (_, index) =>
    dayOf(last - (TREND_WEEKS - 1 - index) * 7 * DAY_MS),
  );
};

/**
 * The trend of things that happened on these calendar days (one day per thing, in the caller's
 * calendar): how many fell in each of the weeks ending with the week of `today`. Days outside the
 * weeks are left out.
 */
export function weeklyTrend(today: string, days: readonly string[]): WeeklyTrend {
  const weeks = trendWeeks(today);
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const day of days) {
    const week = sundayOf(day);
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return weeks.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}

/**
 * What a moderator's decision came to, read from the decision itself (`decisionRules`), never from
 * where the item is now: a decision made stays counted as it was made, whatever happens next.
 */
export const DecisionOutcome = z.enum(['approved', 'rejected', 'escalated', 'edit-requested']);
export type DecisionOutcome = z.infer<typeof DecisionOutcome>;

const OUTCOME_OF_STATUS = {
  approved: 'approved',
  rejected: 'rejected',
  flagged: 'escalated',
  pending: 'edit-requested',
} as const satisfies Record<(typeof decisionRules)[ModerationDecision]['status'], DecisionOutcome>;

export const outcomeOf = (decision: ModerationDecision): DecisionOutcome =>
  OUTCOME_OF_STATUS[decisionRules[decision].status];

/** Decisions made in a period, by what they came to. */
export const DecisionCounts = z.object({
  total: Count,
  approved: Count,
  rejected: Count,
  escalated: Count,
  editRequested: Count,
});
export type DecisionCounts = z.infer<typeof DecisionCounts>;

/** One figure's words: a short label and what exactly it counts. */
export interface FigureText {
  label: string;
  description: string;
  /** What its trend counts per week (the sparkline's name), when it has one. */
  trend?: string;
}

/**
 * Every staff figure's label and description. Keys are stable: tests and screens name figures by
 * them. "This week" is the caller's, from Sunday.
 */
export const staffFigureText = {
  // svc-identity
  totalUsers: {
    label: 'Total Users',
    description: 'Every account, of any role.',
    trend: 'New accounts per week',
  },
  activeSessions: { label: 'Active Sessions', description: 'Browsers signed in now, any role.' },
  parentYouthLinks: {
    label: 'Parent-Youth Links',
    description: 'Approved links between a parent and a youth, in force now.',
  },
  // svc-wellness
  checkInsThisWeek: {
    label: 'Check-ins This Week',
    description: "Check-ins of every kind made since Sunday, each on its youth's own calendar.",
    trend: 'Check-ins per week',
  },
  // svc-forum
  visibleThreads: {
    label: 'Threads members can see',
    description: 'Threads not held for a moderator, kept private or removed, in every community.',
  },
  hiddenThreads: {
    label: 'Threads held or removed',
    description: 'Threads only staff (and, while held, their authors) can see.',
  },
  visibleReplies: {
    label: 'Responses members can see',
    description: 'Responses not held for a moderator or removed.',
  },
  threadsStartedThisWeek: {
    label: 'Threads Started This Week',
    description: 'Started since Sunday, whatever became of them since.',
    trend: 'Threads started per week',
  },
  activeDiscussions: {
    label: 'Active Discussions',
    description: 'Threads members can see in the communities you moderate.',
  },
  // svc-moderation
  pendingNow: { label: 'Pending Reviews', description: 'Items waiting for a moderator now.' },
  escalatedNow: {
    label: 'Waiting for an Administrator',
    description: 'Escalated items no administrator has decided yet.',
  },
  decisionsToday: { label: "Today's Reviews", description: 'Moderator decisions made today.' },
  reportsThisWeek: {
    label: 'Reports This Week',
    description:
      "Members' reports and posts safety screening held, since Sunday. Common Flags shares out the same reports.",
    trend: 'Reports per week',
  },
  decisionsThisWeek: {
    label: 'Decisions This Week',
    description: 'Moderator decisions made since Sunday, counted as they were made.',
    trend: 'Decisions per week',
  },
  approvedThisWeek: {
    label: 'Approved This Week',
    description:
      'Decisions since Sunday that kept a post up or made it public, whatever happened to it later.',
    trend: 'Approvals per week',
  },
  rejectedThisWeek: {
    label: 'Rejected This Week',
    description: 'Decisions since Sunday that took a post down or kept it private.',
    trend: 'Rejections per week',
  },
  escalatedThisWeek: {
    label: 'Escalated This Week',
    description: 'Decisions since Sunday that passed an item to an administrator.',
  },
  editsRequestedThisWeek: {
    label: 'Edits Requested This Week',
    description: 'Decisions since Sunday that asked an author to edit their post.',
  },
} as const satisfies Record<string, FigureText>;
export type StaffFigureName = keyof typeof staffFigureText;
