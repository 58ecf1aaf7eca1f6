import { Router } from 'express';
import type { ServeOperation } from '@heartwise/service-kit';
import type { CheckInRepository } from '../ports/check-in.repository.port.js';
import { communityFigures } from '../core/use-cases/community-figures.js';

/** The admin dashboard's wellness figures: administrators only (the call's `auth`), enforced here. */
export function adminFigureRoutes(deps: {
  checkIns: CheckInRepository;
  serve: ServeOperation<'wellness'>;
}): Router {
  const router = Router();
  deps.serve(router, 'wellnessAdminFigures', async (_req, res) => {
    res.json(await communityFigures(deps));
  });
  return router;
}
