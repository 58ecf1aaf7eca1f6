import { UserDeleted, type AccessClaims } from '@heartwise/contracts';
import { forbidden, newEvent, notFound } from '@heartwise/service-kit/domain';
import { ACCOUNT_NOT_FOUND, alone, assertNotLastAdmin, type AdminDeps } from '../admin-roster.js';
import type { UserRecord } from '../user.record.js';
import { audit, type Audited } from '../audit.js';

/**
 * An administrator deletes an account (SPEC §7): not their own, never the last admin. The
 * document goes with its identity.user.deleted event in one write, then every session ends; the
 * audit log keeps who did it and the role the account had (not who it was).
 */
export async function deleteAccount(
  deps: AdminDeps & Audited,
  actor: AccessClaims,
  userId: string,
): Promise<void> {
  if (userId === actor.sub) {
    throw forbidden("You can't delete your own account. Please ask another administrator to do it.");
  }
  let role: UserRecord['role'] | undefined;
  const deleted = await removeAccount(deps, userId, (record) => {
    role = record.role;
  });
  if (!deleted) throw notFound(ACCOUNT_NOT_FOUND);
  await audit(deps, {
    kind: 'user-deleted',
    actorId: actor.sub,
    subjectId: userId,
    ...(role ? { fromRole: role } : {}),
  });
}

/**
 * What every deletion shares (an admin's, or a person's own): alone among role changes and
 * deletions, never the last admin, the account and its identity.user.deleted event in one write
 * (every other service erases or anonymises on that event), then every session ends. `allow` may
 * refuse, looking at the account as it is inside the lock. False when there was no such account.
 */
export async function removeAccount(
  deps: AdminDeps,
  userId: string,
  allow: (record: UserRecord) => void = () => undefined,
): Promise<boolean> {
  return alone(deps, async () => {
    const record = await deps.users.findById(userId);
    if (record) {
      allow(record);
      await assertNotLastAdmin(deps, record, 'deleted');
    }
    const deleted = record ? await deps.users.delete(userId, [newEvent(UserDeleted, { userId })]) : false;
    // Also when it was already gone: a retry after a failed revocation must still end the sessions.
    await deps.sessions.endAllFor(userId);
    return deleted;
  });
}
