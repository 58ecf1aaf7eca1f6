import { randomUUID } from 'node:crypto';
import {
  ContentReported,
  type AccessClaims,
  type ContentSnapshot,
  type ReportRequest,
} from '@heartwise/contracts';
import { badRequest, newEvent, notFound } from '@heartwise/service-kit';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import { isVisibleTo } from '../visibility.js';
import { replySnapshot, threadSnapshot } from '../content-views.js';
import { visibleThread } from './thread-detail.js';

export const REPLY_NOT_FOUND = "We couldn't find that reply. It may have been removed.";

interface ReportDeps {
  threads: ThreadRepository;
  replies: ReplyRepository;
  reports: ReportRepository;
  now: () => Date;
}

const ownContent = (kind: 'post' | 'reply') =>
  `This is your own ${kind}, so there is nothing to report. If something you shared worries you, ` +
  'talking to a trusted adult can help.';

/**
 * Sends the report to moderation as `forum.content.reported`. Once per member and item: a second
 * report changes nothing and still answers OK (they already did what they meant to do).
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

/** Reports a thread the caller can see and did not write. */
export async function reportThread(
  deps: ReportDeps,
  caller: AccessClaims,
  threadId: string,
  request: ReportRequest,
): Promise<void> {
  const thread = await visibleThread(deps, caller.sub, threadId);
  if (thread.userId === caller.sub) throw badRequest(ownContent('post'));
  await report(deps, caller.sub, threadSnapshot(thread), request);
}

/** Reports a reply the caller can see (in a thread they can see) and did not write. */
export async function reportReply(
  deps: ReportDeps,
  caller: AccessClaims,
  replyId: string,
  request: ReportRequest,
): Promise<void> {
  const reply = await deps.replies.findById(replyId);
  const thread = reply ? await deps.threads.findById(reply.threadId) : null;
  if (!reply || !thread || !isVisibleTo(reply, caller.sub) || !isVisibleTo(thread, caller.sub)) {
    throw notFound(REPLY_NOT_FOUND);
  }
  if (reply.userId === caller.sub) throw badRequest(ownContent('reply'));
  await report(deps, caller.sub, replySnapshot(reply), request);
}
