import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ContentScreened, DiscussionThemes, ForumActivity, defaultHelplines } from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';

/**
 * Issue 16: a community per district. Pause and Post of a district's youth stays inside the
 * district (or their school, when the district chose per-school communities); the unaffiliated keep
 * the public community; district moderators see their district's, platform staff every one; an
 * organization admin never reads or posts among youth. The forum knows all this only from
 * identity's events (its own projection), never by asking identity.
 */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

/** Two districts with a school each (Riverside has two), fresh for each story. */
function districts() {
  return {
    riverside: randomUUID(),
    north: randomUUID(),
    south: randomUUID(),
    hillside: randomUUID(),
    hillsideHigh: randomUUID(),
  };
}

const themes = async (who: Member) =>
  DiscussionThemes.parse((await who.call('GET', '/api/forum/themes')).body);
const activity = async (who: Member) =>
  ForumActivity.parse((await who.call('GET', '/api/forum/activity')).body);
const statusOf = async (who: Member, method: string, path: string, body?: unknown) =>
  (await who.call(method, path, body)).status;

describe("a Riverside youth's discussion", () => {
  it('is seen by another Riverside youth, and never by a youth of another district or a self-registered youth', async () => {
    const d = districts();
    const maya = forum.member();
    const leo = forum.member();
    const hillsideYouth = forum.member();
    const selfRegistered = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });
    await forum.joins(leo, { organizationId: d.riverside, schoolId: d.south });
    await forum.joins(hillsideYouth, { organizationId: d.hillside, schoolId: d.hillsideHigh });
    const outsiders = [hillsideYouth, selfRegistered];
    const before = await Promise.all(outsiders.map(async (who) => [await themes(who), await activity(who)]));

    const thread = await calls.post(maya, 'Exams next week and I cannot sleep.');
    const reply = await calls.reply(leo, thread.id, 'Same here. Short walks help me.');

    // Riverside: listed, readable with its reply, answerable, counted.
    expect(await calls.listed(leo, thread.id)).toBeDefined();
    expect((await calls.page(leo, thread.id))?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect((await activity(leo)).discussions).toBeGreaterThanOrEqual(1);
    expect((await themes(leo)).reduce((sum, theme) => sum + theme.threads, 0)).toBe(
      (await activity(leo)).discussions,
    );

    for (const outsider of outsiders) {
      expect(await calls.listed(outsider, thread.id)).toBeUndefined();
      // Not there at all (404, never 403): reading, replying, reporting and blocking alike.
      expect(await calls.page(outsider, thread.id)).toBeUndefined();
      expect(
        await statusOf(outsider, 'POST', `/api/forum/threads/${thread.id}/replies`, {
          content: 'Sending you good thoughts.',
        }),
      ).toBe(404);
      expect(
        await statusOf(outsider, 'POST', `/api/forum/threads/${thread.id}/report`, {
          reason: 'Unkind or hurtful',
        }),
      ).toBe(404);
      expect(
        await statusOf(outsider, 'POST', `/api/forum/replies/${reply.id}/report`, {
          reason: 'Unkind or hurtful',
        }),
      ).toBe(404);
      expect(
        await statusOf(outsider, 'POST', '/api/forum/blocks', {
          contentType: 'thread',
          contentId: thread.id,
        }),
      ).toBe(404);
    }
    // Themes and activity of the outsiders did not move.
    const after = await Promise.all(outsiders.map(async (who) => [await themes(who), await activity(who)]));
    expect(after).toEqual(before);
  });

  it('stays inside its school when Riverside chooses per-school communities', async () => {
    const d = districts();
    const maya = forum.member();
    const classmate = forum.member();
    const southYouth = forum.member();
    await forum.districtSettings(d.riverside, { communityScope: 'school' });
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });
    await forum.joins(classmate, { organizationId: d.riverside, schoolId: d.north });
    await forum.joins(southYouth, { organizationId: d.riverside, schoolId: d.south });

    const thread = await calls.post(maya, 'Does anyone else find lunch break loud?');

    expect(await calls.listed(classmate, thread.id)).toBeDefined();
    expect(await calls.listed(southYouth, thread.id)).toBeUndefined();
    expect(await calls.page(southYouth, thread.id)).toBeUndefined();
    expect((await activity(southYouth)).discussions).toBe(0);
    expect((await themes(southYouth)).every((theme) => theme.threads === 0)).toBe(true);
  });

  it("keeps discussions from before districts public: the unaffiliated see them, a district's youth do not", async () => {
    const d = districts();
    const old = await forum.writeThread(randomUUID());
    const maya = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });

    expect(await calls.page(forum.member(), old.id)).toBeDefined();
    expect(await calls.page(maya, old.id)).toBeUndefined();
  });
});

