import type { CreateStaffRequest, Role } from '@heartwise/contracts';
import { AdminUserList, OkBody, User } from '@heartwise/contracts';
import { apiRequest, getJson, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The cache's name for the admin's user list: its API path, as every key is. */
export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users: every account, newest first, with lastActive. */
export const fetchAdminUsers = (): Promise<AdminUserList> => getJson('/api/admin/users', AdminUserList);

export const adminUsersQuery = queryOptions({ queryKey: adminUsersKey, queryFn: fetchAdminUsers });

/** PUT /api/admin/users/{userId}/role: the reply is the user with the new role. */
export const changeUserRole = (userId: string, role: Role): Promise<User> =>
  sendJson('PUT', `/api/admin/users/${userId}/role`, { role }, User);

/** DELETE /api/admin/users/{userId}: no body; the reply is `{ ok: true }`. */
export async function deleteUser(userId: string): Promise<OkBody> {
  const response = await apiRequest('DELETE', `/api/admin/users/${userId}`);
  return OkBody.parse(await response.json());
}

/** POST /api/admin/users: a moderator or administrator account; the reply carries the generated username. */
export const createStaffUser = (body: CreateStaffRequest): Promise<User> =>
  sendJson('POST', '/api/admin/users', body, User);
