import type { ForumExport } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { ConsentRepository } from '../../ports/consent.repository.port.js';

/**
 * "Download my data", the forum's part: the threads and replies the caller wrote, whatever their
 * status, the reports they made and when they agreed to the guidelines; nothing of anyone else
 * (no replies by others, no names, not who wrote what they reported).
 */
export async function exportMyForumData(
  deps: {
    threads: ThreadRepository;
    replies: ReplyRepository;
    reports: ReportRepository;
    consents: ConsentRepository;
    now: () => Date;
  },
  userId: string,
): Promise<ForumExport> {
  const [threads, replies, reports, guidelinesAcceptedAt] = await Promise.all([
    deps.threads.allBy(userId),
    deps.replies.allBy(userId),
    deps.reports.allBy(userId),
    deps.consents.acceptedAt(userId),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    threads: threads.map(({ id, title, content, tags, status, replyCount, createdAt, updatedAt }) => ({
      id,
      title,
      content,
      tags,
      status,
      replyCount,
      createdAt,
      updatedAt,
    })),
    replies: replies.map(({ id, threadId, content, status, createdAt, updatedAt }) => ({
      id,
      threadId,
      content,
      status,
      createdAt,
      updatedAt,
    })),
    reports: reports.map(({ id, contentType, contentId, reason, reportedAt }) => ({
      id,
      contentType,
      contentId,
      reason,
      reportedAt,
    })),
    guidelinesAcceptedAt,
  };
}
