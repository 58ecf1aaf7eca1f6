import { fetchActiveSessions } from '../api/sessions.js';

/** The event that asks for the reflection dialog for one session (SPEC §4 "an event opens it"). */
export const REFLECTION_REQUESTED = 'heartwise:reflection-requested';
export interface ReflectionRequest {
  sessionId: string;
}

/**
 * SPEC §4: for every active session that has a post check-in but no post-post one, ask for the
 * reflection dialog. A failure is logged only (SPEC §8): nobody is interrupted by it.
 */
export async function checkActiveSessions(): Promise<void> {
  try {
    const sessions = await fetchActiveSessions();
    for (const session of sessions) {
      if (session.hasPostCheckin && !session.hasPostPostCheckin) {
        window.dispatchEvent(
          new CustomEvent<ReflectionRequest>(REFLECTION_REQUESTED, { detail: { sessionId: session.id } }),
        );
      }
    }
  } catch (error) {
    console.error('Could not check active emotion sessions', error);
  }
}
