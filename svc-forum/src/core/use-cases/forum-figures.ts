import {
  ContentStatus,
  TREND_WEEKS,
  weeklyTrend,
  type ContentStatusCounts,
  type ForumAdminFigures,
} from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { localDay, weekStart } from '@heartwise/service-kit/domain';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { isVisibleTo } from '../visibility.js';

export interface ForumFiguresDeps extends AccessDeps {
  threads: Pick<ThreadRepository, 'countByStatus' | 'startedSince'>;
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

/** Far enough back to hold the first day of the trend's first week in any time zone. */
const TREND_LOOKBACK_MS = (TREND_WEEKS * 7 + 1) * 24 * 60 * 60 * 1000;

/**
 * The admin Analytics tab: every thread and reply by status (held and archived ones included:
 * the administrator sees the whole forum's volume, never its words); what members can see of it
 * and what they cannot (issue 19); and threads started per week in the caller's time zone, the
 * last 8 weeks (one read of the threads started since, a staff call).
 */
export async function forumFigures(deps: ForumFiguresDeps, caller: ForumCaller): Promise<ForumAdminFigures> {
  await ensureMayUseForum(deps, caller);
  const timeZone = caller.timeZone ?? 'UTC';
  const now = deps.now();
  const [threads, replies, recent] = await Promise.all([
    byStatus(deps.threads.countByStatus),
    byStatus(deps.replies.countByStatus),
    deps.threads.startedSince(new Date(now.getTime() - TREND_LOOKBACK_MS).toISOString()),
  ]);
  const today = localDay(now, timeZone);
  const sunday = weekStart(today);
  const startedOn = recent.map((thread) => localDay(new Date(thread.createdAt), timeZone));
  const visibleThreads = seenByMembers(threads);
  return {
    threads,
    replies,
    threadsThisWeek: startedOn.filter((day) => day >= sunday).length,
    visibleThreads,
    hiddenThreads: threads.total - visibleThreads,
    visibleReplies: seenByMembers(replies),
    threadsStarted: weeklyTrend(today, startedOn),
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
