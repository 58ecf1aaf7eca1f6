import { z } from 'zod';
import {
  CheckIn,
  EmotionSession,
  Habit,
  KindnessCompletion,
  MicroActivityCompletion,
} from '@heartwise/contracts';
import type { CollectionDefinition } from '@heartwise/service-kit';
import type { CheckInRecord } from '../../ports/check-in.repository.port.js';
import type { EmotionSessionRecord } from '../../ports/emotion-session.repository.port.js';
import type { HabitRecord } from '../../ports/habit.repository.port.js';
import type { KindnessRecord } from '../../ports/kindness.repository.port.js';
import type { PracticeRecord } from '../../ports/practice.repository.port.js';

/**
 * The collections of svc-wellness's own records, defined once. Both store adapters keep the first
 * definition a name is opened with (its schema and its indexes, unique ones included), and the read
 * models open these collections too, from whichever repository is built first: so every opener
 * uses these same definitions, never a copy of its own.
 */
export const habitsCollection: CollectionDefinition<HabitRecord> = {
  name: 'habits',
  schema: Habit.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, date: 1, habitType: 1 }, unique: true }],
};

/**
 * One document per person, local day and activity, held unique by an index: toggling inserts or
 * deletes one whole document, so no array in a shared document is ever changed in place (FerretDB
 * v1 has no `$pull` with a condition, and two updates of one document are not atomic there).
 */
export const kindnessCollection: CollectionDefinition<KindnessRecord> = {
  name: 'kindness_checks',
  schema: KindnessCompletion.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, date: 1, activityId: 1 }, unique: true }],
};

export const practiceCollection: CollectionDefinition<PracticeRecord> = {
  name: 'micro_activity_completions',
  schema: MicroActivityCompletion.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, createdAt: -1 } }, { fields: { userId: 1, date: 1 } }],
};

export const checkInsCollection: CollectionDefinition<CheckInRecord> = {
  name: 'emotional_check_ins',
  // Check-ins stored before `prompted` existed were all chosen by the person: they read as false.
  schema: CheckIn.extend({ userId: z.uuid(), prompted: z.boolean().default(false) }),
  indexes: [
    { fields: { userId: 1, createdAt: -1 } },
    { fields: { userId: 1, date: 1 } },
    { fields: { checkInType: 1, emotionRating: 1 } },
    // The admin's check-ins per week (issue 19): eight counts of a range of days.
    { fields: { date: 1 } },
  ],
};

export const sessionsCollection: CollectionDefinition<EmotionSessionRecord> = {
  name: 'emotion_sessions',
  schema: EmotionSession.extend({ userId: z.uuid() }),
  indexes: [{ fields: { userId: 1, sessionStatus: 1, startedAt: -1 } }],
};
