import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { changeAccount } from '../change-account.js';
import type { UserRecord } from '../user.record.js';

export interface DeactivateDeps {
  users: UserRepository;
  sessions: SessionsPort;
  now: () => Date;
}

/**
 * A district turns one of its people off (removed by the roster or by its organization admin,
 * issue 16): from now on they cannot sign in, and every session they have ends at once (the
 * sessions port publishes identity.session.ended, so every service refuses their tokens too).
 * Their account is deleted after the district's retention period. Already off: nothing changes.
 * Null when there is no such account.
 */
export async function deactivateMember(deps: DeactivateDeps, userId: string): Promise<UserRecord | null> {
  const stored = await changeAccount(deps.users, userId, deps.now, (record, at) =>
    record.deactivatedAt ? null : { changes: { deactivatedAt: at }, events: [] },
  );
  // Ended even when it was already off: a session started in a race is not left alive.
  if (stored) await deps.sessions.endAllFor(userId);
  return stored;
}

/** A district takes someone back (a roster row active again): they sign in as before. */
export async function reactivateMember(
  deps: Pick<DeactivateDeps, 'users' | 'now'>,
  userId: string,
): Promise<UserRecord | null> {
  return changeAccount(deps.users, userId, deps.now, (record) =>
    record.deactivatedAt ? { changes: { deactivatedAt: null }, events: [] } : null,
  );
}
