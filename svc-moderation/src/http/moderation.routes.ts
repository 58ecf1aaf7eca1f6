import { Router } from 'express';
import { ModerationActionParams, ModerationActionRequest, ModerationListQuery } from '@heartwise/contracts';
import { authenticate, caller, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { ModerationItemRepository } from '../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../ports/person.repository.port.js';
import { listQueue } from '../core/use-cases/list-queue.js';
import { decideItem } from '../core/use-cases/decide-item.js';

export function moderationRoutes(deps: {
  items: ModerationItemRepository;
  people: PersonRepository;
  now: () => Date;
  verifier: TokenVerifier;
}): Router {
  const router = Router();
  // Moderators and admins both work the queue; everyone else gets 403 (issue: moderation).
  router.use('/api/admin/moderation', authenticate(deps.verifier), requireRole('moderator', 'admin'));

  router.get('/api/admin/moderation', async (req, res) => {
    res.json(await listQueue(deps, ModerationListQuery.parse(req.query).status));
  });

  router.post('/api/admin/moderation/:itemId/:action', async (req, res) => {
    const { itemId, action } = ModerationActionParams.parse(req.params);
    // SPEC §7: the client sends a JSON body only when it has notes.
    const { notes } = ModerationActionRequest.parse(req.body ?? {});
    res.json(await decideItem(deps, caller(req), itemId, action, notes));
  });
  return router;
}
