import { Router } from 'express';
import { ToggleKindnessRequest } from '@heartwise/contracts';
import { authenticateMember, caller, type TokenVerifier } from '@heartwise/service-kit';
import type { KindnessRepository } from '../ports/kindness.repository.port.js';
import { todaysKindness, toggleKindness } from '../core/use-cases/kindness-check.js';
import { callersToday } from './callers-today.js';

/** The Daily Kindness Check: today's completed activities, and toggling one. */
export function kindnessRoutes(deps: {
  kindness: KindnessRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.get('/api/daily-compassion-check', signedIn, async (req, res) => {
    res.json(await todaysKindness(deps, caller(req).sub, callersToday(req, deps.now)));
  });

  router.post('/api/daily-compassion-check/toggle', signedIn, async (req, res) => {
    const { activityId } = ToggleKindnessRequest.parse(req.body);
    res.json(await toggleKindness(deps, caller(req).sub, callersToday(req, deps.now), activityId));
  });
  return router;
}
