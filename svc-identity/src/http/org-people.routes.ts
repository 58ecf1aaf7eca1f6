import { Router } from 'express';
import { OrgPeopleQuery, OrgSettings } from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import type { OrgMemberDeps } from '../core/use-cases/org-member-status.js';
import { deactivateOrgMember, reactivateOrgMember } from '../core/use-cases/org-member-status.js';
import { listOrgPeople } from '../core/use-cases/list-org-people.js';
import { changeOrgSettings, orgSettings } from '../core/use-cases/org-settings.js';
import { districtPeopleFigures } from '../core/use-cases/district-people-figures.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';
import { districtPersonId } from './person-id.js';

/**
 * A district's people, settings and people figures (issue 16): organization admins only, and each
 * use case reads the district from the caller's stored account, never from the request.
 */
export function orgPeopleRoutes(deps: OrgMemberDeps & IdentityServing): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'listOrgPeople', async (req, res) => {
    res.json(await listOrgPeople(deps, caller(req), OrgPeopleQuery.parse(req.query)));
  });

  serve(router, 'deactivatePerson', async (req, res) => {
    res.json(await deactivateOrgMember(deps, caller(req), districtPersonId(req)));
  });

  serve(router, 'reactivatePerson', async (req, res) => {
    res.json(await reactivateOrgMember(deps, caller(req), districtPersonId(req)));
  });

  serve(router, 'orgSettings', async (req, res) => {
    res.json(await orgSettings(deps, caller(req)));
  });

  serve(router, 'saveOrgSettings', async (req, res) => {
    res.json(await changeOrgSettings(deps, caller(req), OrgSettings.parse(req.body)));
  });

  serve(router, 'districtPeopleFigures', async (req, res) => {
    res.json(await districtPeopleFigures(deps, caller(req)));
  });

  return router;
}
