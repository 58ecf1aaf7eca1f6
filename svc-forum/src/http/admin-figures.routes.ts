import { Router } from 'express';
import { authenticate, requireRole } from '@heartwise/service-kit';
import { forumFigures } from '../core/use-cases/forum-figures.js';
import { forumCaller } from './forum-caller.js';
import type { ForumDeps } from './forum-deps.js';

/** The admin dashboard's forum figures: administrators only, enforced here. */
export function adminFigureRoutes(deps: ForumDeps): Router {
  const router = Router();
  router.get(
    '/api/forum/admin/figures',
    authenticate(deps.verifier),
    requireRole('admin'),
    async (req, res) => {
      res.json(await forumFigures(deps, forumCaller(req)));
    },
  );
  return router;
}
