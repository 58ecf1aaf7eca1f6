import type { AccessClaims, DeleteAccountRequest } from '@heartwise/contracts';
import { forbidden, unauthenticated } from '@heartwise/service-kit/domain';
import type { SignInThrottle } from '../../ports/sign-in-throttle.port.js';
import type { AdminDeps } from '../admin-roster.js';
import { verifyPassword } from '../password.js';
import { accountKey, tooManyPasswordAttempts } from '../sign-in-limits.js';
import type { UserRecord } from '../user.record.js';
import { removeAccount } from './delete-account.js';

export interface DeleteOwnAccountDeps extends AdminDeps {
  throttle: SignInThrottle;
}

const WRONG_PASSWORD = "That password isn't right, so your account is still here. Please try again.";

/** Youth and parents delete their own accounts; staff and organization admins are an administrator's to remove. */
function assertSelfService(record: UserRecord): void {
  if (record.role === 'moderator') {
    throw forbidden('Moderator accounts are removed by an administrator. Please ask one to do it for you.');
  }
  // A district must not lose its organization admin by a click (issue 16): staff rules apply.
  if (record.role === 'org-admin') {
    throw forbidden(
      'Organization admin accounts are removed by a Heartwise administrator. Please ask one to do it for you.',
    );
  }
  if (record.role === 'admin') {
    throw forbidden(
      'Administrator accounts are removed by another administrator. Please ask one to do it for you.',
    );
  }
}

/**
 * A youth or a parent deletes their own account (Profile Settings), saying their password again.
 * Wrong passwords are slowed like a stranger's sign-in from the same address, so a borrowed
 * session cannot guess its way to a deletion. The deletion itself is the admin's: the account with its
 * identity.user.deleted event in one write (every other service erases or anonymises on it), then
 * every session ends.
 */
export async function deleteOwnAccount(
  deps: DeleteOwnAccountDeps,
  claims: AccessClaims,
  request: DeleteAccountRequest,
  address?: string,
): Promise<void> {
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthenticated();
  assertSelfService(record);

  const attempt = { account: accountKey(record, ''), ...(address ? { address } : {}) };
  const verdict = await deps.throttle.begin(attempt);
  if (!verdict.allowed) throw tooManyPasswordAttempts(verdict.retryAfterSeconds);
  if (!(await verifyPassword(request.password, record.passwordHash))) {
    await deps.throttle.failed(attempt);
    throw forbidden(WRONG_PASSWORD);
  }
  await deps.throttle.succeeded(attempt);

  // The role is looked at again inside the lock: an administrator may have changed it meanwhile.
  if (!(await removeAccount(deps, record.id, assertSelfService))) throw unauthenticated();
}
