import type { CreateOrganizationRequest } from '@heartwise/contracts';
import { CreatedOrganization, OrganizationList } from '@heartwise/contracts';
import { getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the list of districts: its API path, as every key is. */
export const organizationsKey = ['/api/admin/organizations'] as const;

/** GET /api/admin/organizations: every district, oldest first, with how many schools and members. */
export const fetchOrganizations = (): Promise<OrganizationList> =>
  getJson('/api/admin/organizations', OrganizationList);

export const organizationsQuery = queryOptions({ queryKey: organizationsKey, queryFn: fetchOrganizations });

/** POST /api/admin/organizations: a district, its schools and its first organization admin. */
export const createOrganization = (body: CreateOrganizationRequest): Promise<CreatedOrganization> =>
  sendJson('POST', '/api/admin/organizations', body, CreatedOrganization);
