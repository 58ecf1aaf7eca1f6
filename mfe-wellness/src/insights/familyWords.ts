import { MIN_CHECKINS_FOR_AVERAGE, type TrendDirection, type YouthSummary } from '@heartwise/contracts';

/** Where a parent links with their young person (the shell's Profile Settings section). */
export const FAMILY_LINKS_PATH = '/profile#family-links';

/** A trend direction in a parent's words: what it suggests, never a verdict. */
export const directionWords: Record<TrendDirection, string> = {
  improving: 'Feeling calmer lately',
  steady: 'Holding steady',
  'needs-care': 'Feelings running stronger lately',
  'not-enough-data': 'Not enough check-ins yet to see a trend',
};

/** A linked youth by first name, or kindly when they have not given one. */
export const youthName = (summary: Pick<YouthSummary, 'firstName'>): string =>
  summary.firstName?.trim() || 'Your young person';

export const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Check-ins apart (issue 14): the ones a youth chose to make, and answers to the app's automatic
 * prompts, so a prompt answered never reads as a youth reaching out.
 */
export function checkInWords(summary: Pick<YouthSummary, 'firstName' | 'checkIns7d'>): {
  chosen: string;
  prompted: string;
} {
  const who = summary.firstName?.trim() || 'they';
  return {
    chosen: `${plural(summary.checkIns7d.chosen, 'check-in', 'check-ins')} ${who} chose to make`,
    prompted: `${plural(summary.checkIns7d.prompted, 'answer', 'answers')} to the app's reminders`,
  };
}

/**
 * The average intensity as a parent reads it. svc-wellness gives none under
 * MIN_CHECKINS_FOR_AVERAGE check-ins in the 7 days (over one it would be that check-in's exact
 * intensity), so the card says why instead, and what it waits for.
 */
export function averageWords(summary: Pick<YouthSummary, 'intensity' | 'checkIns7d'>): {
  figure: string;
  note?: string;
} {
  const { average } = summary.intensity;
  if (average !== null) return { figure: `${average.toFixed(1)}/10` };
  if (summary.checkIns7d.chosen + summary.checkIns7d.prompted === 0) return { figure: 'No check-ins yet' };
  return {
    figure: 'Not enough check-ins yet to show an average',
    note: `An average shows once there are ${MIN_CHECKINS_FOR_AVERAGE} check-ins in a week.`,
  };
}
