import { Router } from 'express';
import { caller, callersTimeZone, type Memberships, type ServeOperation } from '@heartwise/service-kit';
import {
  districtForumFigures,
  type DistrictForumDeps,
  type DistrictYouth,
} from '../core/use-cases/district-forum-figures.js';

/**
 * The district dashboard's forum activity (issue 16): organization admins only (403 everyone
 * else), over their own district as svc-forum's membership projection places them.
 */
export function orgFigureRoutes(
  deps: DistrictForumDeps & {
    memberships: Pick<Memberships, 'placeOfCaller' | 'membersOfDistrict'>;
    serve: ServeOperation<'forum'>;
  },
): Router {
  const router = Router();
  deps.serve(router, 'districtForumFigures', async (req, res) => {
    const timeZone = callersTimeZone(req);
    const { organizationId } = await deps.memberships.placeOfCaller(caller(req));
    // **(protective)** An organization admin identity has not placed yet sees no school, never every school.
    if (!organizationId) {
      res.json({ schools: [], computedAt: deps.now().toISOString() });
      return;
    }
    const people = await deps.memberships.membersOfDistrict(organizationId);
    const youth: DistrictYouth[] = people.flatMap(({ id, role, schoolId }) =>
      role === 'youth' && schoolId ? [{ id, schoolId }] : [],
    );
    res.json(await districtForumFigures(deps, organizationId, youth, timeZone));
  });
  return router;
}
