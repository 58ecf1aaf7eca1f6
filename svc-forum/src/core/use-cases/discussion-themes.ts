import { topicGroups, type DiscussionThemes } from '@heartwise/contracts';
import { wholePercents } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import type { PlaceLookup } from './reader.js';
import { callersView } from './callers-view.js';

/**
 * What the community talks about: active threads per topic group, in catalogue order, as whole
 * percents summing to 100. The same figures for everyone: held threads never count, not even for
 * their authors, so nothing waiting for a moderator shapes what others see. Counted within the
 * caller's community (issue 16): another district's talk never shows in the shares.
 */
export async function discussionThemes(
  deps: AccessDeps & { threads: ThreadRepository; memberships: PlaceLookup },
  caller: ForumCaller,
): Promise<DiscussionThemes> {
  await ensureMayUseForum(deps, caller);
  const view = await callersView(deps, caller);
  const counts = await Promise.all(topicGroups.map((group) => deps.threads.countActiveTagged(group, view)));
  const shares = wholePercents(counts);
  return topicGroups.map((group, index) => ({
    group,
    threads: counts[index] ?? 0,
    share: shares[index] ?? 0,
  }));
}
