import { Router } from 'express';
import { SessionIdParams, type OkBody } from '@heartwise/contracts';
import { caller, type ServeOperation } from '@heartwise/service-kit';
import type { EmotionSessionRepository } from '../ports/emotion-session.repository.port.js';
import { completeSession, listActiveSessions } from '../core/use-cases/emotion-sessions.js';

export function emotionSessionRoutes(deps: {
  sessions: EmotionSessionRepository;
  now: () => Date;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'activeEmotionSessions', async (req, res) => {
    res.json(await listActiveSessions(deps, caller(req).sub));
  });

  serve(router, 'completeEmotionSession', async (req, res) => {
    const { sessionId } = SessionIdParams.parse(req.params);
    await completeSession(deps, caller(req).sub, sessionId);
    const body: OkBody = { ok: true };
    res.json(body);
  });
  return router;
}
