import type { AccessClaims, ChangePasswordRequest } from '@heartwise/contracts';
import { invalid, unauthenticated } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort, StartedSession } from '../../ports/sessions.port.js';
import type { SignInThrottle } from '../../ports/sign-in-throttle.port.js';
import { changeAccount } from '../change-account.js';
import { hashPassword, verifyPassword } from '../password.js';
import { assertStrongPassword } from '../password-strength.js';
import { accountKey, tooManyPasswordAttempts } from '../sign-in-limits.js';

export interface ChangePasswordDeps {
  users: UserRepository;
  sessions: SessionsPort;
  throttle: SignInThrottle;
  now: () => Date;
}

/**
 * A person changes their password knowing the current one. Wrong guesses are slowed like a
 * stranger's sign-in from the same address (a borrowed session must not become a password oracle).
 * The new one must be hard to guess. Every session of theirs ends, and this device gets a fresh
 * one: "your other sessions end, this stays".
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  claims: AccessClaims,
  request: ChangePasswordRequest,
  address?: string,
): Promise<StartedSession> {
  const record = await deps.users.findById(claims.sub);
  if (!record) throw unauthenticated();
  const attempt = { account: accountKey(record, ''), ...(address ? { address } : {}) };
  const verdict = await deps.throttle.begin(attempt);
  if (!verdict.allowed) throw tooManyPasswordAttempts(verdict.retryAfterSeconds);
  if (!(await verifyPassword(request.currentPassword, record.passwordHash))) {
    await deps.throttle.failed(attempt);
    throw invalid('Your current password is not right. Please try again.');
  }
  await deps.throttle.succeeded(attempt);
  assertStrongPassword(request.newPassword, record);

  const passwordHash = await hashPassword(request.newPassword);
  const stored = await changeAccount(deps.users, record.id, deps.now, () => ({
    changes: { passwordHash },
    events: [],
  }));
  if (!stored) throw unauthenticated();
  await deps.sessions.endAllFor(stored.id);
  return deps.sessions.start(stored);
}
