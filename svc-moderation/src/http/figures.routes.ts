import { Router } from 'express';
import { caller, callersTimeZone, forbidden, type ServeOperation } from '@heartwise/service-kit';
import { moderationFigures, type FiguresDeps } from '../core/use-cases/moderation-figures.js';
import { queueAge } from '../core/use-cases/queue-age.js';
import type { ModerationItemRepository } from '../ports/moderation-item.repository.port.js';
import { districtOf, scopeOf } from '../core/queue-scope.js';
import type { Places } from '../ports/places.port.js';

/**
 * The moderator dashboard's figures and the queue's age: moderators and admins (the call's `auth`), as the queue itself
 * (403 others), over the items their queue shows (a district's moderators: their district's).
 */
export function figuresRoutes(
  deps: FiguresDeps & {
    items: Pick<ModerationItemRepository, 'pendingItems'>;
    places: Places;
    serve: ServeOperation<'moderation'>;
  },
): Router {
  const router = Router();
  deps.serve(router, 'moderationFigures', async (req, res) => {
    const timeZone = callersTimeZone(req);
    const scope = await scopeOf(deps.places, caller(req));
    // Never the case for moderators and admins; kept so no scope can ever read as "every item".
    if (scope.kind === 'nothing') throw forbidden();
    res.json(await moderationFigures(deps, timeZone, districtOf(scope)));
  });
  deps.serve(router, 'moderationQueueAge', async (req, res) => {
    const scope = await scopeOf(deps.places, caller(req));
    if (scope.kind === 'nothing') throw forbidden();
    res.json(await queueAge(deps, districtOf(scope)));
  });
  return router;
}
