import { afterAll, beforeAll, expect } from '@jest/globals';
import {
  CreatedReply,
  CreatedThread,
  ErrorBody,
  MemberStanding,
  ThreadDetail,
  ThreadList,
  type ThreadSummary,
} from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Answer, type Forum, type Member, type StartOptions } from './forum-harness.js';

/** The calls a member's browser makes to Pause and Post, parsed with the contracts. */
export function forumCalls(forum: Forum) {
  return {
    async post(
      who: Member,
      content: string,
      title = 'I feel lonely even around other people',
    ): Promise<CreatedThread> {
      const answer = await who.call('POST', '/api/forum/threads', { title, content });
      expect(answer.status).toBe(201);
      return CreatedThread.parse(answer.body);
    },
    async reply(who: Member, threadId: string, content: string): Promise<CreatedReply> {
      const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content });
      expect(answer.status).toBe(201);
      return CreatedReply.parse(answer.body);
    },
    /** The list as the member sees it (the newest 100). */
    async list(who: Member): Promise<ThreadSummary[]> {
      const answer = await who.call('GET', '/api/forum/threads?limit=100');
      expect(answer.status).toBe(200);
      return ThreadList.parse(answer.body);
    },
    async listed(who: Member, id: string): Promise<ThreadSummary | undefined> {
      return (await this.list(who)).find((thread) => thread.id === id);
    },
    /** The thread's page, or undefined when it answers 404. */
    async page(who: Member, id: string): Promise<ThreadDetail | undefined> {
      const answer = await who.call('GET', `/api/forum/threads/${id}`);
      if (answer.status === 404) return undefined;
      expect(answer.status).toBe(200);
      return ThreadDetail.parse(answer.body);
    },
    async standing(who: Member): Promise<MemberStanding> {
      const answer = await who.call('GET', '/api/forum/standing');
      expect(answer.status).toBe(200);
      return MemberStanding.parse(answer.body);
    },
    forum,
  };
}

/** The sentence an error answer carries. */
export const messageOf = (answer: Answer): string => ErrorBody.parse(answer.body).message;

export type ForumCalls = ReturnType<typeof forumCalls>;

/**
 * svc-forum started once for a test file (before its tests, stopped after them), signing members in
 * with keys of its own; `started` is given the forum and its calls once it runs, so a file keeps
 * them in its own `let`s and its tests read them as before.
 */
export function forumForThisFile(
  started: (served: { forum: Forum; calls: ForumCalls }) => void,
  options: Omit<StartOptions, 'publicKey' | 'privateKey'> = {},
): void {
  let forum: Forum | undefined;
  beforeAll(async () => {
    forum = await startForum({ ...testJwtKeys(), ...options });
    started({ forum, calls: forumCalls(forum) });
  });
  afterAll(async () => {
    await forum?.stop();
  });
}
