import { randomUUID } from 'node:crypto';
import {
  needsSupport,
  type CheckIn,
  type CheckInType,
  type Helpline,
  type HelplineCountry,
  type SavedCheckIn,
} from '@heartwise/contracts';
import type { CheckInRecord, CheckInRepository } from '../../ports/check-in.repository.port.js';
import type {
  EmotionSessionRecord,
  EmotionSessionRepository,
  SessionMarks,
} from '../../ports/emotion-session.repository.port.js';
import { helplinesFor, localDay, type MemberPlaces } from '@heartwise/service-kit/domain';
import { distressSupport } from '../support-notice.js';
import { checkInIdFor, sessionIdFor, tapMoment } from '../offline-taps.js';
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
  /** The device's own id for a check-in made offline: sent again, it is recorded once. */
  clientRef?: string | undefined;
  /** When a check-in made offline was made (ISO); absent: now. */
  occurredAt?: string | undefined;
}

export interface CheckInDeps {
  checkIns: CheckInRepository;
  sessions: EmotionSessionRepository;
  /**
   * The deployment's helplines (empty: the directory's for the caller's country); a district youth
   * sees their district's instead when it set any.
   */
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

/**
 * The other answer to the same prompt, if this one repeats it; null otherwise. The window is
 * around the moment the check-in was made, on both sides: one made offline may arrive after a
 * later one, and whichever arrives first stands, as it does for two answers made online.
 */
async function repeatedPrompt(deps: CheckInDeps, userId: string, input: CheckInInput, at: Date) {
  if (!input.prompted) return null;
  const from = (offset: number) => new Date(at.getTime() + offset).toISOString();
  return deps.checkIns.latestPrompted(userId, input.checkInType, {
    since: from(-PROMPT_REPEAT_WINDOW_MS),
    until: from(PROMPT_REPEAT_WINDOW_MS),
    sessionId: input.sessionId ?? undefined,
  });
}

/**
 * The check-in, with support words and the helplines its owner should see: their district's
 * (issue 16), else those of the country they are in (issue 19).
 */
async function withSupport(
  deps: CheckInDeps,
  checkIn: CheckInRecord,
  country: HelplineCountry | null,
): Promise<SavedCheckIn> {
  if (!needsSupport(checkIn.emotionLabel, checkIn.intensity)) return checkInView(checkIn);
  const place = await deps.memberships.placeOf(checkIn.userId);
  const helplines = helplinesFor(place, deps.helplines, country);
  const support = distressSupport(checkIn.emotionLabel, checkIn.intensity, helplines);
  return { ...checkInView(checkIn), ...(support ? { support } : {}) };
}

/**
 * Which session a check-in joins: the one named (the caller's own, else 404); without one, a
 * 'pre' opens a new session (started when the check-in was made; named from its `clientRef`, so
 * sent again it opens none), and a 'post' or 'post-post' joins the caller's latest active session
 * that still lacks that check-in (or none at all).
 */
async function sessionFor(
  deps: CheckInDeps,
  userId: string,
  input: CheckInInput,
  at: Date,
): Promise<{ session: EmotionSessionRecord | null; marked: boolean }> {
  if (input.sessionId) return { session: await ownSession(deps, userId, input.sessionId), marked: false };
  // A new session is opened already marked: no second write to mark it.
  if (input.checkInType === 'pre') {
    const id = input.clientRef ? sessionIdFor(userId, input.clientRef) : undefined;
    const session = await openSession(deps, userId, { hasPreCheckin: true }, { id, startedAt: at });
    return { session, marked: true };
  }
  const flag = flagOf[input.checkInType];
  const joined = (await activeSessionsOf(deps, userId)).find((session) => !session[flag]) ?? null;
  return { session: joined, marked: false };
}

/** Marks the check-in's session as having it (flags only turn on, so doing it twice is harmless). */
async function markSession(deps: CheckInDeps, checkIn: CheckInRecord): Promise<void> {
  if (checkIn.sessionId)
    await deps.sessions.mark(checkIn.userId, checkIn.sessionId, { [flagOf[checkIn.checkInType]]: true });
}

/**
 * POST /api/emotional-checkins. `intensity` defaults to the rating. A very strong hard feeling
 * brings support words and helplines (for `country`: where the caller is) back with the saved
 * check-in, at once and never blocking.
 * A prompted check-in that repeats the last one's prompt within the window is not stored again:
 * the earlier one is the answer (nothing new is counted, no second session is opened).
 *
 * Made offline (issue 18): dated at `occurredAt`, on that moment's local day in the caller's zone
 * (23:50 sent next morning is the evening's). One with a `clientRef` already recorded is answered
 * with that check-in and its support words, whenever it comes again, before any other rule: it was
 * recorded, so it is never refused afterwards (not even once it is over 7 days old).
 */
export async function recordCheckIn(
  deps: CheckInDeps,
  userId: string,
  timeZone: string,
  input: CheckInInput,
  country: HelplineCountry | null = null,
): Promise<SavedCheckIn> {
  const id = input.clientRef ? checkInIdFor(userId, input.clientRef) : randomUUID();
  const recorded = input.clientRef ? await deps.checkIns.findOwn(userId, id) : null;
  if (recorded) {
    // Finishes what the first attempt may have left undone (it stopped before marking its session).
    await markSession(deps, recorded);
    return withSupport(deps, recorded, country);
  }
  const at = tapMoment(input.occurredAt, deps.now());
  const earlier = await repeatedPrompt(deps, userId, input, at);
  if (earlier) return withSupport(deps, earlier, country);
  const { session, marked } = await sessionFor(deps, userId, input, at);
  const intensity = input.intensity ?? input.emotionRating;
  // A copy racing in with the same `clientRef` finds this id taken and gets the first copy back.
  const saved = await deps.checkIns.add({
    id,
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
    date: localDay(at, timeZone),
    createdAt: at.toISOString(),
  });
  // A new session was opened marked; a joined one (or the racing copy's) is marked now.
  if (!(marked && saved.sessionId === session?.id)) await markSession(deps, saved);
  return withSupport(deps, saved, country);
}
