import { activeEmotionSessions, completeEmotionSession } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** GET /api/emotional-sessions/active (`activeEmotionSessions`): the caller's open emotion sessions. */
export const fetchActiveSessions = () => callApi(activeEmotionSessions);

/** POST /api/emotional-sessions/{id}/complete (no body, so no JSON content type: SPEC §7). */
export const completeSession = (sessionId: string) =>
  callApi(completeEmotionSession, { params: { sessionId } });
