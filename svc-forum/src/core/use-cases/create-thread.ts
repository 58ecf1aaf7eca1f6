import { randomUUID } from 'node:crypto';
import {
  groupOfTopic,
  ThreadCreated,
  type CreatedThread,
  type CreateThreadRequest,
} from '@heartwise/contracts';
import { invalid, newEvent, stampOf } from '@heartwise/service-kit/domain';
import { policyFor } from '../screening/district-policy.js';
import type { PlaceLookup } from './reader.js';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { heldForReview, screenedEvents, screenPost, type ScreeningPolicy } from '../screening/screen-post.js';
import { readerWithoutReports, threadSnapshot, threadView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayPost, type AccessDeps } from '../standing/restriction.js';
import { ensureInYouthForum } from '../youth-forum.js';

/**
 * Starts a discussion on a catalogue topic (its group becomes the tag). Screening decides whether
 * it goes to the community at once or waits for a moderator; the events go in the same write.
 * A muted or suspended member is told until when they cannot post. It is stamped with its author's
 * community (issue 16), screened with their district's phrases too, and its notice names their
 * district's helplines.
 */
export async function createThread(
  deps: AccessDeps & {
    threads: ThreadRepository;
    authors: AuthorRepository;
    screening: ScreeningPolicy;
    memberships: PlaceLookup;
  },
  caller: ForumCaller,
  request: CreateThreadRequest,
): Promise<CreatedThread> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const group = groupOfTopic(request.title);
  if (!group) throw invalid('Please select a topic');
  const place = await deps.memberships.placeOfCaller(caller);
  const policy = policyFor(place, deps.screening, caller.country);
  const screened = screenPost(policy, request.content, 'discussion');
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
    ...heldForReview(screened, now),
    ...stampOf(place),
  };
  const snapshot = threadSnapshot(thread);
  await deps.threads.create(thread, [
    newEvent(ThreadCreated, { ...snapshot, contentType: 'thread', tags: thread.tags }),
    ...screenedEvents(screened.outcome, snapshot, now),
  ]);
  const authors = await deps.authors.byIds([caller.sub]);
  return {
    ...threadView(thread, authors, readerWithoutReports(caller.sub), 0),
    ...(screened.notice ? { notice: screened.notice } : {}),
  };
}
