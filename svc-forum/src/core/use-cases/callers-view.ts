import { type CommunityView, communityViewOf, sees } from '@heartwise/service-kit/domain';
import type { ForumCaller } from '../forum-caller.js';
import { stampOfContent, type Stamped } from '../visibility.js';
import type { PlaceLookup } from './reader.js';

/** The communities the caller sees: their own (members), their district's (district moderators) or every one (platform staff). */
export async function callersView(
  deps: { memberships: PlaceLookup },
  caller: Pick<ForumCaller, 'sub' | 'role' | 'org' | 'school'>,
): Promise<CommunityView> {
  return communityViewOf(caller.role, await deps.memberships.placeOfCaller(caller));
}

/** Whether all of this content is within the view (a reply and its thread alike). */
export const inView = (view: CommunityView, ...content: Stamped[]): boolean =>
  content.every((item) => sees(view, stampOfContent(item)));
