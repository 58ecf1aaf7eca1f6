import { ActiveSessions, OkBody } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';

/** GET /api/emotional-sessions/active: the caller's open emotion sessions. */
export const fetchActiveSessions = () => getJson('/api/emotional-sessions/active', ActiveSessions);

/** POST /api/emotional-sessions/{id}/complete (no body, so no JSON content type: SPEC §7). */
export const completeSession = (sessionId: string) =>
  sendJson('POST', `/api/emotional-sessions/${encodeURIComponent(sessionId)}/complete`, undefined, OkBody);
