import type { MyOrganization } from '@heartwise/contracts';
import { myOrganization } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the district: its API path, as every key is. */
export const myOrganizationKey = apiKey(myOrganization);

/** GET /api/org (`myOrganization`): the organization admin's own district and its schools. */
export const fetchMyOrganization = (): Promise<MyOrganization> => callApi(myOrganization);

export const myOrganizationQuery = queryOptions({
  queryKey: myOrganizationKey,
  queryFn: fetchMyOrganization,
});
