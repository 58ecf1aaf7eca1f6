import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { LocalDate } from './habits.js';
import { OccurredAt } from './offline-taps.js';

/** SPEC §3: the five kindness (self-compassion) activities, in display order. */
export const KindnessActivityId = z.enum([
  'baby-me',
  'body-thanks',
  'strong-me',
  'kindness-for-me',
  'thoughts-of-kindness',
]);
export type KindnessActivityId = z.infer<typeof KindnessActivityId>;

export const kindnessActivities: Record<KindnessActivityId, { title: string; description: string }> = {
  'baby-me': {
    title: 'Baby Me',
    description: 'Picture yourself as a little kid and say something gentle to them.',
  },
  'body-thanks': {
    title: 'Body Thanks',
    description: 'Thank your body for one thing it did for you today.',
  },
  'strong-me': {
    title: 'Strong Me',
    description: 'Remember a time you got through something hard.',
  },
  'kindness-for-me': {
    title: 'Kindness for Me',
    description: 'Do one small kind thing just for you.',
  },
  'thoughts-of-kindness': {
    title: 'Thoughts of Kindness',
    description: 'Send a kind thought to yourself and to someone else.',
  },
};

/** GET /api/daily-compassion-check (and the toggle's reply): today's completed activity ids. */
export const CompletedKindness = z.array(KindnessActivityId).meta({ id: 'CompletedKindness' });
export type CompletedKindness = z.infer<typeof CompletedKindness>;

/**
 * POST /api/daily-compassion-check/toggle. Without `done` the activity flips; with it, it is set to
 * that state, so a tap sent again from a device (issue 18) changes nothing the second time.
 * `occurredAt` says which local day it counts for (a tap made offline at 23:50 is that day's).
 */
export const ToggleKindnessRequest = z.object({
  activityId: KindnessActivityId,
  done: z
    .boolean()
    .meta({ description: 'Set the activity done (true) or not done (false) instead of flipping it.' })
    .optional(),
  occurredAt: OccurredAt.optional(),
});
export type ToggleKindnessRequest = z.infer<typeof ToggleKindnessRequest>;

/** One kindness activity marked done on one local day, as kept (and exported) for its owner. */
export const KindnessCompletion = z
  .object({
    id: Id,
    activityId: KindnessActivityId,
    /** The person's local day it was marked done on. */
    date: LocalDate,
    completedAt: IsoDateTime,
  })
  .meta({ id: 'KindnessCompletion' });
export type KindnessCompletion = z.infer<typeof KindnessCompletion>;
