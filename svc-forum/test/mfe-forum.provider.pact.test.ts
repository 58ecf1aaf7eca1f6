import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { CreatedReply, CreatedThread } from '@heartwise/contracts';
import { ThreadDetail, type Role } from '@heartwise/contracts';
import { SESSION_COOKIE, TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';
import { forumCalls } from './support/forum-calls.js';
import { aboutReply, aboutThread, decided, sanctioned } from './support/moderation-events.js';

// Verifies mfe-forum's pact with svc-forum against the real service on embedded adapters. States
// are made through the forum's own HTTP API and the events it projects (identity's names,
// moderation's decisions and sanctions); the replayed request carries the session cookie
// svc-identity would have issued. Every state signs in people of its own (a new Sam, Mia, Leo), so
// what one interaction does (a block, a mute) never colours another.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let forum: Forum;
let calls: ReturnType<typeof forumCalls>;
/** The session cookie of whoever the current state signed in; none for "nobody is signed in". */
let sessionCookie: string | undefined;

function signIn(member: Member, role: Role = 'youth'): void {
  sessionCookie = `${SESSION_COOKIE}=${issuer.issue({ sub: member.id, sid: 'f'.repeat(32), role }, 600)}`;
}

beforeAll(async () => {
  forum = await startForum({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  calls = forumCalls(forum);
});
afterAll(async () => {
  await forum.stop();
});

const exams = 'I feel nervous about something coming up';

/** Mia starts a discussion and Leo replies; both names are known before the interaction runs. */
async function discussionWithReply(leo?: Member) {
  const mia = await forum.named('Mia');
  const replier = leo ?? (await forum.named('Leo'));
  const thread = await calls.post(
    mia,
    'My exams start next week and my heart races whenever I think about them.',
    exams,
  );
  const reply = await calls.reply(replier, thread.id, 'Breathing slowly before I start helps me a lot.');
  return { threadId: thread.id, replyId: reply.id };
}

/** Waits until Sam sees the note a moderator's decision left on his thread or reply. */
async function noteSeen(sam: Member, threadId: string, contentId: string, reason: string) {
  await eventually(
    async () => {
      const page = ThreadDetail.parse((await sam.call('GET', `/api/forum/threads/${threadId}`)).body);
      return [page, ...page.replies].find((shown) => shown.id === contentId)?.heldNote?.reason;
    },
    (seen) => seen === reason,
  );
}

/** Sam's thread and Sam's reply to Mia's, both of which a moderator asked Sam to edit. */
async function editsAsked(sam: Member) {
  const thread: CreatedThread = await calls.post(
    sam,
    'My exams start next week and Mr Lee makes it worse.',
    exams,
  );
  const { threadId: miasThread } = await discussionWithReply();
  const reply: CreatedReply = await calls.reply(sam, miasThread, 'Mr Lee is the worst teacher ever.');
  const note = { messageToAuthor: 'Please leave out the name of your teacher.' };
  await forum.publish(decided(aboutThread(thread), 'request-edit', 'report', note));
  await forum.publish(decided(aboutReply(reply), 'request-edit', 'report', note));
  await noteSeen(sam, thread.id, thread.id, 'edit-requested');
  await noteSeen(sam, miasThread, reply.id, 'edit-requested');
  return { threadId: thread.id, replyId: reply.id };
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
          signIn(await forum.named('Sam'));
          return {};
        },
        'a youth named Sam is signed in, and Mia started a discussion that Leo replied to': async () => {
          signIn(await forum.named('Sam'));
          return discussionWithReply();
        },
        'a youth named Sam is signed in who has not agreed to the Community Guidelines': async () => {
          // Someone new each time: agreeing is for good, and the pact also asks before agreeing.
          signIn(await forum.named('Sam'));
          return {};
        },
        'a youth named Sam is signed in, and a moderator asked Sam to edit his thread and his reply':
          async () => {
            const sam = await forum.named('Sam');
            signIn(sam);
            return editsAsked(sam);
          },
        'nobody is signed in': async () => {
          sessionCookie = undefined;
          return {};
        },
        'a youth named Sam is signed in who blocked Leo': async () => {
          const sam = await forum.named('Sam');
          signIn(sam);
          const discussion = await discussionWithReply();
          const block = await sam.call('POST', '/api/forum/blocks', {
            contentType: 'reply',
            contentId: discussion.replyId,
          });
          expect(block.status).toBe(201);
          return { blockId: (block.body as { id: string }).id, ...discussion };
        },
        'a youth named Sam is signed in with a discussion and a reply of his own': async () => {
          const sam = await forum.named('Sam');
          signIn(sam);
          const thread = await calls.post(sam, 'My exams start next week and I cannot sleep.', exams);
          const reply = await calls.reply(sam, thread.id, 'Update: a walk before bed helped a little.');
          return { threadId: thread.id, replyId: reply.id };
        },
        'a moderator is signed in, and Mia started a discussion that Leo replied to': async () => {
          signIn(await forum.named('Morgan', 'moderator'), 'moderator');
          return discussionWithReply();
        },
        'a youth named Sam is signed in, and a moderator kept his thread private with support': async () => {
          const sam = await forum.named('Sam');
          signIn(sam);
          const thread = await calls.post(sam, 'Everything is too much and I want to end my life.', exams);
          await forum.publish(
            decided(aboutThread(thread), 'support', 'crisis', {
              messageToAuthor: 'We are here for you, Sam.',
            }),
          );
          await noteSeen(sam, thread.id, thread.id, 'support');
          return { threadId: thread.id };
        },
        'a youth named Sam is signed in whom a moderator muted for a day': async () => {
          const sam = await forum.named('Sam');
          signIn(sam);
          await forum.publish(
            sanctioned(sam.id, 'mute', { reason: 'Unkind words to another member.', hours: 24 }),
          );
          const standing = await eventually(
            () => calls.standing(sam),
            (seen) => seen.restriction !== null && seen.notices.length > 0,
          );
          const [notice] = standing.notices;
          if (!notice) throw new Error('Sam was not told of his mute');
          return { noticeId: notice.id };
        },
        "a youth named Sam is signed in who reported the reply Leo wrote in Mia's discussion": async () => {
          const sam = await forum.named('Sam');
          signIn(sam);
          const discussion = await discussionWithReply();
          const reported = await sam.call('POST', `/api/forum/replies/${discussion.replyId}/report`, {
            reason: 'Unkind or hurtful',
          });
          expect(reported.status).toBe(200);
          return discussion;
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
