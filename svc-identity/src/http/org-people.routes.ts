import { Router } from 'express';
import { OrgPeopleQuery, OrgSettings } from '@heartwise/contracts';
import { caller, requireRole, type TokenVerifier } from '@heartwise/service-kit';
import type { OrgMemberDeps } from '../core/use-cases/org-member-status.js';
import { deactivateOrgMember, reactivateOrgMember } from '../core/use-cases/org-member-status.js';
import { listOrgPeople } from '../core/use-cases/list-org-people.js';
import { changeOrgSettings, orgSettings } from '../core/use-cases/org-settings.js';
import { districtPeopleFigures } from '../core/use-cases/district-people-figures.js';
import { signedIn } from './signed-in.js';
import { districtPersonId } from './person-id.js';

/**
 * A district's people, settings and people figures (issue 16): organization admins only, and each
 * use case reads the district from the caller's stored account, never from the request.
 */
export function orgPeopleRoutes(deps: OrgMemberDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  const orgAdmin = [...signedIn(deps.verifier, deps.sessions), requireRole('org-admin')];

  router.get('/api/org/people', ...orgAdmin, async (req, res) => {
    res.json(await listOrgPeople(deps, caller(req), OrgPeopleQuery.parse(req.query)));
  });

  router.post('/api/org/people/:userId/deactivate', ...orgAdmin, async (req, res) => {
    res.json(await deactivateOrgMember(deps, caller(req), districtPersonId(req)));
  });

  router.post('/api/org/people/:userId/reactivate', ...orgAdmin, async (req, res) => {
    res.json(await reactivateOrgMember(deps, caller(req), districtPersonId(req)));
  });

  router.get('/api/org/settings', ...orgAdmin, async (req, res) => {
    res.json(await orgSettings(deps, caller(req)));
  });

  router.put('/api/org/settings', ...orgAdmin, async (req, res) => {
    res.json(await changeOrgSettings(deps, caller(req), OrgSettings.parse(req.body)));
  });

  router.get('/api/org/figures/people', ...orgAdmin, async (req, res) => {
    res.json(await districtPeopleFigures(deps, caller(req)));
  });

  return router;
}
