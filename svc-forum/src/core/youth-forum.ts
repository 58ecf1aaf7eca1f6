import { YOUTH_FORUM_FOR_PARENTS, youthForumIsOpenTo } from '@heartwise/contracts';
import { forbidden } from '@heartwise/service-kit/domain';
import type { ForumCaller } from './forum-caller.js';

/**
 * Pause and Post is for youth (contracts' `youthForumIsOpenTo`): a parent is refused every call that
 * reads or writes its threads and replies, before anything is read, so no answer tells them what
 * exists.
 */
export function ensureInYouthForum(caller: Pick<ForumCaller, 'role'>): void {
  if (!youthForumIsOpenTo(caller.role)) throw forbidden(YOUTH_FORUM_FOR_PARENTS);
}
