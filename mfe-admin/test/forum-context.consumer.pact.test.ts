import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { CONTEXT_REPLIES } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchContentContext } from '../src/api/forum-context.js';

const { atMostLike, fromProviderState, like, regex, timestamp } = MatchersV3;

// The review queue's "Show the discussion" against Pact's mock of svc-forum: a reported reply is
// never judged out of context. Verified by svc-forum/test/mfe-admin-figures.provider.pact.test.ts
// (the provider test of every mfe-admin call to svc-forum).
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

// Gives { threadId, replyId }.
const REPORTED_REPLY =
  "a moderator is signed in, and a member reported the reply Leo wrote in Mia's discussion";

const THREAD_ID = 'bb0c1a52-3f0e-4c8e-9b51-6a2f0f1c0001';
const REPLY_ID = 'bb0c1a52-3f0e-4c8e-9b51-6a2f0f1c0002';
const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const anId = regex('^[0-9a-f-]{36}$', 'bb0c1a52-3f0e-4c8e-9b51-6a2f0f1c0003');

/** A post as staff read it in context: any status, its author's first name. */
const aPost = (id: unknown, firstName: string, content: string) => ({
  id,
  content: like(content),
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
  status: regex('^(active|flagged|archived)$', 'active'),
  author: { firstName: like(firstName) },
});

describe('mfe-admin, as a consumer of svc-forum: the discussion around a queue item', () => {
  it("reads a reported reply in its discussion: Mia's opening post, the replies around it, the reply", async () => {
    await pact
      .addInteraction()
      .given(REPORTED_REPLY)
      .uponReceiving('the review queue: the discussion around a reported reply')
      .withRequest(
        'GET',
        fromProviderState('/api/forum/context/reply/${replyId}', `/api/forum/context/reply/${REPLY_ID}`),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          thread: {
            ...aPost(fromProviderState('${threadId}', THREAD_ID), 'Mia', 'Anyone else dreading exams?'),
            title: like('Exams next week'),
          },
          // A few replies each way; none when the reply stands alone.
          before: atMostLike(aPost(anId, 'Sam', 'Me too.'), CONTEXT_REPLIES, 1),
          // Reported content stays public while it waits.
          target: {
            ...aPost(fromProviderState('${replyId}', REPLY_ID), 'Leo', 'Just ignore them.'),
            status: 'active',
          },
          after: atMostLike(aPost(anId, 'Ava', 'That helped, thanks.'), CONTEXT_REPLIES, 1),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const context = await fetchContentContext('reply', REPLY_ID);
        expect(context.thread).toMatchObject({ id: THREAD_ID, title: 'Exams next week' });
        expect(context.target).toMatchObject({
          id: REPLY_ID,
          status: 'active',
          author: { firstName: 'Leo' },
        });
        expect(context.before.length).toBeLessThanOrEqual(CONTEXT_REPLIES);
      });
  });
});
