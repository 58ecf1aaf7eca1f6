import { Router } from 'express';
import { ModerationActionParams, ModerationActionRequest } from '@heartwise/contracts';
import { caller, callersTimeZone, type ServeOperation } from '@heartwise/service-kit';
import type { ModerationItemRepository } from '../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../ports/person.repository.port.js';
import type { SanctionRepository } from '../ports/sanction.repository.port.js';
import type { Places } from '../ports/places.port.js';
import { scopeOf } from '../core/queue-scope.js';
import { decideItem } from '../core/use-cases/decide-item.js';
import { listEscalations } from '../core/use-cases/org-escalations.js';
import { districtModerationFigures } from '../core/use-cases/district-moderation-figures.js';

/**
 * An organization admin's moderation calls (issue 16), always over their own district: what its
 * moderators escalated, the administrator's choices on it, and the dashboard's moderation load.
 * Everyone else gets 403; an item of another district, or not escalated any more, reads as 404
 * or 409 as in the queue.
 */
export function orgRoutes(deps: {
  items: ModerationItemRepository;
  people: PersonRepository;
  sanctions: SanctionRepository;
  places: Places;
  now: () => Date;
  serve: ServeOperation<'moderation'>;
}): Router {
  const router = Router();
  const { serve } = deps;

  serve(router, 'districtEscalations', async (req, res) => {
    res.json(await listEscalations(deps, await scopeOf(deps.places, caller(req))));
  });

  serve(router, 'decideEscalation', async (req, res) => {
    const { itemId, action } = ModerationActionParams.parse(req.params);
    const request = ModerationActionRequest.parse(req.body ?? {});
    const scope = await scopeOf(deps.places, caller(req));
    res.json(await decideItem(deps, caller(req), scope, itemId, action, request));
  });

  serve(router, 'districtModerationFigures', async (req, res) => {
    const timeZone = callersTimeZone(req);
    const scope = await scopeOf(deps.places, caller(req));
    const district = scope.kind === 'district' ? scope.organizationId : null;
    // An organization admin identity has not placed yet has no schools to count.
    res.json(
      district
        ? await districtModerationFigures(deps, district, timeZone)
        : { schools: [], computedAt: deps.now().toISOString() },
    );
  });
  return router;
}
