import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Verifier } from '@pact-foundation/pact';
import {
  CreatedReply,
  CreatedThread,
  DecisionMade,
  ThreadDetail,
  UserRegistered,
} from '@heartwise/contracts';
import { newEvent, SESSION_COOKIE, TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';

// Verifies mfe-forum's pact with svc-forum against the real service on embedded adapters. States
// are made through the forum's own HTTP API and the identity events it projects names from; the
// replayed request carries the session cookie svc-identity would have issued to that member.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let forum: Forum;
/** The session cookie of whoever the current state signed in; none for "nobody is signed in". */
let sessionCookie: string | undefined;

const cookieFor = (member: Member) =>
  `${SESSION_COOKIE}=${issuer.issue({ sub: member.id, sid: 'f'.repeat(32), role: 'youth' }, 600)}`;

/** A member whose first name the forum has learnt from identity (as after sign-up). */
async function named(firstName: string): Promise<Member> {
  const member = forum.member();
  await forum.publish(
    newEvent(UserRegistered, {
      userId: member.id,
      username: `${firstName.toLowerCase()}-river-${randomUUID().slice(0, 4)}`,
      firstName,
      lastName: 'Rivera',
      role: 'youth',
    }),
  );
  return member;
}

/** Waits until the forum shows this thread's author and replies by their first names. */
async function namesShown(reader: Member, threadId: string): Promise<void> {
  await eventually(
    async () => ThreadDetail.parse((await reader.call('GET', `/api/forum/threads/${threadId}`)).body),
    (thread) =>
      thread.user.firstName !== null && thread.replies.every((reply) => reply.user.firstName !== null),
  );
}

let sam: Member;
let mia: Member;
let leo: Member;

beforeAll(async () => {
  forum = await startForum({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  [sam, mia, leo] = await Promise.all([named('Sam'), named('Mia'), named('Leo')]);
  // Sam's name must be known before a state answers with Sam's own new thread.
  const probe = await forum.writeThread(sam.id, { title: 'Being outside helps me breathe' });
  await namesShown(sam, probe.id);
});
afterAll(async () => {
  await forum.stop();
});

/** Mia starts a discussion and Leo replies; both names are known before the interaction runs. */
async function discussionWithReply(): Promise<{ threadId: string; replyId: string }> {
  const started = await mia.call('POST', '/api/forum/threads', {
    title: 'I feel nervous about something coming up',
    content: 'My exams start next week and my heart races whenever I think about them.',
  });
  expect(started.status).toBe(201);
  const threadId = CreatedThread.parse(started.body).id;
  const replied = await leo.call('POST', `/api/forum/threads/${threadId}/replies`, {
    content: 'Breathing slowly before I start helps me a lot.',
  });
  expect(replied.status).toBe(201);
  await namesShown(sam, threadId);
  return { threadId, replyId: CreatedReply.parse(replied.body).id };
}

/** What moderation would send when it asks an author to edit a post. */
const editAsked = (contentType: 'thread' | 'reply', contentId: string, threadId: string) =>
  newEvent(DecisionMade, {
    itemId: randomUUID(),
    contentType,
    contentId,
    threadId,
    action: 'request-edit',
    moderatorId: randomUUID(),
    notes: 'Please leave out the name of your classmate.',
    decidedAt: new Date().toISOString(),
  });

/** Sam's thread and Sam's reply to Mia's, both of which a moderator asked Sam to edit. */
async function editsAsked(): Promise<{ threadId: string; replyId: string }> {
  const started = await sam.call('POST', '/api/forum/threads', {
    title: 'I feel nervous about something coming up',
    content: 'My exams start next week and Mr Lee makes it worse.',
  });
  const threadId = CreatedThread.parse(started.body).id;
  const { threadId: miasThread } = await discussionWithReply();
  const replied = await sam.call('POST', `/api/forum/threads/${miasThread}/replies`, {
    content: 'Mr Lee is the worst teacher ever.',
  });
  const replyId = CreatedReply.parse(replied.body).id;
  await forum.publish(editAsked('thread', threadId, threadId));
  await forum.publish(editAsked('reply', replyId, miasThread));
  await eventually(
    async () => ThreadDetail.parse((await sam.call('GET', `/api/forum/threads/${miasThread}`)).body),
    (thread) => thread.replies.some((reply) => reply.id === replyId && reply.editRequest !== undefined),
  );
  await eventually(
    async () => ThreadDetail.parse((await sam.call('GET', `/api/forum/threads/${threadId}`)).body),
    (thread) => thread.editRequest !== undefined,
  );
  return { threadId, replyId };
}

describe('svc-forum, as the provider mfe-forum reads', () => {
  it("honours mfe-forum's pact", async () => {
    await new Verifier({
      provider: 'svc-forum',
      providerBaseUrl: forum.url,
      // mfe-wellness reads two forum figures (activity, themes) with the same states.
      pactUrls: ['mfe-forum', 'mfe-wellness'].map((consumer) =>
        resolve(process.cwd(), `pacts/${consumer}-svc-forum.json`),
      ),
      logLevel: 'warn',
      stateHandlers: {
        'a youth named Sam is signed in': async () => {
          sessionCookie = cookieFor(sam);
        },
        'a youth named Sam is signed in, and Mia started a discussion that Leo replied to': async () => {
          sessionCookie = cookieFor(sam);
          return discussionWithReply();
        },
        'a youth named Sam is signed in who has not agreed to the Community Guidelines': async () => {
          // Someone new each time: agreeing is for good, and the pact also asks before agreeing.
          sessionCookie = cookieFor(forum.member());
        },
        'a youth named Sam is signed in, and a moderator asked Sam to edit his thread and his reply':
          async () => {
            sessionCookie = cookieFor(sam);
            return editsAsked();
          },
        'nobody is signed in': async () => {
          sessionCookie = undefined;
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
