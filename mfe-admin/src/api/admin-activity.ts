import type { AdminActivityPage, AdminActivityQueryInput } from '@heartwise/contracts';
import { listAdminActivity } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { infiniteQueryOptions } from '@tanstack/react-query';

/** The cache's name for the audit log: its API path; each filter's pages live under it. */
export const adminActivityKey = apiKey(listAdminActivity);

export type AdminActivityFilter = Omit<AdminActivityQueryInput, 'cursor' | 'limit'>;

/** GET /api/admin/activity (issue 19): a page of the whole audit log, newest first. */
export const fetchAdminActivity = (query: AdminActivityQueryInput): Promise<AdminActivityPage> =>
  callApi(listAdminActivity, { query });

/** The log under one filter: the newest page first, older pages on demand. */
export const adminActivityQuery = (filter: AdminActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminActivityKey, filter],
    queryFn: ({ pageParam }) =>
      fetchAdminActivity({ ...filter, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
