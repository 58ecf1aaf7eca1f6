import type {
  AdminUserPage,
  AdminUsersQueryInput,
  ChangeRoleRequest,
  CreateStaffRequest,
  OkBody,
  Role,
  User,
} from '@heartwise/contracts';
import {
  changeUserRole as changeUserRoleCall,
  createStaffUser as createStaffUserCall,
  deleteUser as deleteUserCall,
  listUserPage,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The cache's name for the admin's user list: its API path, as every key is; each page lives under it. */
export const adminUsersKey = apiKey(listUserPage);

/**
 * GET /api/admin/users/page (`listUserPage`): one page, searched, filtered and sorted by the service
 * (issue 19). Its own path, so releases of this page still reading /api/admin/users' array keep working.
 */
export const fetchAdminUsers = (query: AdminUsersQueryInput): Promise<AdminUserPage> =>
  callApi(listUserPage, { query });

export const adminUsersQuery = (query: AdminUsersQueryInput) =>
  queryOptions({
    queryKey: [...adminUsersKey, query],
    queryFn: () => fetchAdminUsers(query),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/**
 * PUT /api/admin/users/{userId}/role: the reply is the user with the new role. The page offers only
 * the roles a change may give; any other goes as given, and the service says why not (a 400).
 */
export const changeUserRole = (userId: string, role: Role): Promise<User> =>
  callApi(changeUserRoleCall, { params: { userId }, body: { role } as ChangeRoleRequest });

/** DELETE /api/admin/users/{userId}: no body; the reply is `{ ok: true }`. */
export const deleteUser = (userId: string): Promise<OkBody> =>
  callApi(deleteUserCall, { params: { userId } });

/** POST /api/admin/users: a moderator or administrator account; the reply carries the generated username. */
export const createStaffUser = (body: CreateStaffRequest): Promise<User> =>
  callApi(createStaffUserCall, { body });
