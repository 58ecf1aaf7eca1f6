import { Router } from 'express';
import { SessionIdParams, type OkBody } from '@heartwise/contracts';
import { authenticateMember, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { EmotionSessionRepository } from '../ports/emotion-session.repository.port.js';
import { completeSession, listActiveSessions } from '../core/use-cases/emotion-sessions.js';

export function emotionSessionRoutes(deps: {
  sessions: EmotionSessionRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.get('/api/emotional-sessions/active', signedIn, async (req, res) => {
    res.json(await listActiveSessions(deps, caller(req).sub));
  });

  router.post('/api/emotional-sessions/:sessionId/complete', signedIn, async (req, res) => {
    const { sessionId } = SessionIdParams.parse(req.params);
    await completeSession(deps, caller(req).sub, sessionId);
    const body: OkBody = { ok: true };
    res.json(body);
  });
  return router;
}
