import { randomUUID } from 'node:crypto';
import {
  MembershipChanged,
  UserRegistered,
  type EventEnvelope,
  type Role,
  type User,
} from '@heartwise/contracts';
import { conflict, newEvent } from '@heartwise/service-kit/domain';
import {
  EmailTakenError,
  UsernameTakenError,
  type UserRepository,
} from '../../ports/user.repository.port.js';
import { hashPassword } from '../password.js';
import { assertStrongPassword } from '../password-strength.js';
import { generateUsername } from '../username.js';
import { toMembership, toProfile, toPublicUser, type UserRecord } from '../user.record.js';

const USERNAME_ATTEMPTS = 8;

export interface NewAccount {
  email: string;
  /** Null: an account its owner activates later with a code (issue 16); nobody else knows a password. */
  password: string | null;
  firstName: string;
  lastName: string;
  role: Role;
  /** Staff tooling and demo accounts may choose one; otherwise the generated kind is used. */
  username?: string;
  /** The district (and, for youth, the school) it belongs to; none when left out. */
  organizationId?: string;
  schoolId?: string;
}

/**
 * Any role: an administrator adding staff (POST /api/admin/users), the create-user command and
 * the embedded demo accounts; never self-service. Announces identity.user.registered. The
 * password must be hard to guess, except the demo accounts': theirs is the operator's
 * DEMO_PASSWORD for a local demo (`checkStrength: false`).
 */
export async function createAccount(
  deps: { users: UserRepository; now: () => Date },
  account: NewAccount,
  { checkStrength = true }: { checkStrength?: boolean } = {},
): Promise<User> {
  if (checkStrength && account.password !== null) assertStrongPassword(account.password, account);
  const now = deps.now().toISOString();
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  const attempts = account.username ? 1 : USERNAME_ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const record: UserRecord = {
      id: randomUUID(),
      username: account.username ?? generateUsername(),
      email: account.email.trim(),
      emailKey: account.email.trim().toLowerCase(),
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: null,
      role: account.role,
      createdAt: now,
      updatedAt: now,
      lastActive: null,
      organizationId: account.organizationId ?? null,
      schoolId: account.schoolId ?? null,
      deactivatedAt: null,
      rosterSourcedId: null,
    };
    // An account born into a district announces its membership in the same write.
    const events: EventEnvelope[] = [newEvent(UserRegistered, toProfile(record))];
    if (record.organizationId) events.push(newEvent(MembershipChanged, toMembership(record)));
    try {
      return toPublicUser(await deps.users.create(record, events));
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict('An account with this email already exists.');
      if (!(error instanceof UsernameTakenError)) throw error;
      if (account.username) throw conflict('That username is taken.');
    }
  }
  throw new Error('could not find a free username');
}
