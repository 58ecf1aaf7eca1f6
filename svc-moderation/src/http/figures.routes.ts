import { Router } from 'express';
import { authenticate, callersTimeZone, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import { moderationFigures, type FiguresDeps } from '../core/use-cases/moderation-figures.js';

/** The moderator dashboard's figures: moderators and admins, as the queue itself (403 others). */
export function figuresRoutes(deps: FiguresDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  router.get(
    '/api/moderation/figures',
    authenticate(deps.verifier),
    requireRole('moderator', 'admin'),
    async (req, res) => {
      res.json(await moderationFigures(deps, callersTimeZone(req)));
    },
  );
  return router;
}
