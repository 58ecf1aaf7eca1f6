import type { UserProfile } from '@heartwise/contracts';
import type { AuthorRepository } from '../../ports/author.repository.port.js';

/**
 * Someone signed up or changed their name: the forum shows their first name from now on, also on
 * what they wrote before. `asOf` is when identity stated the profile, so an older one arriving
 * late never overwrites a newer one.
 */
export async function learnAuthorName(
  deps: { authors: AuthorRepository },
  profile: UserProfile,
  asOf: string,
): Promise<void> {
  await deps.authors.remember(profile, asOf);
}
