import type { UserProfile } from '@heartwise/contracts';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import type { SanctionRepository } from '../../ports/sanction.repository.port.js';

/**
 * Someone signed up or changed their name: the queue shows it from now on, on every item they
 * wrote, reported or decided. `asOf` is when identity stated it, so a late older profile never wins.
 */
export async function learnPerson(
  deps: { people: PersonRepository },
  profile: UserProfile,
  asOf: string,
): Promise<void> {
  const { userId, username, firstName, lastName } = profile;
  await deps.people.remember({ userId, username, firstName, lastName }, asOf);
}

/**
 * Someone deleted their account: moderation forgets who they were, and the warnings, mutes and
 * suspensions they were given. Items keep only their opaque id, so what they wrote, reported or
 * decided shows without a name from now on.
 */
export async function forgetPerson(
  deps: { people: PersonRepository; sanctions: Pick<SanctionRepository, 'erase'> },
  userId: string,
  at: string,
): Promise<void> {
  await deps.people.forget(userId, at);
  await deps.sanctions.erase(userId);
}
