import type { LinkChange, UserProfile } from '@heartwise/contracts';
import type { FamilyDirectory } from '../../ports/family.port.js';

type Deps = { family: FamilyDirectory };

/** identity.link.approved: the parent may now see the youth's summary. */
export async function rememberLink(deps: Deps, link: LinkChange): Promise<void> {
  await deps.family.linkApproved(link);
}

/** identity.link.ended: the parent sees nothing more of the youth, for good. */
export async function forgetLink(deps: Deps, link: LinkChange): Promise<void> {
  await deps.family.linkEnded(link);
}

/**
 * identity.user.registered / .updated: the first name a parent's summary shows. Only the first
 * name is kept (never username, last name or email); `asOf` keeps a late older event from winning.
 */
export async function learnFirstName(deps: Deps, profile: UserProfile, asOf: string): Promise<void> {
  await deps.family.rememberName(profile.userId, profile.firstName, asOf);
}
