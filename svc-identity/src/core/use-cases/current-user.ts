import type { AccessClaims, User } from '@heartwise/contracts';
import { unauthorized } from '@heartwise/service-kit';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { toPublicUser } from '../user.record.js';

/** The caller as stored now; a revoked session or a deleted account is "signed out". */
export async function currentUser(
  deps: { users: UserRepository; sessions: SessionsPort },
  claims: AccessClaims,
): Promise<User> {
  if (!(await deps.sessions.isAlive(claims.sid))) throw unauthorized();
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthorized();
  return toPublicUser(record);
}
