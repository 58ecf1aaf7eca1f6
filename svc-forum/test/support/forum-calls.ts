import { expect } from '@jest/globals';
import {
  CreatedReply,
  CreatedThread,
  ErrorBody,
  MemberStanding,
  ThreadDetail,
  ThreadList,
  type ThreadSummary,
} from '@heartwise/contracts';
import type { Answer, Forum, Member } from './forum-harness.js';

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
