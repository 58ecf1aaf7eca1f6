import { Router } from 'express';
import { callersTimeZone, type ServeOperation } from '@heartwise/service-kit';
import type { CheckInRepository } from '../ports/check-in.repository.port.js';
import { communityFigures } from '../core/use-cases/community-figures.js';

/** The admin dashboard's wellness figures: administrators only (the call's `auth`), enforced here. */
export function adminFigureRoutes(deps: {
  checkIns: CheckInRepository;
  now: () => Date;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  deps.serve(router, 'wellnessAdminFigures', async (req, res) => {
    // The weeks of the trend are the caller's (x-timezone, else UTC), as every staff figure's.
    res.json(await communityFigures(deps, callersTimeZone(req)));
  });
  return router;
}
