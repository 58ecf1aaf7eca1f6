import { randomUUID } from 'node:crypto';
import type { CompleteMicroActivityRequest, MicroActivityCompletion } from '@heartwise/contracts';
import type { PracticeRecord, PracticeRepository } from '../../ports/practice.repository.port.js';
import type { EmotionSessionRepository } from '../../ports/emotion-session.repository.port.js';
import { activeSessionsOf, openSession, ownSession } from './emotion-sessions.js';

export const practiceView = ({ userId: _owner, ...completion }: PracticeRecord): MicroActivityCompletion =>
  completion;

/**
 * A practice activity is saved and joins an emotion session: the one the caller named (their
 * own, else 404), else their latest active one, else a new one. The session records the practice
 * type (its latest practice, when there are several), which "what helps me" reads.
 */
export async function completeMicroActivity(
  deps: { practices: PracticeRepository; sessions: EmotionSessionRepository; now: () => Date },
  userId: string,
  today: string,
  request: {
    activityType: CompleteMicroActivityRequest['activityType'];
    response: string;
    shareAnonymously: boolean;
    sessionId?: string | null | undefined;
  },
): Promise<MicroActivityCompletion> {
  const session = request.sessionId
    ? await ownSession(deps, userId, request.sessionId)
    : ((await activeSessionsOf(deps, userId))[0] ?? (await openSession(deps, userId)));
  const at = deps.now().toISOString();
  const saved = await deps.practices.add({
    id: randomUUID(),
    userId,
    activityType: request.activityType,
    response: request.response,
    shareAnonymously: request.shareAnonymously,
    sessionId: session.id,
    date: today,
    completedAt: at,
    createdAt: at,
  });
  await deps.sessions.mark(userId, session.id, { activityType: request.activityType });
  return practiceView(saved);
}
