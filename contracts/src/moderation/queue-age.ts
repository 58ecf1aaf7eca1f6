import { z } from 'zod';
import { IsoDateTime } from '../common.js';

/**
 * GET /api/moderation/queue-age (issue 19): how long the longest-waiting pending item has waited,
 * over the whole queue the caller works (a district's moderators: their district's). An item waits
 * from when it entered the queue, or, when it was decided before, from the first report, screening
 * or edit after that decision. Both null when nothing is pending.
 */
export const QueueAge = z
  .object({
    pending: z.number().int().nonnegative(),
    oldestWaitingSince: IsoDateTime.nullable(),
    /** Whole minutes from `oldestWaitingSince` to the service's now. */
    oldestWaitingMinutes: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'QueueAge' });
export type QueueAge = z.infer<typeof QueueAge>;
