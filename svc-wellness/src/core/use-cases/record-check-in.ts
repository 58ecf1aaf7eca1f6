import { randomUUID } from 'node:crypto';
import {
  needsSupport,
  type CheckIn,
  type CheckInType,
  type Helpline,
  type SavedCheckIn,
} from '@heartwise/contracts';
import type { CheckInRecord, CheckInRepository } from '../../ports/check-in.repository.port.js';
import type {
  EmotionSessionRecord,
  EmotionSessionRepository,
  SessionMarks,
} from '../../ports/emotion-session.repository.port.js';
import { helplinesFor, type MemberPlaces } from '@heartwise/service-kit/domain';
import { distressSupport } from '../support-notice.js';
import { activeSessionsOf, openSession, ownSession } from './emotion-sessions.js';

/** The check-in as the request schema parsed it (defaults applied). */
export interface CheckInInput {
  emotionLabel: string;
  emotionRating: number;
  intensity?: number | undefined;
  checkInType: CheckInType;
  notes: string;
  reflection?: string | undefined;
  trigger?: string | undefined;
  copingStrategy?: string | undefined;
  sessionId?: string | null | undefined;
  /** An answer to the app's automatic prompt (the quick check-in, the reflection). */
  prompted: boolean;
}

export interface CheckInDeps {
  checkIns: CheckInRepository;
  sessions: EmotionSessionRepository;
  /** The deployment's helplines; a district youth sees their district's instead when it set any. */
  helplines: readonly Helpline[];
  memberships: Pick<MemberPlaces, 'placeOf'>;
  now: () => Date;
}

const flagOf: Record<CheckInType, keyof SessionMarks & `has${string}`> = {
  pre: 'hasPreCheckin',
  post: 'hasPostCheckin',
  'post-post': 'hasPostPostCheckin',
};

export const checkInView = ({ userId: _owner, ...checkIn }: CheckInRecord): CheckIn => checkIn;

/**
 * A prompted check-in of the same type (and session, when one is named) within this long of the
 * last one is the same prompt answered twice (two tabs, a retried save): SPEC's 30-minute
 * inactivity timeout, the length of a visit.
 */
export const PROMPT_REPEAT_WINDOW_MS = 30 * 60 * 1000;

/** The earlier answer to the same prompt, if this one repeats it; null otherwise. */
async function repeatedPrompt(deps: CheckInDeps, userId: string, input: CheckInInput) {
  if (!input.prompted) return null;
  const since = new Date(deps.now().getTime() - PROMPT_REPEAT_WINDOW_MS).toISOString();
  return deps.checkIns.latestPrompted(userId, input.checkInType, {
    since,
    sessionId: input.sessionId ?? undefined,
  });
}

/** The check-in, with support words and the helplines its owner should see (their district's, issue 16). */
async function withSupport(deps: CheckInDeps, checkIn: CheckInRecord): Promise<SavedCheckIn> {
  if (!needsSupport(checkIn.emotionLabel, checkIn.intensity)) return checkInView(checkIn);
  const helplines = helplinesFor(await deps.memberships.placeOf(checkIn.userId), deps.helplines);
  const support = distressSupport(checkIn.emotionLabel, checkIn.intensity, helplines);
  return { ...checkInView(checkIn), ...(support ? { support } : {}) };
}

/**
 * Which session a check-in joins: the one named (the caller's own, else 404); without one, a
 * 'pre' opens a new session, and a 'post' or 'post-post' joins the caller's latest active
 * session that still lacks that check-in (or none at all).
 */
async function sessionFor(
  deps: CheckInDeps,
  userId: string,
  input: CheckInInput,
): Promise<{ session: EmotionSessionRecord | null; marked: boolean }> {
  if (input.sessionId) return { session: await ownSession(deps, userId, input.sessionId), marked: false };
  // A new session is opened already marked: no second write to mark it.
  if (input.checkInType === 'pre')
    return { session: await openSession(deps, userId, { hasPreCheckin: true }), marked: true };
  const flag = flagOf[input.checkInType];
  const joined = (await activeSessionsOf(deps, userId)).find((session) => !session[flag]) ?? null;
  return { session: joined, marked: false };
}

/**
 * POST /api/emotional-checkins. `intensity` defaults to the rating. A very strong hard feeling
 * brings support words and helplines back with the saved check-in, at once and never blocking.
 * A prompted check-in that repeats the last one's prompt within the window is not stored again:
 * the earlier one is the answer (nothing new is counted, no second session is opened).
 */
export async function recordCheckIn(
  deps: CheckInDeps,
  userId: string,
  today: string,
  input: CheckInInput,
): Promise<SavedCheckIn> {
  const earlier = await repeatedPrompt(deps, userId, input);
  if (earlier) return withSupport(deps, earlier);
  const { session, marked } = await sessionFor(deps, userId, input);
  const intensity = input.intensity ?? input.emotionRating;
  const saved = await deps.checkIns.add({
    id: randomUUID(),
    userId,
    sessionId: session?.id ?? null,
    checkInType: input.checkInType,
    emotionLabel: input.emotionLabel,
    emotionRating: input.emotionRating,
    intensity,
    notes: input.notes,
    ...(input.reflection ? { reflection: input.reflection } : {}),
    ...(input.trigger ? { trigger: input.trigger } : {}),
    ...(input.copingStrategy ? { copingStrategy: input.copingStrategy } : {}),
    prompted: input.prompted,
    date: today,
    createdAt: deps.now().toISOString(),
  });
  if (session && !marked) await deps.sessions.mark(userId, session.id, { [flagOf[input.checkInType]]: true });
  return withSupport(deps, saved);
}
