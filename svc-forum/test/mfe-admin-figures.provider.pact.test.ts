import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum } from './support/forum-harness.js';
import { forumCalls } from './support/forum-calls.js';

// Verifies mfe-admin's pact (the admin dashboard's forum figures, the moderator dashboard's forum
// activity, the review queue's discussion around a reported reply) against the real svc-forum on
// embedded adapters. The staff member's request carries a
// token of their own, as the gateway forwards it.
const keys = testJwtKeys();
const tokenOf = (role: 'admin' | 'moderator') =>
  new TokenIssuer(keys.privateKey).issue({ sub: randomUUID(), sid: 'd'.repeat(32), role }, 600);
const adminToken = tokenOf('admin');
const moderatorToken = tokenOf('moderator');
/** Whose token the replayed request carries: the provider state says. */
let callerToken = adminToken;
let forum: Forum;

beforeAll(async () => {
  // Now, so the thread written below falls in this week.
  forum = await startForum({ publicKey: keys.publicKey, privateKey: keys.privateKey });
});
afterAll(async () => {
  await forum.stop();
});

/** A youth's thread, written now so it falls in this week. */
async function threadStarted() {
  const now = new Date().toISOString();
  await forum.writeThread(randomUUID(), { createdAt: now, updatedAt: now });
}

/**
 * Mia's discussion: Sam replied, then Leo, then Ava; a member reported Leo's reply (it stays up
 * while it waits). Everyone is named, as the queue shows first names.
 */
async function reportedReplyInContext() {
  const calls = forumCalls(forum);
  const [mia, sam, leo, ava] = await Promise.all(
    ['Mia', 'Sam', 'Leo', 'Ava'].map((name) => forum.named(name)),
  );
  if (!mia || !sam || !leo || !ava) throw new Error('the people of this state were not made');
  const thread = await calls.post(
    mia,
    'Anyone else dreading exams next week?',
    'I feel nervous about something coming up',
  );
  await calls.reply(sam, thread.id, 'Me too, every single day.');
  const reply = await calls.reply(leo, thread.id, 'Just ignore them, it gets better.');
  await calls.reply(ava, thread.id, 'That helped, thanks.');
  const reported = await forum
    .member()
    .call('POST', `/api/forum/replies/${reply.id}/report`, { reason: 'Unkind or hurtful' });
  if (reported.status !== 200) throw new Error(`reporting answered ${reported.status}`);
  return { threadId: thread.id, replyId: reply.id };
}

describe('svc-forum, as the provider of mfe-admin', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-forum',
      providerBaseUrl: forum.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-admin-svc-forum.json')],
      logLevel: 'warn',
      stateHandlers: {
        'an admin is signed in and a youth started a thread': async () => {
          callerToken = adminToken;
          await threadStarted();
        },
        'a moderator is signed in and a youth started a thread': async () => {
          callerToken = moderatorToken;
          await threadStarted();
        },
        "a moderator is signed in, and a member reported the reply Leo wrote in Mia's discussion":
          async () => {
            callerToken = moderatorToken;
            return reportedReplyInContext();
          },
      },
      requestFilter: (req, _res, next) => {
        req.headers.authorization = `Bearer ${callerToken}`;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
