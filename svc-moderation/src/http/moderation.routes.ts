import { Router, type Request } from 'express';
import {
  ModerationActionParams,
  ModerationActionRequest,
  ModerationListQuery,
  SanctionIdParams,
  SanctionItemParams,
  SanctionRequest,
} from '@heartwise/contracts';
import { caller, type ServeOperation } from '@heartwise/service-kit';
import type { ModerationItemRepository } from '../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../ports/person.repository.port.js';
import type { SanctionRepository } from '../ports/sanction.repository.port.js';
import { listQueue } from '../core/use-cases/list-queue.js';
import { decideItem } from '../core/use-cases/decide-item.js';
import { issueSanction } from '../core/use-cases/issue-sanction.js';
import { liftSanction } from '../core/use-cases/lift-sanction.js';
import type { Places } from '../ports/places.port.js';
import { scopeOf } from '../core/queue-scope.js';

export function moderationRoutes(deps: {
  items: ModerationItemRepository;
  people: PersonRepository;
  sanctions: SanctionRepository;
  places: Places;
  now: () => Date;
  newId: () => string;
  serve: ServeOperation<'moderation'>;
}): Router {
  const router = Router();
  const { serve } = deps;
  // Moderators and admins both work the queue (the calls' `auth`); everyone else gets 403. A
  // district's moderators work its items alone (issue 16): the scope comes from their membership.
  const scope = (req: Request) => scopeOf(deps.places, caller(req));

  serve(router, 'moderationQueue', async (req, res) => {
    const { status } = ModerationListQuery.parse(req.query);
    res.json(await listQueue(deps, await scope(req), status));
  });

  // Before `/{itemId}/{action}`, which would otherwise read "sanctions" as a decision.
  serve(router, 'issueSanction', async (req, res) => {
    const { itemId } = SanctionItemParams.parse(req.params);
    const request = SanctionRequest.parse(req.body ?? {});
    res.status(201).json(await issueSanction(deps, caller(req), await scope(req), itemId, request));
  });

  serve(router, 'liftSanction', async (req, res) => {
    const { sanctionId } = SanctionIdParams.parse(req.params);
    res.json(await liftSanction(deps, caller(req), await scope(req), sanctionId));
  });

  serve(router, 'decideModerationItem', async (req, res) => {
    const { itemId, action } = ModerationActionParams.parse(req.params);
    // The client sends a JSON body only when it has something to say.
    const request = ModerationActionRequest.parse(req.body ?? {});
    res.json(await decideItem(deps, caller(req), await scope(req), itemId, action, request));
  });

  // Any other path under the queue's (no call describes it, so its one path written here): staff
  // only, as before issue 17 — 401, or 403 for anyone else — then the JSON 404 or 405.
  serve.otherPaths(router, '/api/admin/moderation', 'moderator');
  return router;
}
