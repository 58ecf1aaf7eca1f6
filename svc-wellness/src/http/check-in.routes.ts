import { Router } from 'express';
import { CheckInListQuery, CheckInRequest } from '@heartwise/contracts';
import { caller, callersHelplineCountry, callersTimeZone, type ServeOperation } from '@heartwise/service-kit';
import { recordCheckIn, type CheckInDeps } from '../core/use-cases/record-check-in.js';
import { checkInTrend, latestCheckIn, listCheckIns } from '../core/use-cases/check-in-history.js';

/** Emotional check-ins: recording one, the caller's history, the latest and the trend. */
export function checkInRoutes(deps: CheckInDeps & { serve: ServeOperation<'wellness'> }): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'saveCheckIn', async (req, res) => {
    const input = CheckInRequest.parse(req.body);
    const saved = await recordCheckIn(
      deps,
      caller(req).sub,
      callersTimeZone(req),
      input,
      callersHelplineCountry(req),
    );
    res.status(201).json(saved);
  });

  serve(router, 'listCheckIns', async (req, res) => {
    res.json(await listCheckIns(deps, caller(req).sub, CheckInListQuery.parse(req.query)));
  });

  serve(router, 'latestCheckIn', async (req, res) => {
    res.json(await latestCheckIn(deps, caller(req).sub));
  });

  serve(router, 'checkInTrend', async (req, res) => {
    res.json(await checkInTrend(deps, caller(req).sub));
  });
  return router;
}
