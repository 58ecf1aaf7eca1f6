import { z } from 'zod';
import { IsoDateTime } from '../common.js';
import { Habit } from './habits.js';
import { KindnessCompletion } from './kindness.js';
import { MicroActivityCompletion } from './practice.js';
import { CheckIn, EmotionSession } from './checkins.js';

/**
 * GET /api/wellness/export: everything svc-wellness keeps about the caller ("Download my data").
 * Each new kind of wellness record joins as a field of its own.
 */
export const WellnessExport = z
  .object({
    exportedAt: IsoDateTime,
    /** Every day's habits, oldest day first. */
    habits: z.array(Habit),
    /** Every kindness activity marked done, oldest day first. */
    kindness: z.array(KindnessCompletion),
    /** Every practice activity saved, with the words written in it, oldest first. */
    microActivityCompletions: z.array(MicroActivityCompletion),
    /** Every emotional check-in, oldest first. */
    checkIns: z.array(CheckIn),
    /** Every emotion session, oldest first. */
    emotionSessions: z.array(EmotionSession),
  })
  .meta({ id: 'WellnessExport' });
export type WellnessExport = z.infer<typeof WellnessExport>;
