import { Router } from 'express';
import { authenticate, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { CheckInRepository } from '../ports/check-in.repository.port.js';
import { communityFigures } from '../core/use-cases/community-figures.js';

/** The admin dashboard's wellness figures: administrators only, enforced here. */
export function adminFigureRoutes(deps: { checkIns: CheckInRepository; verifier: TokenVerifier }): Router {
  const router = Router();
  router.get(
    '/api/wellness/admin/figures',
    authenticate(deps.verifier),
    requireRole('admin'),
    async (_req, res) => {
      res.json(await communityFigures(deps));
    },
  );
  return router;
}
