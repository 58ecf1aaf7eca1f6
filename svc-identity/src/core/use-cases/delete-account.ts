import { UserDeleted, type AccessClaims } from '@heartwise/contracts';
import { forbidden, newEvent, notFound } from '@heartwise/service-kit';
import { ACCOUNT_NOT_FOUND, alone, assertNotLastAdmin, type AdminDeps } from '../admin-roster.js';

/**
 * An administrator deletes an account (SPEC §7): not their own, never the last admin. The
 * document goes with its identity.user.deleted event in one write, then every session ends.
 */
export async function deleteAccount(deps: AdminDeps, actor: AccessClaims, userId: string): Promise<void> {
  if (userId === actor.sub) {
    throw forbidden("You can't delete your own account. Please ask another administrator to do it.");
  }
  await alone(deps, async () => {
    const record = await deps.users.findById(userId);
    if (record) await assertNotLastAdmin(deps, record, 'deleted');
    const deleted = record ? await deps.users.delete(userId, [newEvent(UserDeleted, { userId })]) : false;
    // Also when it was already gone: a retry after a failed revocation must still end the sessions.
    await deps.sessions.endAllFor(userId);
    if (!deleted) throw notFound(ACCOUNT_NOT_FOUND);
  });
}
