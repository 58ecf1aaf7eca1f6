import { z } from 'zod';
import { freeText, Id, IsoDateTime } from '../common.js';
import { SupportNotice } from '../support/support-notice.js';
import { Intensity } from './emotions.js';
import { LocalDate } from './habits.js';
import { MicroActivityType } from './practice.js';
import { ClientRef, OccurredAt } from './offline-taps.js';

/** Before a practice, right after it, and well after it (SPEC §3 check-in types). */
export const CheckInType = z.enum(['pre', 'post', 'post-post']);
export type CheckInType = z.infer<typeof CheckInType>;

/**
 * POST /api/emotional-checkins: both SPEC §7 shapes (dashboard / quick: emotion and intensity;
 * reflection: a free-text label, a rating and optional words). `intensity` defaults to the rating.
 * A 'pre' check-in without a session opens an emotion session; a 'post' or 'post-post' one without
 * a session attaches to the caller's latest active session that still lacks it.
 * One made offline (issue 18) names itself (`clientRef`: sent again, it is answered with the check-in
 * first recorded and nothing is stored twice) and its moment (`occurredAt`: dated then, that local day).
 */
export const CheckInRequest = z.object({
  emotionLabel: freeText({ min: 1, max: 60, tooShort: 'Please select an emotion' }),
  emotionRating: Intensity,
  intensity: Intensity.optional(),
  checkInType: CheckInType.default('pre'),
  notes: freeText({ max: 2000 }).default(''),
  reflection: freeText({ max: 2000 }).optional(),
  trigger: freeText({ max: 500 }).optional(),
  copingStrategy: freeText({ max: 500 }).optional(),
  sessionId: Id.nullable().optional(),
  /** The app asked (the automatic quick check-in or reflection), rather than the person choosing to. */
  prompted: z.boolean().default(false),
  clientRef: ClientRef.optional(),
  occurredAt: OccurredAt.optional(),
});
export type CheckInRequest = z.input<typeof CheckInRequest>;

export const CheckIn = z
  .object({
    id: Id,
    sessionId: Id.nullable(),
    checkInType: CheckInType,
    emotionLabel: z.string(),
    emotionRating: Intensity,
    intensity: Intensity,
    notes: z.string(),
    reflection: z.string().optional(),
    trigger: z.string().optional(),
    copingStrategy: z.string().optional(),
    /** An answer to the app's automatic prompt, not a check-in the person chose to make. */
    prompted: z.boolean(),
    /** The person's local day when they checked in: "today" compares with this. */
    date: LocalDate,
    createdAt: IsoDateTime,
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.infer<typeof CheckIn>;

/** The POST reply: the saved check-in, plus support words when the feeling was very strong and hard. */
export const SavedCheckIn = CheckIn.extend({ support: SupportNotice.optional() }).meta({
  id: 'SavedCheckIn',
});
export type SavedCheckIn = z.infer<typeof SavedCheckIn>;

/** GET /api/emotional-checkins/latest: null before the first check-in. */
export const LatestCheckIn = CheckIn.nullable();

/** GET /api/emotional-checkins: the caller's history, newest first. */
export const CheckInList = z.array(CheckIn);
export const CheckInListQuery = z.object({
  before: IsoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type CheckInListQuery = z.infer<typeof CheckInListQuery>;

/** GET /api/emotional-checkins/trend: the last 7 check-ins, oldest first (SPEC §3 trend items). */
export const TrendPoint = z
  .object({
    intensity: Intensity,
    emotionName: z.string(),
    /** The feeling was one of fear, anxiety or horror. */
    identifiedFear: z.boolean(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'TrendPoint' });
export type TrendPoint = z.infer<typeof TrendPoint>;
export const Trend = z.array(TrendPoint);
export const TREND_LENGTH = 7;

export const SessionStatus = z.enum(['active', 'completed', 'abandoned']);

export const EmotionSession = z
  .object({
    id: Id,
    startedAt: IsoDateTime,
    completedAt: IsoDateTime.nullable(),
    hasPreCheckin: z.boolean(),
    hasPostCheckin: z.boolean(),
    hasPostPostCheckin: z.boolean(),
    activityType: MicroActivityType.nullable(),
    sessionStatus: SessionStatus,
  })
  .meta({ id: 'EmotionSession' });
export type EmotionSession = z.infer<typeof EmotionSession>;

/** GET /api/emotional-sessions/active. */
export const ActiveSessions = z.array(EmotionSession);
export const SessionIdParams = z.object({ sessionId: Id });
