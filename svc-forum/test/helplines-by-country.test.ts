import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  CreatedThread,
  defaultHelplines,
  HELPLINE_COUNTRY_HEADER,
  helplinesOfCountry,
} from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile, type ForumCalls } from './support/forum-calls.js';

/**
 * Issue 19: the support notices of Pause and Post name the helplines of the country the member is
 * in (the app's country header, else their browser's languages); a district's own still win.
 */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

const crisisWords = 'Some nights I want to kill myself.';

async function postFrom(who: Member, headers: Record<string, string>): Promise<CreatedThread> {
  const answer = await who.call(
    'POST',
    '/api/forum/threads',
    { title: 'I feel lonely even around other people', content: crisisWords },
    headers,
  );
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}

describe('the crisis notice on a post', () => {
  it('names the UK helplines for a member in the UK', async () => {
    const post = await postFrom(forum.member(), { [HELPLINE_COUNTRY_HEADER]: 'GB' });
    expect(post.notice).toMatchObject({ kind: 'crisis', helplines: helplinesOfCountry('GB') });
    expect(post.notice?.helplines.map((helpline) => helpline.name)).toEqual(
      expect.arrayContaining(['Samaritans', 'Childline']),
    );
  });

  it("reads the browser's languages when the country header is not one it knows", async () => {
    const fromAustralia = await postFrom(forum.member(), {
      [HELPLINE_COUNTRY_HEADER]: 'somewhere',
      'accept-language': 'en-AU,en;q=0.9',
    });
    expect(fromAustralia.notice?.helplines).toEqual(helplinesOfCountry('AU'));
    const fromNowhere = await postFrom(forum.member(), { [HELPLINE_COUNTRY_HEADER]: 'somewhere' });
    expect(fromNowhere.notice?.helplines).toEqual(defaultHelplines);
  });

  it('names a reply\u2019s author their country\u2019s helplines too', async () => {
    const thread = await calls.post(forum.member(), 'Lunch breaks are the hardest part of my day.');
    const answer = await forum.member().call(
      'POST',
      `/api/forum/threads/${thread.id}/replies`,
      { content: crisisWords },
      {
        [HELPLINE_COUNTRY_HEADER]: 'NZ',
      },
    );
    expect(answer.status).toBe(201);
    expect((answer.body as { notice?: { helplines: unknown } }).notice?.helplines).toEqual(
      helplinesOfCountry('NZ'),
    );
  });

  it("names a district's own helplines, whatever the country", async () => {
    const riverside = randomUUID();
    await forum.districtSettings(riverside, {
      helplines: [{ name: 'Riverside Counselling', phone: '555-0100', hours: 'Weekdays 8–6' }],
    });
    const maya = forum.member();
    await forum.joins(maya, { organizationId: riverside, schoolId: randomUUID() });
    const post = await postFrom(maya, { [HELPLINE_COUNTRY_HEADER]: 'GB' });
    expect(post.notice?.helplines).toEqual([
      { name: 'Riverside Counselling', contact: 'Call 555-0100 · Weekdays 8–6' },
    ]);
  });
});

describe('a notice kept in the member\u2019s standing', () => {
  it('names the helplines of where they read it', async () => {
    const author = forum.member();
    const post = await postFrom(author, { [HELPLINE_COUNTRY_HEADER]: 'US' });
    const moderator = forum.member(undefined, 'moderator');
    const removed = await moderator.call('POST', `/api/forum/threads/${post.id}/remove`, {
      reason: 'Kept private with support',
    });
    expect(removed.status).toBe(200);

    const inIreland = await author.call('GET', '/api/forum/standing', undefined, {
      [HELPLINE_COUNTRY_HEADER]: 'IE',
    });
    const standing = inIreland.body as { notices: { helplines?: unknown }[] };
    expect(standing.notices[0]?.helplines).toEqual(helplinesOfCountry('IE'));
    expect((await calls.standing(author)).notices[0]?.helplines).toEqual(defaultHelplines);
  });
});
