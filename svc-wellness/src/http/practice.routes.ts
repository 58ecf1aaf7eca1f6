import { Router } from 'express';
import { CompleteMicroActivityRequest } from '@heartwise/contracts';
import { caller, type ServeOperation } from '@heartwise/service-kit';
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
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'practiceCompletions', async (req, res) => {
    res.json(await practiceCompletions(deps, caller(req).sub));
  });

  serve(router, 'todaysPractice', async (req, res) => {
    res.json(await todaysPractice(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  serve(router, 'completeMicroActivity', async (req, res) => {
    const request = CompleteMicroActivityRequest.parse(req.body);
    const today = callersToday(req, deps.now);
    res.status(201).json(await completeMicroActivity(deps, caller(req).sub, today, request));
  });
  return router;
}
