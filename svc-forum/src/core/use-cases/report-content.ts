import { randomUUID } from 'node:crypto';
import { ContentReported, type ContentSnapshot, type ReportRequest } from '@heartwise/contracts';
import { invalid, newEvent } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import { replySnapshot, threadSnapshot } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayPost, type AccessDeps } from '../standing/restriction.js';
import { ensureInYouthForum } from '../youth-forum.js';
import { viewerOf, type PlaceLookup } from './reader.js';
import { visibleReply, visibleThread } from './visible-content.js';

type ReportDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  reports: ReportRepository;
  blocks: Pick<BlockRepository, 'of'>;
  memberships: PlaceLookup;
};

const ownContent = (kind: 'post' | 'reply') =>
  `This is your own ${kind}, so there is nothing to report. If something you shared worries you, ` +
  'talking to a trusted adult can help.';

/**
 * Sends the report to moderation as `forum.content.reported`. Once per member and item: a second
 * report changes nothing and still answers OK (they already did what they meant to do). Either way
 * the item shows as reported by them from now on.
 */
async function report(
  deps: ReportDeps,
  reporter: string,
  content: ContentSnapshot,
  request: ReportRequest,
): Promise<void> {
  const reportedAt = deps.now().toISOString();
  const reportId = randomUUID();
  await deps.reports.add(
    {
      id: reportId,
      contentType: content.contentType,
      contentId: content.contentId,
      threadId: content.threadId,
      reportedBy: reporter,
      reason: request.reason,
      reportedAt,
    },
    [
      newEvent(ContentReported, {
        reportId,
        reportedBy: reporter,
        reason: request.reason,
        reportedAt,
        content,
      }),
    ],
  );
}

/** Reports a thread the caller can see and did not write (a muted member may not report). */
export async function reportThread(
  deps: ReportDeps,
  caller: ForumCaller,
  threadId: string,
  request: ReportRequest,
): Promise<void> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const thread = await visibleThread(deps, await viewerOf(deps, caller), threadId);
  if (thread.userId === caller.sub) throw invalid(ownContent('post'));
  await report(deps, caller.sub, threadSnapshot(thread), request);
}

/** Reports a reply the caller can see (in a thread they can see) and did not write. */
export async function reportReply(
  deps: ReportDeps,
  caller: ForumCaller,
  replyId: string,
  request: ReportRequest,
): Promise<void> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const { reply, thread } = await visibleReply(deps, await viewerOf(deps, caller), replyId);
  if (reply.userId === caller.sub) throw invalid(ownContent('reply'));
  await report(deps, caller.sub, replySnapshot(reply, thread), request);
}
