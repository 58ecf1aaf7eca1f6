import { UserRoleChanged, type AccessClaims, type Role, type User } from '@heartwise/contracts';
import { forbidden, newEvent, notFound } from '@heartwise/service-kit/domain';
import { changeAccount } from '../change-account.js';
import { toPublicUser } from '../user.record.js';
import { ACCOUNT_NOT_FOUND, alone, assertNotLastAdmin, type AdminDeps } from '../admin-roster.js';
import { audit, type Audited } from '../audit.js';

/**
 * An administrator changes someone's role (SPEC §7). Not their own, and never the last admin's.
 * Every session of that person ends at once: their next call is 401 everywhere and they sign in
 * again as what they are now. A real change goes into the audit log.
 */
export async function changeRole(
  deps: AdminDeps & Audited,
  actor: AccessClaims,
  userId: string,
  role: Role,
): Promise<User> {
  if (userId === actor.sub && role !== 'admin') {
    throw forbidden("You can't change your own role. Please ask another administrator to do it.");
  }
  const stored = await alone(deps, async () => {
    let changed = false;
    let from: Role = role;
    const stored = await changeAccount(deps.users, userId, deps.now, async (record) => {
      changed = false;
      if (record.role === role) return null;
      await assertNotLastAdmin(deps, record, 'given another role');
      changed = true;
      from = record.role;
      return {
        changes: { role },
        events: [newEvent(UserRoleChanged, { userId, from: record.role, to: role })],
      };
    });
    if (!stored) throw notFound(ACCOUNT_NOT_FOUND);
    // Written first, then revoked: a sign-in in between already gets the new role.
    if (changed) {
      await deps.sessions.endAllFor(userId);
      await audit(deps, {
        kind: 'role-changed',
        actorId: actor.sub,
        subjectId: userId,
        fromRole: from,
        toRole: role,
      });
    }
    return stored;
  });
  return toPublicUser(stored);
}
