import type { ForumExport } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';

/**
 * "Download my data", the forum's part: the threads the caller started, whatever their status,
 * and nothing of anyone else (no replies by others, no names). Their replies join once the forum
 * has replies.
 */
export async function exportMyForumData(
  deps: { threads: ThreadRepository; now: () => Date },
  userId: string,
): Promise<ForumExport> {
  const threads = (await deps.threads.allBy(userId)).map(({ userId: _owner, ...thread }) => thread);
  return { exportedAt: deps.now().toISOString(), threads };
}
