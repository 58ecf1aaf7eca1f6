import { randomUUID } from 'node:crypto';
import { UserRegistered, type RegisterRequest, type User } from '@heartwise/contracts';
import { conflict, newEvent } from '@heartwise/service-kit/domain';
import {
  EmailTakenError,
  UsernameTakenError,
  type UserRepository,
} from '../../ports/user.repository.port.js';
import type { SessionsPort, StartedSession } from '../../ports/sessions.port.js';
import type { SignUpThrottle } from '../../ports/sign-up-throttle.port.js';
import { hashPassword } from '../password.js';
import { assertStrongPassword } from '../password-strength.js';
import { tooManySignUps } from '../sign-in-limits.js';
import { generateUsername } from '../username.js';
import { toProfile, toPublicUser, type UserRecord } from '../user.record.js';

const USERNAME_ATTEMPTS = 8;

export interface RegisterDeps {
  users: UserRepository;
  sessions: SessionsPort;
  signUps: SignUpThrottle;
  now: () => Date;
}

/**
 * Self-service sign-up: a youth or parent account with a generated username, signed in at once.
 * Counted per address first (issue 15: each sign-up costs a hash, and a script could make
 * thousands), then the password must be hard to guess.
 */
export async function register(
  deps: RegisterDeps,
  request: RegisterRequest,
  address?: string,
): Promise<{ user: User; session: StartedSession }> {
  const verdict = await deps.signUps.begin(address);
  if (!verdict.allowed) throw tooManySignUps(verdict.retryAfterSeconds);
  assertStrongPassword(request.password, request);
  const passwordHash = await hashPassword(request.password);
  const now = deps.now().toISOString();
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const record: UserRecord = {
      id: randomUUID(),
      username: generateUsername(),
      email: request.email.trim(),
      emailKey: request.email.trim().toLowerCase(),
      passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      profileImageUrl: null,
      role: request.role,
      createdAt: now,
      updatedAt: now,
      lastActive: now,
      organizationId: null,
      schoolId: null,
      deactivatedAt: null,
      rosterSourcedId: null,
    };
    try {
      const created = await deps.users.create(record, [newEvent(UserRegistered, toProfile(record))]);
      const session = await deps.sessions.start(created);
      return { user: toPublicUser(created), session };
    } catch (error) {
      if (error instanceof EmailTakenError) {
        throw conflict('An account with this email already exists. Try signing in instead.');
      }
      if (!(error instanceof UsernameTakenError)) throw error;
    }
  }
  throw new Error('could not find a free username');
}
