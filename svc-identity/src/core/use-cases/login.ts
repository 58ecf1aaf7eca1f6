import type { LoginRequest, User } from '@heartwise/contracts';
import { forbidden, invalid, unauthenticated } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort, StartedSession } from '../../ports/sessions.port.js';
import type { SignInAttempt, SignInThrottle } from '../../ports/sign-in-throttle.port.js';
import type { KnownDevices } from '../../ports/known-devices.port.js';
import { decoyHash, verifyPassword } from '../password.js';
import { portalRefusal, type Portal } from '../portal.js';
import { toPublicUser } from '../user.record.js';
import { accountKey, tooManySignInAttempts } from '../sign-in-limits.js';

export interface LoginDeps {
  users: UserRepository;
  sessions: SessionsPort;
  throttle: SignInThrottle;
  devices: KnownDevices;
  now: () => Date;
}

/** Where a sign-in comes from: the client's address and the browser's known-device token, if any. */
export interface SignInOrigin {
  address?: string;
  deviceToken?: string;
}

const WRONG_CREDENTIALS = 'That username or password is not right. Please try again.';
export const DEACTIVATED =
  'Your school has turned this account off. If you think that is a mistake, please talk to your school.';
const WRONG_EMAIL_CREDENTIALS = 'That email or password is not right. Please try again.';

/**
 * Main domain: username and password; staff sign in on their own portals. Admin and mod portals:
 * email and password, for staff. The organization portal: email, any role (SPEC §2, §6), and the
 * only door for organization admins.
 * Whoever keeps failing is slowed, never locked (issue 15): a browser this account signed in on
 * before waits only for its own tries, so the owner gets in while strangers are slowed. A full
 * sign-in returns the browser's new known-device token.
 */
export async function login(
  deps: LoginDeps,
  portal: Portal,
  request: LoginRequest,
  origin: SignInOrigin = {},
): Promise<{ user: User; session: StartedSession; deviceToken: string }> {
  const byUsername = portal === 'main';
  if (byUsername && !request.username) throw invalid('Username is required');
  if (!byUsername && !request.email) throw invalid('Please enter a valid email');

  const typed = (byUsername ? request.username : request.email) ?? '';
  const record = byUsername ? await deps.users.findByUsername(typed) : await deps.users.findByEmail(typed);
  const knownDevice = record ? deps.devices.recognise(origin.deviceToken, record.id) : null;
  const attempt: SignInAttempt = {
    account: accountKey(record, typed),
    ...(origin.address ? { address: origin.address } : {}),
    ...(knownDevice ? { knownDevice } : {}),
  };
  // Before the hash: a slowed guess costs no scrypt. Unknown accounts are counted by name, alike.
  const verdict = await deps.throttle.begin(attempt);
  if (!verdict.allowed) throw tooManySignInAttempts(verdict);
  const valid = await verifyPassword(request.password, record?.passwordHash ?? (await decoyHash));
  if (!record || !valid) {
    await deps.throttle.failed(attempt);
    throw unauthenticated(byUsername ? WRONG_CREDENTIALS : WRONG_EMAIL_CREDENTIALS);
  }
  await deps.throttle.succeeded(attempt);
  // Said only to whoever knows the password: a stranger learns nothing about the account.
  if (record.deactivatedAt) throw forbidden(DEACTIVATED);

  const wrongDoor = portalRefusal(portal, record.role);
  if (wrongDoor) throw forbidden(wrongDoor);

  const at = deps.now().toISOString();
  await deps.users.touchLastActive(record.id, at);
  const session = await deps.sessions.start(record);
  return {
    user: toPublicUser({ ...record, lastActive: at }),
    session,
    deviceToken: deps.devices.remember(origin.deviceToken, record.id),
  };
}
