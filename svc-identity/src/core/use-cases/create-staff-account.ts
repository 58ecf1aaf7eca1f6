import type { AccessClaims, CreateStaffRequest, User } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import { audit, type Audited } from '../audit.js';
import { createAccount } from './create-account.js';

/** An administrator adds a moderator or administrator (POST /api/admin/users); the audit log keeps it. */
export async function createStaffAccount(
  deps: { users: UserRepository } & Audited,
  actor: AccessClaims,
  request: CreateStaffRequest,
): Promise<User> {
  const created = await createAccount(deps, request);
  await audit(deps, {
    kind: 'staff-created',
    actorId: actor.sub,
    subjectId: created.id,
    toRole: created.role,
  });
  return created;
}
