import { randomUUID } from 'node:crypto';
import { notFound } from '@heartwise/service-kit/domain';
import type { EmotionSession } from '@heartwise/contracts';
import type {
  EmotionSessionRecord,
  EmotionSessionRepository,
  SessionMarks,
} from '../../ports/emotion-session.repository.port.js';

/** An active session untouched this long was left behind (the person never came back to it). */
export const SESSION_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const SESSION_NOT_FOUND = "We couldn't find that session.";
/**
 * A person has one or two sessions open at a time. Opening one beyond this many abandons the oldest
 * still open, as 24 hours would: the active list (and what every check-in and practice reads to
 * join one) stays small whatever a client sends (issue 18: a flood of 'pre' check-ins left
 * thousands open, and every dashboard read them all).
 */
export const MAX_ACTIVE_SESSIONS = 20;

type SessionDeps = { sessions: EmotionSessionRepository; now: () => Date };

export const sessionView = ({ userId: _owner, ...session }: EmotionSessionRecord): EmotionSession => session;

/**
 * The caller's active sessions, newest first. Sessions started more than 24 hours ago are marked
 * abandoned first, lazily, here: there is no timer (FerretDB has no TTL), and every reader of
 * active sessions (the list, and attaching a check-in or a practice) comes through this.
 */
export async function activeSessionsOf(deps: SessionDeps, userId: string): Promise<EmotionSessionRecord[]> {
  const cutoff = new Date(deps.now().getTime() - SESSION_ABANDONED_AFTER_MS).toISOString();
  await deps.sessions.abandonStartedBefore(userId, cutoff);
  return deps.sessions.activeOf(userId);
}

/** GET /api/emotional-sessions/active. */
export async function listActiveSessions(deps: SessionDeps, userId: string): Promise<EmotionSession[]> {
  return (await activeSessionsOf(deps, userId)).map(sessionView);
}

/** A session the caller named: it must be their own (anyone else's reads as not found). */
export async function ownSession(
  deps: { sessions: EmotionSessionRepository },
  userId: string,
  sessionId: string,
): Promise<EmotionSessionRecord> {
  const session = await deps.sessions.findOwn(userId, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/**
 * Opens a session for the caller, started now unless told when (a check-in made offline opens it
 * at its own moment). With an `id` already stored (that check-in sent again) the session stored is
 * the answer: it is opened once.
 */
export async function openSession(
  deps: SessionDeps,
  userId: string,
  marks: SessionMarks = {},
  options: { id?: string; startedAt?: Date } = {},
): Promise<EmotionSessionRecord> {
  const opened = await deps.sessions.open({
    id: options.id ?? randomUUID(),
    userId,
    startedAt: (options.startedAt ?? deps.now()).toISOString(),
    completedAt: null,
    hasPreCheckin: false,
    hasPostCheckin: false,
    hasPostPostCheckin: false,
    activityType: null,
    sessionStatus: 'active',
    ...marks,
  });
  await deps.sessions.abandonBeyond(userId, MAX_ACTIVE_SESSIONS);
  return opened;
}

/**
 * POST /api/emotional-sessions/{id}/complete: the reflection was saved or skipped. Only the
 * caller's own session; completing it again changes nothing (the first completion stands).
 */
export async function completeSession(deps: SessionDeps, userId: string, sessionId: string): Promise<void> {
  const completed = await deps.sessions.complete(userId, sessionId, deps.now().toISOString());
  if (!completed) throw notFound(SESSION_NOT_FOUND);
}
