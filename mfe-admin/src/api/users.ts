import type {
  AdminUserList,
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
  listUsers,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the admin's user list: its API path, as every key is. */
export const adminUsersKey = apiKey(listUsers);

/** GET /api/admin/users (`listUsers`): every account, newest first, with lastActive. */
export const fetchAdminUsers = (): Promise<AdminUserList> => callApi(listUsers);

export const adminUsersQuery = queryOptions({ queryKey: adminUsersKey, queryFn: fetchAdminUsers });

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
