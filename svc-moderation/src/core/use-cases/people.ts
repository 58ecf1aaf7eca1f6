import type { UserProfile } from '@heartwise/contracts';
import type { PersonRepository } from '../../ports/person.repository.port.js';

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
 * Someone deleted their account: moderation forgets who they were. Items keep only their opaque
 * id, so what they wrote, reported or decided shows without a name from now on.
 */
export async function forgetPerson(
  deps: { people: PersonRepository },
  userId: string,
  at: string,
): Promise<void> {
  await deps.people.forget(userId, at);
}
