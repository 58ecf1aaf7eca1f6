import type { AccessClaims, User } from '@heartwise/contracts';
import { unauthenticated } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { toPublicUser } from '../user.record.js';

/** lastActive is for the admin list ("Last Active"): minutes matter, so one write per 5 minutes. */
const LAST_ACTIVE_EVERY_MS = 5 * 60 * 1000;

/** The caller as stored now; a revoked session or a deleted account is "signed out". */
export async function currentUser(
  deps: { users: UserRepository; sessions: SessionsPort; now: () => Date },
  claims: AccessClaims,
): Promise<User> {
  if (!(await deps.sessions.isAlive(claims.sid))) throw unauthenticated();
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthenticated();
  const now = deps.now();
  const seen = record.lastActive ? Date.parse(record.lastActive) : Number.NEGATIVE_INFINITY;
  if (now.getTime() - seen < LAST_ACTIVE_EVERY_MS) return toPublicUser(record);
  const lastActive = now.toISOString();
  await deps.users.touchLastActive(record.id, lastActive);
  return toPublicUser({ ...record, lastActive });
}
