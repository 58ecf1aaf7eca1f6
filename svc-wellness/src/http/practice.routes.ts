import { Router } from 'express';
import { CompleteMicroActivityRequest } from '@heartwise/contracts';
import { authenticateMember, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { PracticeRepository } from '../ports/practice.repository.port.js';
import type { EmotionSessionRepository } from '../ports/emotion-session.repository.port.js';
import { completeMicroActivity } from '../core/use-cases/complete-micro-activity.js';
import { practiceCompletions, todaysPractice } from '../core/use-cases/practice-history.js';
import { callersToday } from './callers-today.js';

/** Practice Activities: saving one (it joins an emotion session) and the caller's history. */
export function practiceRoutes(deps: {
  practices: PracticeRepository;
  sessions: EmotionSessionRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.get('/api/micro-activities/completions', signedIn, async (req, res) => {
    res.json(await practiceCompletions(deps, caller(req).sub));
  });

  router.get('/api/micro-activities/today', signedIn, async (req, res) => {
    res.json(await todaysPractice(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  router.post('/api/micro-activities/complete', signedIn, async (req, res) => {
    const request = CompleteMicroActivityRequest.parse(req.body);
    const today = callersToday(req, deps.now);
    res.status(201).json(await completeMicroActivity(deps, caller(req).sub, today, request));
  });
  return router;
}
