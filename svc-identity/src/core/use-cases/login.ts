import type { LoginRequest, User } from '@heartwise/contracts';
import { badRequest, forbidden, HttpError } from '@heartwise/service-kit';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort, StartedSession } from '../../ports/sessions.port.js';
import type { SignInThrottle } from '../../ports/sign-in-throttle.port.js';
import { decoyHash, verifyPassword } from '../password.js';
import type { Portal } from '../portal.js';
import { toPublicUser } from '../user.record.js';
import { accountKey, tooManySignInAttempts } from '../sign-in-limits.js';

export interface LoginDeps {
  users: UserRepository;
  sessions: SessionsPort;
  throttle: SignInThrottle;
  now: () => Date;
}

const WRONG_CREDENTIALS = 'That username or password is not right. Please try again.';
const WRONG_EMAIL_CREDENTIALS = 'That email or password is not right. Please try again.';

/**
 * Main domain: username and password; staff sign in on their own portals. Admin and mod portals:
 * email and password, for staff. The organization portal: email, any role (SPEC §2, §6).
 * Failed attempts are limited per account and per address (`address`: the client's, if known).
 */
export async function login(
  deps: LoginDeps,
  portal: Portal,
  request: LoginRequest,
  address?: string,
): Promise<{ user: User; session: StartedSession }> {
  const byUsername = portal === 'main';
  if (byUsername && !request.username) throw badRequest('Username is required');
  if (!byUsername && !request.email) throw badRequest('Please enter a valid email');

  const typed = (byUsername ? request.username : request.email) ?? '';
  const record = byUsername ? await deps.users.findByUsername(typed) : await deps.users.findByEmail(typed);
  const attempt = { account: accountKey(record, typed), ...(address ? { address } : {}) };
  // Before the hash: a refused guess costs no scrypt. Unknown accounts are counted by name, alike.
  const verdict = await deps.throttle.check(attempt);
  if (!verdict.allowed) throw tooManySignInAttempts(verdict.retryAfterSeconds);
  const valid = await verifyPassword(request.password, record?.passwordHash ?? (await decoyHash));
  if (!record || !valid) {
    await deps.throttle.recordFailure(attempt);
    throw new HttpError(401, byUsername ? WRONG_CREDENTIALS : WRONG_EMAIL_CREDENTIALS);
  }
  await deps.throttle.recordSuccess(attempt);

  const staff = record.role === 'moderator' || record.role === 'admin';
  if (portal === 'main' && staff) {
    throw forbidden(
      `Staff accounts sign in on the ${record.role === 'admin' ? 'Administrator' : 'Moderator'} Portal.`,
    );
  }
  if (portal === 'admin' && record.role !== 'admin')
    throw forbidden('The Administrator Portal is for administrators only.');
  if (portal === 'mod' && !staff)
    throw forbidden('The Moderator Portal is for moderators and administrators only.');

  const at = deps.now().toISOString();
  await deps.users.touchLastActive(record.id, at);
  const session = await deps.sessions.start(record.id, record.role);
  return { user: toPublicUser({ ...record, lastActive: at }), session };
}
