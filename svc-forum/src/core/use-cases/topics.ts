import { topicCatalogue, type TopicGroup } from '@heartwise/contracts';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';

/** The topic catalogue a discussion's title is chosen from (not while suspended). */
export async function topics(deps: AccessDeps, caller: ForumCaller): Promise<TopicGroup[]> {
  await ensureMayUseForum(deps, caller);
  return topicCatalogue;
}
