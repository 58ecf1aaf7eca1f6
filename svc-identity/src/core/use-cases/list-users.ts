import type { AdminUserList } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import { toPublicUser } from '../user.record.js';

/** The admin's User Management list (SPEC §2): everyone, newest first, never a password hash. */
export async function listUsers(deps: { users: UserRepository }): Promise<AdminUserList> {
  return (await deps.users.list()).map(toPublicUser);
}
