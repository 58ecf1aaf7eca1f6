import { Router } from 'express';
import { caller, callersTimeZone, type Memberships, type ServeOperation } from '@heartwise/service-kit';
import {
  districtWellnessFigures,
  type DistrictWellnessDeps,
  type DistrictYouth,
} from '../core/use-cases/district-wellness-figures.js';

/**
 * The district dashboard's wellness figures (issue 16): organization admins only (403 everyone
 * else), over their own district as svc-wellness's membership projection places them.
 */
export function orgFigureRoutes(
  deps: DistrictWellnessDeps & {
    memberships: Pick<Memberships, 'placeOfCaller' | 'membersOfDistrict'>;
    serve: ServeOperation<'wellness'>;
  },
): Router {
  const router = Router();
  deps.serve(router, 'districtWellnessFigures', async (req, res) => {
    const timeZone = callersTimeZone(req);
    const { organizationId } = await deps.memberships.placeOfCaller(caller(req));
    // **(protective)** An organization admin identity has not placed yet sees no school, never every school.
    const people = organizationId ? await deps.memberships.membersOfDistrict(organizationId) : [];
    const youth: DistrictYouth[] = people.flatMap(({ id, role, schoolId }) =>
      role === 'youth' && schoolId ? [{ id, schoolId }] : [],
    );
    res.json(await districtWellnessFigures(deps, youth, timeZone));
  });
  return router;
}
