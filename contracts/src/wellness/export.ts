import { z } from 'zod';
import { IsoDateTime } from '../common.js';
import { Habit } from './habits.js';

/**
 * GET /api/wellness/export: everything svc-wellness keeps about the caller ("Download my data").
 * Each new kind of wellness record joins as a field of its own.
 */
export const WellnessExport = z
  .object({
    exportedAt: IsoDateTime,
    /** Every day's habits, oldest day first. */
    habits: z.array(Habit),
  })
  .meta({ id: 'WellnessExport' });
export type WellnessExport = z.infer<typeof WellnessExport>;
