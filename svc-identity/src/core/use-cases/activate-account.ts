import {
  ACTIVATION_CODE_DID_NOT_WORK,
  normalizeActivationCode,
  type ActivationRequest,
  type User,
} from '@heartwise/contracts';
import { forbidden, invalid } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { SessionsPort, StartedSession } from '../../ports/sessions.port.js';
import type { KnownDevices } from '../../ports/known-devices.port.js';
import type { ActivationThrottle } from '../../ports/activation-throttle.port.js';
import type { ActivationCodeRepository } from '../../ports/activation-code.repository.port.js';
import { activationCodeKey } from '../activation/activation-code.js';
import { waitingToActivate } from '../activation/waiting-to-activate.js';
import { changeAccount } from '../change-account.js';
import { hashPassword } from '../password.js';
import { assertStrongPassword } from '../password-strength.js';
import { portalRefusal, type Portal } from '../portal.js';
import { tooManyActivationTries } from '../sign-in-limits.js';
import { toPublicUser } from '../user.record.js';
import type { SignInOrigin } from './login.js';

export interface ActivateDeps {
  users: UserRepository;
  codes: ActivationCodeRepository;
  sessions: SessionsPort;
  activations: ActivationThrottle;
  devices: KnownDevices;
  codeSecret: Buffer;
  now: () => Date;
}

/**
 * An imported person activates their account (POST /api/activate, issue 16): the live code of an
 * account still waiting to activate, and a password hard to guess. The password is set, the code
 * is used up, and the person is signed in as by signing in. Tries are slowed per address before
 * anything else, and a wrong code costs one read by id: only a right code reaches the hash.
 */
export async function activateAccount(
  deps: ActivateDeps,
  portal: Portal,
  request: ActivationRequest,
  origin: SignInOrigin = {},
): Promise<{ user: User; session: StartedSession; deviceToken: string }> {
  const verdict = await deps.activations.begin(origin.address);
  if (!verdict.allowed) throw tooManyActivationTries(verdict.retryAfterSeconds);

  const normalized = normalizeActivationCode(request.code);
  const code = normalized ? await deps.codes.findLive(activationCodeKey(deps.codeSecret, normalized)) : null;
  const record = code ? await deps.users.findById(code.userId) : null;
  const live =
    code !== null &&
    record !== null &&
    Date.parse(code.expiresAt) > deps.now().getTime() &&
    record.organizationId === code.organizationId &&
    waitingToActivate(record);
  if (!live || !record) {
    await deps.activations.failed(origin.address);
    throw invalid(ACTIVATION_CODE_DID_NOT_WORK);
  }
  // Said only to whoever holds a live code; the code stays theirs to use on the right portal.
  const wrongDoor = portalRefusal(portal, record.role);
  if (wrongDoor) throw forbidden(wrongDoor);
  assertStrongPassword(request.password, record);

  const passwordHash = await hashPassword(request.password);
  // Only while it still has no password: of two activations at once, one sets it.
  const stored = await changeAccount(deps.users, record.id, deps.now, (current) =>
    waitingToActivate(current) ? { changes: { passwordHash }, events: [] } : null,
  );
  if (stored?.passwordHash !== passwordHash) throw invalid(ACTIVATION_CODE_DID_NOT_WORK);
  await deps.codes.forget(stored.id);

  const at = deps.now().toISOString();
  await deps.users.touchLastActive(stored.id, at);
  const session = await deps.sessions.start(stored);
  return {
    user: toPublicUser({ ...stored, lastActive: at }),
    session,
    deviceToken: deps.devices.remember(origin.deviceToken, stored.id),
  };
}
