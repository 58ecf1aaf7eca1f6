import { z } from 'zod';
import { Id } from '@heartwise/contracts';
import {
  coverageCollection,
  coveredOnce,
  type CollectionDefinition,
  type DocumentStore,
} from '@heartwise/service-kit';
import { memberDocuments } from './member-document.js';
import { threadsCollection } from './thread.repository.js';
import { repliesCollection } from './reply.repository.js';

const MemberPostsRecord = z.object({
  /** The member's id. */
  id: Id,
  version: z.number().int().nonnegative(),
  threads: z.array(Id),
  replies: z.array(Id),
});
type MemberPostsRecord = z.infer<typeof MemberPostsRecord>;

export const memberPostsCollection: CollectionDefinition<MemberPostsRecord> = {
  name: 'member_posts',
  schema: MemberPostsRecord,
};

/** Written once the store's members' posts are all named in `member_posts` (see below). */
export const memberPostsCoverageCollection = coverageCollection('member_posts_coverage');

export interface MemberPosts {
  threads: string[];
  replies: string[];
}

/**
 * Which threads and replies each member wrote, in one document read by their id: a member's own
 * counts read their posts by id instead of querying by `userId`, which FerretDB v1 answers by
 * reading every thread or reply (docs/architecture.md).
 *
 * It names posts, never their status: the posts, read by id, are the truth. A post is named before
 * it is stored (a crash between leaves a name that reads as nothing) and unnamed after it is
 * deleted. A member with no document has written nothing, once the store is covered: the first
 * process to ask on a store without the coverage marker names every stored post once (a fresh store
 * has none, so nothing is read; a store with posts from before is migrated here), then writes it.
 */
export function memberPosts(store: DocumentStore) {
  const documents = memberDocuments<MemberPostsRecord, MemberPosts>(store.collection(memberPostsCollection), {
    toValue: (doc) => ({ threads: doc?.threads ?? [], replies: doc?.replies ?? [] }),
    toDoc: (id, posts, version) => ({ id, version, ...posts }),
  });
  const threads = store.collection(threadsCollection);
  const replies = store.collection(repliesCollection);
  const ensureCovered = coveredOnce(store, memberPostsCoverageCollection, async () => {
    const byMember = new Map<string, MemberPosts>();
    const of = (userId: string) => {
      const posts = byMember.get(userId) ?? { threads: [], replies: [] };
      byMember.set(userId, posts);
      return posts;
    };
    for (const thread of await threads.find({})) of(thread.userId).threads.push(thread.id);
    for (const reply of await replies.find({})) of(reply.userId).replies.push(reply.id);
    for (const [userId, posts] of byMember) await documents.update(userId, (known) => union(known, posts));
  });

  const change = (userId: string, next: (posts: MemberPosts) => MemberPosts | null) =>
    documents.update(userId, next).then(() => undefined);

  return {
    async of(userId: string): Promise<MemberPosts> {
      await ensureCovered();
      return documents.read(userId);
    },
    /** Call before the thread is stored. */
    threadMade: (userId: string, threadId: string) =>
      change(userId, (posts) => union(posts, { threads: [threadId], replies: [] })),
    /** Call before the reply is stored. */
    replyMade: (userId: string, replyId: string) =>
      change(userId, (posts) => union(posts, { threads: [], replies: [replyId] })),
    /** Call after the thread is deleted. */
    threadDeleted: (userId: string, threadId: string) =>
      change(userId, (posts) =>
        posts.threads.includes(threadId)
          ? { ...posts, threads: posts.threads.filter((id) => id !== threadId) }
          : null,
      ),
    /** Call after the reply is deleted. */
    replyDeleted: (userId: string, replyId: string) =>
      change(userId, (posts) =>
        posts.replies.includes(replyId)
          ? { ...posts, replies: posts.replies.filter((id) => id !== replyId) }
          : null,
      ),
  };
}
export type MemberPostsIndex = ReturnType<typeof memberPosts>;

/** Both lists with the added ids; null when nothing is new. */
function union(known: MemberPosts, added: MemberPosts): MemberPosts | null {
  const threads = added.threads.filter((id) => !known.threads.includes(id));
  const replies = added.replies.filter((id) => !known.replies.includes(id));
  if (threads.length === 0 && replies.length === 0) return null;
  return { threads: [...known.threads, ...threads], replies: [...known.replies, ...replies] };
}
