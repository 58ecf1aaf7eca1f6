import type { ContentStatus, ContentStatusCounts, ForumAdminFigures } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { localDay, WEEK_LOOKBACK_MS, weekStart } from '@heartwise/service-kit/domain';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';

export interface ForumFiguresDeps extends AccessDeps {
  threads: Pick<ThreadRepository, 'countByStatus' | 'startedSince'>;
  replies: Pick<ReplyRepository, 'countByStatus'>;
  now: () => Date;
}

/**
 * The admin Analytics tab: every thread and reply by status (held and archived ones included:
 * the administrator sees the whole forum's volume, never its words), and threads started this
 * week in the caller's time zone.
 */
export async function forumFigures(deps: ForumFiguresDeps, caller: ForumCaller): Promise<ForumAdminFigures> {
  await ensureMayUseForum(deps, caller);
  const timeZone = caller.timeZone ?? 'UTC';
  const now = deps.now();
  const [threads, replies, recent] = await Promise.all([
    byStatus(deps.threads.countByStatus),
    byStatus(deps.replies.countByStatus),
    deps.threads.startedSince(new Date(now.getTime() - WEEK_LOOKBACK_MS).toISOString()),
  ]);
  const sunday = weekStart(localDay(now, timeZone));
  const threadsThisWeek = recent.filter(
    (thread) => localDay(new Date(thread.createdAt), timeZone) >= sunday,
  ).length;
  return { threads, replies, threadsThisWeek };
}

async function byStatus(count: (status: ContentStatus) => Promise<number>): Promise<ContentStatusCounts> {
  const [active, flagged, archived] = await Promise.all([
    count('active'),
    count('flagged'),
    count('archived'),
  ]);
  return { total: active + flagged + archived, active, flagged, archived };
}
