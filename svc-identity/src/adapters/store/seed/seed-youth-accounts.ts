import type { UserProfile } from '@heartwise/contracts';
import { nameBasedUuid, seedProgress, type DocumentStore } from '@heartwise/service-kit';
import { hashPassword } from '../../../core/password.js';
import type { UserRecord } from '../../../core/user.record.js';
import { userRepository } from '../user.repository.js';

/** Seeded ids are named (a run again finds what it wrote): this seeding's namespace, chosen once. */
const SEEDED = '8f404cf7-e515-493e-a2aa-418745c01f84';
const nameUuid = (name: string): string => nameBasedUuid(SEEDED, name);

const PROGRESS = 'district-youth';
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NAMES = ['Ada', 'Bo', 'Cleo', 'Dev', 'Eli', 'Fern', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kai', 'Lia'];

/** The n-th seeded youth's username (n from 1): `district-youth-00001`. */
export const seededYouthUsername = (n: number): string => `district-youth-${String(n).padStart(5, '0')}`;

export interface YouthSeedOptions {
  /** How many youth the store should hold (the ones already there are kept). */
  count: number;
  /** Everyone's password: hashed once, the hash reused (a hash costs ~50 ms on purpose). */
  password: string;
  /** They signed up about a year before this. */
  now: Date;
  /** Date.now() after which no new batch is started: a slow store cannot stretch the run. */
  until?: number;
}

export interface YouthSeedOutcome {
  /** Every seeded youth the store holds, in order, as identity announces them (their profile). */
  youth: UserProfile[];
  /** How many this call wrote. */
  created: number;
  seconds: number;
  /** False when `until` came first. */
  complete: boolean;
}

/** The n-th seeded youth (n from 1) as identity announces them. */
function youthProfile(n: number): UserProfile {
  const username = seededYouthUsername(n);
  return {
    userId: nameUuid(username),
    username,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Ada',
    lastName: 'Student',
    role: 'youth',
  };
}

/** The n-th seeded youth's account (n from 1), as self-service sign-up would have stored it. */
function youthRecord(n: number, passwordHash: string, now: Date): UserRecord {
  const { userId, username, firstName, lastName, role } = youthProfile(n);
  const signedUp = new Date(now.getTime() - 366 * DAY_MS + n * 1000).toISOString();
  return {
    id: userId,
    username,
    email: `${username}@district.example`,
    emailKey: `${username}@district.example`,
    passwordHash,
    firstName,
    lastName,
    profileImageUrl: null,
    role,
    createdAt: signedUp,
    updatedAt: signedUp,
    lastActive: signedUp,
    organizationId: null,
    schoolId: null,
    deactivatedAt: null,
    rosterSourcedId: null,
  };
}

/**
 * A district's youth for the bench (issue 18): `count` accounts with deterministic usernames, each
 * as a youth who signed up and can sign in with `password` (activated: a password hash; no district,
 * as self-service sign-up leaves it). Written a thousand at a time through the service's own
 * repository, so every storage key the service keeps beside an account is there. Their
 * `identity.user.registered` events are not written: the projections other services keep of them
 * are seeded by those services' own seeding, as the events would have left them.
 * Resumable: a second call adds only the accounts not yet stored.
 */
export async function seedYouthAccounts(
  store: DocumentStore,
  options: YouthSeedOptions,
): Promise<YouthSeedOutcome> {
  const started = performance.now();
  const progress = seedProgress(store, PROGRESS);
  const users = userRepository(store);
  let done = await progress.done();
  const already = done;
  if (done < options.count) {
    const passwordHash = await hashPassword(options.password);
    while (done < options.count && (options.until === undefined || Date.now() < options.until)) {
      const size = Math.min(BATCH, options.count - done);
      const accounts = Array.from({ length: size }, (_, offset) => ({
        user: youthRecord(done + offset + 1, passwordHash, options.now),
        events: [],
      }));
      // Refused ones are this seeding's own from a run that stopped before recording its progress.
      await users.createMany(accounts);
      done += size;
      await progress.record(done);
    }
  }
  return {
    youth: Array.from({ length: Math.min(done, options.count) }, (_, index) => youthProfile(index + 1)),
    created: Math.max(0, done - already),
    seconds: (performance.now() - started) / 1000,
    complete: done >= options.count,
  };
}
