import { Router } from 'express';
import { CreateOrganizationRequest } from '@heartwise/contracts';
import { caller } from '@heartwise/service-kit';
import type { SessionsPort } from '../ports/sessions.port.js';
import { createOrganization, type OrganizationDeps } from '../core/use-cases/create-organization.js';
import { listOrganizations } from '../core/use-cases/list-organizations.js';
import { myOrganization } from '../core/use-cases/my-organization.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/**
 * Districts (issue 16): platform admins create and list them; an organization admin reads their
 * own. Roles enforced here whatever sits in front.
 */
export function organizationRoutes(
  deps: OrganizationDeps & { sessions: SessionsPort } & IdentityServing,
): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'createOrganization', async (req, res) => {
    const request = CreateOrganizationRequest.parse(req.body);
    res.status(201).json(await createOrganization(deps, caller(req), request));
  });

  serve(router, 'listOrganizations', async (_req, res) => {
    res.json(await listOrganizations(deps));
  });

  serve(router, 'myOrganization', async (req, res) => {
    res.json(await myOrganization(deps, caller(req)));
  });

  return router;
}
