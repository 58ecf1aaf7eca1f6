import { ContentStatus, type ContentStatusCounts, type ForumAdminFigures } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { countedPerWeek, localDay } from '@heartwise/service-kit/domain';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { isVisibleTo } from '../visibility.js';

export interface ForumFiguresDeps extends AccessDeps {
  threads: Pick<ThreadRepository, 'countByStatus' | 'countStartedBetween'>;
  replies: Pick<ReplyRepository, 'countByStatus'>;
  now: () => Date;
}

/**
 * What members can see, by status: the one rule the forum shows content by (`isVisibleTo`), asked
 * of a member who is not the author. Issue 19: the admin's thread figure counts these.
 */
export const SEEN_BY_MEMBERS: readonly ContentStatus[] = ContentStatus.options.filter((status) =>
  isVisibleTo({ status, userId: 'its author' }, 'another member'),
);

/**
 * The admin Analytics tab: every thread and reply by status (held and archived ones included:
 * the administrator sees the whole forum's volume, never its words); what members can see of it
 * and what they cannot (issue 19); and threads started per week in the caller's time zone, the
 * last 8 weeks (one count per week, no thread read; a staff call).
 */
export async function forumFigures(deps: ForumFiguresDeps, caller: ForumCaller): Promise<ForumAdminFigures> {
  await ensureMayUseForum(deps, caller);
  const timeZone = caller.timeZone ?? 'UTC';
  const now = deps.now();
  const [threads, replies, threadsStarted] = await Promise.all([
    byStatus(deps.threads.countByStatus),
    byStatus(deps.replies.countByStatus),
    countedPerWeek(localDay(now, timeZone), timeZone, (from, to) =>
      deps.threads.countStartedBetween(from, to),
    ),
  ]);
  const visibleThreads = seenByMembers(threads);
  return {
    threads,
    replies,
    threadsThisWeek: threadsStarted.at(-1)?.count ?? 0,
    visibleThreads,
    hiddenThreads: threads.total - visibleThreads,
    visibleReplies: seenByMembers(replies),
    threadsStarted,
  };
}

const seenByMembers = (counts: ContentStatusCounts): number =>
  SEEN_BY_MEMBERS.reduce((sum, status) => sum + counts[status], 0);

async function byStatus(count: (status: ContentStatus) => Promise<number>): Promise<ContentStatusCounts> {
  const [active, flagged, archived] = await Promise.all([
    count('active'),
    count('flagged'),
    count('archived'),
  ]);
  return { total: active + flagged + archived, active, flagged, archived };
}
