import { Router } from 'express';
import { authenticate, callersTimeZone, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import { forumFigures, type ForumFiguresDeps } from '../core/use-cases/forum-figures.js';

/** The admin dashboard's forum figures: administrators only, enforced here. */
export function adminFigureRoutes(deps: ForumFiguresDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  router.get(
    '/api/forum/admin/figures',
    authenticate(deps.verifier),
    requireRole('admin'),
    async (req, res) => {
      res.json(await forumFigures(deps, callersTimeZone(req)));
    },
  );
  return router;
}