describe('district and platform staff', () => {
  it("lets a Riverside moderator see and take down Riverside's discussions, school ones too, and nothing of another district or the public", async () => {
    const d = districts();
    await forum.districtSettings(d.riverside, { communityScope: 'school' });
    const maya = forum.member();
    const hillsideYouth = forum.member();
    const riversideModerator = forum.member(undefined, 'moderator');
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });
    await forum.joins(hillsideYouth, { organizationId: d.hillside, schoolId: d.hillsideHigh });
    await forum.joins(riversideModerator, { organizationId: d.riverside }, 'moderator');
    const riversideThread = await calls.post(maya, 'Our school garden needs volunteers.');
    const hillsideThread = await calls.post(hillsideYouth, 'Hillside choir is the best.');
    const publicThread = await calls.post(forum.member(), 'Anyone here like drawing?');

    expect(await calls.listed(riversideModerator, riversideThread.id)).toBeDefined();
    expect(await calls.page(riversideModerator, riversideThread.id)).toBeDefined();
    for (const elsewhere of [hillsideThread, publicThread]) {
      expect(await calls.listed(riversideModerator, elsewhere.id)).toBeUndefined();
      expect(await calls.page(riversideModerator, elsewhere.id)).toBeUndefined();
      expect(await statusOf(riversideModerator, 'GET', `/api/forum/context/thread/${elsewhere.id}`)).toBe(
        404,
      );
      expect(
        await statusOf(riversideModerator, 'POST', `/api/forum/threads/${elsewhere.id}/remove`, {
          reason: 'Off topic',
        }),
      ).toBe(404);
    }
    expect(await statusOf(riversideModerator, 'GET', `/api/forum/context/thread/${riversideThread.id}`)).toBe(
      200,
    );
  });

  it('lets platform moderators and admins see every community', async () => {
    const d = districts();
    const maya = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });
    const riversideThread = await calls.post(maya, 'Does anyone journal before bed?');
    const publicThread = await calls.post(forum.member(), 'Sunday walks are the best.');

    for (const staff of [forum.member(undefined, 'moderator'), forum.member(undefined, 'admin')]) {
      expect(await calls.listed(staff, riversideThread.id)).toBeDefined();
      expect(await calls.listed(staff, publicThread.id)).toBeDefined();
      expect(await calls.page(staff, riversideThread.id)).toBeDefined();
    }
  });

  it('refuses an organization admin every member call (they look after the district from the portal), but gives them their own data', async () => {
    const d = districts();
    const orgAdmin = forum.member(undefined, 'org-admin');
    await forum.joins(orgAdmin, { organizationId: d.riverside }, 'org-admin');
    const maya = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });
    const thread = await calls.post(maya, 'Looking for a study buddy.');

    for (const [method, path, body] of [
      ['GET', '/api/forum/threads'],
      [
        'POST',
        '/api/forum/threads',
        { title: 'I feel lonely even around other people', content: 'Hello all.' },
      ],
      ['GET', `/api/forum/threads/${thread.id}`],
      ['POST', `/api/forum/threads/${thread.id}/replies`, { content: 'Sending you good thoughts.' }],
      ['GET', '/api/forum/themes'],
      ['GET', '/api/forum/activity'],
      ['GET', '/api/forum/topics'],
      ['GET', '/api/forum/standing'],
      ['GET', '/api/forum/blocks'],
    ] as const) {
      const answer = await orgAdmin.call(method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
      expect(messageOf(answer)).toMatch(/Organization Portal/);
    }
    expect(await statusOf(orgAdmin, 'GET', '/api/forum/export')).toBe(200);
  });
});

describe("a district's own screening phrases and helplines", () => {
  it("hold a Riverside youth's post with a district phrase for a moderator, but not a self-registered youth's", async () => {
    const d = districts();
    await forum.districtSettings(d.riverside, { screeningPhrases: ['meet behind the gym'] });
    const maya = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });

    const held = await calls.post(maya, 'Everyone meet behind the gym after class.');
    const open = await calls.post(forum.member(), 'Everyone meet behind the gym after class.');

    expect(held.status).toBe('flagged');
    expect(held.notice?.kind).toBe('review');
    const screened = ContentScreened.schema.parse(
      await forum.eventually(
        (event) =>
          event.type === ContentScreened.type &&
          ContentScreened.schema.parse(event).payload.content.contentId === held.id,
      ),
    );
    expect(screened.payload.priority).toBe('medium');
    expect(open.status).toBe('active');
    expect(open.notice).toBeUndefined();
  });

  it("replace the default helplines in the support notice Riverside's youth see; others keep the defaults", async () => {
    const d = districts();
    const helplines = [
      { name: 'Riverside Counselling', phone: '555-0100', hours: 'Weekdays 8–6' },
      { name: 'Riverside Text Line', textLine: 'HELLO to 741741' },
    ];
    await forum.districtSettings(d.riverside, { helplines });
    const maya = forum.member();
    await forum.joins(maya, { organizationId: d.riverside, schoolId: d.north });

    const mine = await calls.post(maya, 'Some nights I want to kill myself.');
    const theirs = await calls.post(forum.member(), 'Some nights I want to kill myself.');

    expect(mine.notice).toMatchObject({
      kind: 'crisis',
      helplines: [
        { name: 'Riverside Counselling', contact: 'Call 555-0100 · Weekdays 8–6' },
        { name: 'Riverside Text Line', contact: 'Text HELLO to 741741' },
      ],
    });
    expect(theirs.notice).toMatchObject({ kind: 'crisis', helplines: defaultHelplines });
  });
});
