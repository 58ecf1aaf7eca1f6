import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum, type Member } from './support/forum-harness.js';
import { forumCalls } from './support/forum-calls.js';

// Verifies mfe-portal's pact (the district dashboard's Pause and Post figures) against the real
// svc-forum on embedded adapters. Each state is a district of its own: identity's
// membership.changed events place its organization admin and youth (svc-forum's Memberships
// projection, through the harness's `joins`), and the youth write through the real calls. The
// clock stands on Saturday 21 November 2026, so all of it is this week.
const keys = testJwtKeys();
let forum: Forum;
const issuer = new TokenIssuer(keys.privateKey);
/** The token of the organization admin the state signed in, as the gateway forwards it. */
let callerToken: string | undefined;

beforeAll(async () => {
  forum = await startForum({ ...keys, now: () => new Date('2026-11-21T12:00:00.000Z') });
});
afterAll(async () => {
  await forum.stop();
});

/** A new district, its organization admin signed in, and `count` youth of one school of it. */
async function districtWithYouth(count: number): Promise<Member[]> {
  const organizationId = randomUUID();
  const schoolId = randomUUID();
  const orgAdminId = randomUUID();
  await forum.joins(forum.member(orgAdminId, 'org-admin'), { organizationId }, 'org-admin');
  callerToken = issuer.issue({ sub: orgAdminId, sid: 'd'.repeat(32), role: 'org-admin' }, 600);
  const youth = Array.from({ length: count }, () => forum.member());
  for (const member of youth) await forum.joins(member, { organizationId, schoolId });
  return youth;
}

/** Each youth starts a discussion; with `replying`, each also answers the first one. */
async function eachStartsADiscussion(youth: Member[], replying = false): Promise<void> {
  const calls = forumCalls(forum);
  const threads = [];
  for (const member of youth)
    threads.push(await calls.post(member, 'Some days are heavy and I do not know why.'));
  const first = threads[0]?.id;
  if (!replying || !first) return;
  for (const member of youth) await calls.reply(member, first, 'You are not the only one. Music helps me.');
}

describe('svc-forum, as the provider of mfe-portal', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-forum',
      providerBaseUrl: forum.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-portal-svc-forum.json')],
      logLevel: 'warn',
      stateHandlers: {
        'an organization admin is signed in, and ten youth of a school of their district each started a discussion and replied this week':
          async () => {
            await eachStartsADiscussion(await districtWithYouth(10), true);
          },
        'an organization admin is signed in, and three youth of a school of their district each started a discussion this week':
          async () => {
            await eachStartsADiscussion(await districtWithYouth(3));
          },
      },
      requestFilter: (req, _res, next) => {
        if (callerToken) req.headers.authorization = `Bearer ${callerToken}`;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
