import { Router } from 'express';
import { CheckInListQuery, CheckInRequest } from '@heartwise/contracts';
import { authenticateMember, caller, type TokenVerifier } from '@heartwise/service-kit';
import { recordCheckIn, type CheckInDeps } from '../core/use-cases/record-check-in.js';
import { checkInTrend, latestCheckIn, listCheckIns } from '../core/use-cases/check-in-history.js';
import { callersToday } from './callers-today.js';

/** Emotional check-ins: recording one, the caller's history, the latest and the trend. */
export function checkInRoutes(deps: CheckInDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  // Organization admins look after a district from the portal, never among its members (issue 16).
  const signedIn = authenticateMember(deps.verifier);

  router.post('/api/emotional-checkins', signedIn, async (req, res) => {
    const input = CheckInRequest.parse(req.body);
    const today = callersToday(req, deps.now);
    res.status(201).json(await recordCheckIn(deps, caller(req).sub, today, input));
  });

  router.get('/api/emotional-checkins', signedIn, async (req, res) => {
    res.json(await listCheckIns(deps, caller(req).sub, CheckInListQuery.parse(req.query)));
  });

  router.get('/api/emotional-checkins/latest', signedIn, async (req, res) => {
    res.json(await latestCheckIn(deps, caller(req).sub));
  });

  router.get('/api/emotional-checkins/trend', signedIn, async (req, res) => {
    res.json(await checkInTrend(deps, caller(req).sub));
  });
  return router;
}
