import type { CreatedOrganization, CreateOrganizationRequest, OrganizationList } from '@heartwise/contracts';
import { createOrganization as createOrganizationCall, listOrganizations } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the list of districts: its API path, as every key is. */
export const organizationsKey = apiKey(listOrganizations);

/** GET /api/admin/organizations (`listOrganizations`): every district, oldest first, with how many schools and members. */
export const fetchOrganizations = (): Promise<OrganizationList> => callApi(listOrganizations);

export const organizationsQuery = queryOptions({ queryKey: organizationsKey, queryFn: fetchOrganizations });

/** POST /api/admin/organizations: a district, its schools and its first organization admin. */
export const createOrganization = (body: CreateOrganizationRequest): Promise<CreatedOrganization> =>
  callApi(createOrganizationCall, { body });
