import type { AdminUserList, AdminUserPage, AdminUsersQuery } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import { toPublicUser } from '../user.record.js';

/**
 * SPEC's User Management list (§2): everyone, newest first, never a password hash. Kept for
 * mfe-admin releases before the paged list; to be removed once none is deployed.
 */
export async function listUsers(deps: { users: Pick<UserRepository, 'list'> }): Promise<AdminUserList> {
  return (await deps.users.list()).map(toPublicUser);
}

/**
 * The admin's paged User Management list (issue 19): one page of the accounts the search and role
 * filter match, in the asked order, never a password hash. A page past the last is empty.
 */
export async function listUserPage(
  deps: { users: Pick<UserRepository, 'adminPage'> },
  query: AdminUsersQuery,
): Promise<AdminUserPage> {
  const { users, total } = await deps.users.adminPage(
    { ...(query.q ? { search: query.q } : {}), ...(query.role ? { role: query.role } : {}) },
    { sort: query.sort, direction: query.direction },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { users: users.map(toPublicUser), page: query.page, pageSize: query.pageSize, total };
}
