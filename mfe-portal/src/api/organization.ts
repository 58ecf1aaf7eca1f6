import { MyOrganization } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the district: its API path, as every key is. */
export const myOrganizationKey = ['/api/org'] as const;

/** GET /api/org: the organization admin's own district and its schools. */
export const fetchMyOrganization = (): Promise<MyOrganization> => getJson('/api/org', MyOrganization);

export const myOrganizationQuery = queryOptions({
  queryKey: myOrganizationKey,
  queryFn: fetchMyOrganization,
});
