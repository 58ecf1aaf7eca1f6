import { Memberships, type DocumentStore } from '@heartwise/service-kit';
import { threadRepository } from './thread.repository.js';
import { replyRepository } from './reply.repository.js';
import { reportRepository } from './report.repository.js';
import { consentRepository } from './consent.repository.js';
import { authorRepository } from './author.repository.js';
import { threadFeed } from './thread-feed.repository.js';
import { standingRepository } from './standing.repository.js';
import { blockRepository } from './block.repository.js';
import { threadReplies } from './thread-replies.js';
import { memberPosts } from './member-posts.js';
import { communityCounts } from './community-counts.js';
import { threadIndex } from './thread-index/thread-index.js';

/**
 * Every repository of the forum on one store (the service's, or a test's), and its projection of
 * districts and schools (service-kit's `Memberships`, fed by identity's events). The thread feed
 * stays inside: the thread and reply repositories keep it current and the list reads it.
 */
export function forumRepositories(store: DocumentStore, options: { indexChunk?: number } = {}) {
  const feed = threadFeed(store);
  const replyIndex = threadReplies(store);
  const posts = memberPosts(store);
  const replies = replyRepository(store, feed, replyIndex, posts);
  return {
    threads: threadRepository(
      store,
      feed,
      replies,
      replyIndex,
      posts,
      communityCounts(store),
      threadIndex(store, { chunk: options.indexChunk }),
    ),
    replies,
    reports: reportRepository(store),
    consents: consentRepository(store),
    authors: authorRepository(store),
    standing: standingRepository(store),
    blocks: blockRepository(store),
    memberships: new Memberships(store),
  };
}
export type ForumRepositories = ReturnType<typeof forumRepositories>;
