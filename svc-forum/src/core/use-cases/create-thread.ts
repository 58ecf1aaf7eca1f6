import { randomUUID } from 'node:crypto';
import {
  groupOfTopic,
  ThreadCreated,
  type AccessClaims,
  type CreatedThread,
  type CreateThreadRequest,
} from '@heartwise/contracts';
import { badRequest, newEvent } from '@heartwise/service-kit';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { screenedEvents, screenPost, type ScreeningPolicy } from '../screening/screen-post.js';
import { threadSnapshot, threadView } from '../content-views.js';

/**
 * Starts a discussion on a catalogue topic (its group becomes the tag). Screening decides whether
 * it goes to the community at once or waits for a moderator; the events go in the same write.
 */
export async function createThread(
  deps: { threads: ThreadRepository; authors: AuthorRepository; screening: ScreeningPolicy; now: () => Date },
  caller: AccessClaims,
  request: CreateThreadRequest,
): Promise<CreatedThread> {
  const group = groupOfTopic(request.title);
  if (!group) throw badRequest('Please select a topic');
  const screened = screenPost(deps.screening, request.content, 'discussion');
  const now = deps.now().toISOString();
  const thread: ThreadRecord = {
    id: randomUUID(),
    userId: caller.sub,
    title: request.title,
    content: request.content,
    tags: [group],
    status: screened.status,
    replyCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const snapshot = threadSnapshot(thread);
  await deps.threads.create(thread, [
    newEvent(ThreadCreated, { ...snapshot, contentType: 'thread', tags: thread.tags }),
    ...screenedEvents(screened.outcome, snapshot, now),
  ]);
  const authors = await deps.authors.byIds([caller.sub]);
  return {
    ...threadView(thread, authors, caller.sub, 0),
    ...(screened.notice ? { notice: screened.notice } : {}),
  };
}
