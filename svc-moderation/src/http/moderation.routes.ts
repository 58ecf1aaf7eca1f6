import { Router } from 'express';
import { ModerationListQuery } from '@heartwise/contracts';
import { authenticate, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { ModerationItemRepository } from '../ports/moderation-item.repository.port.js';
import { listQueue } from '../core/use-cases/list-queue.js';

export function moderationRoutes(deps: { items: ModerationItemRepository; verifier: TokenVerifier }): Router {
  const router = Router();
  // Moderators and admins both work the queue; everyone else gets 403 (issue: moderation).
  router.use('/api/admin/moderation', authenticate(deps.verifier), requireRole('moderator', 'admin'));

  router.get('/api/admin/moderation', async (req, res) => {
    res.json(await listQueue(deps, ModerationListQuery.parse(req.query).status));
  });
  return router;
}
