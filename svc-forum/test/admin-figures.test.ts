import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CreatedReply,
  CreatedThread,
  ErrorBody,
  ForumAdminFigures,
  type ContentType,
} from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';
import { decided } from './support/moderation-events.js';

/** The admin Analytics tab's forum figures (GET /api/forum/admin/figures). */
const keys = testJwtKeys();
let clock = new Date('2026-11-14T12:00:00.000Z');
let forum: Forum;
let admin: Member;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  forum = await startForum({ ...keys, now: () => clock });
  admin = forum.member(undefined, 'admin');
  ana = forum.member();
  ben = forum.member();
});
afterAll(async () => {
  await forum.stop();
});

const title = 'I feel lonely even around other people';
const crisisWords = 'Everything is too much and I want to end my life.';

async function figures(timeZone?: string): Promise<ForumAdminFigures> {
  const answer = await admin.call(
    'GET',
    '/api/forum/admin/figures',
    undefined,
    timeZone ? { 'x-timezone': timeZone } : {},
  );
  expect(answer.status).toBe(200);
  return ForumAdminFigures.parse(answer.body);
}
async function startThread(who: Member, at: string, content = 'Some days are heavier than others.') {
  clock = new Date(at);
  const answer = await who.call('POST', '/api/forum/threads', { title, content });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, content = 'Same here, you are not alone.') {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}
/** A moderator removes a post: svc-moderation says so on the bus and the forum archives it. */
async function removed(contentType: ContentType, contentId: string, threadId: string): Promise<void> {
  await forum.publish(
    decided({ contentType, contentId, threadId }, 'remove', 'report', { decidedAt: clock.toISOString() }),
  );
}

describe("the admin's forum figures", () => {
  it('start at zero', async () => {
    const none = { total: 0, active: 0, flagged: 0, archived: 0 };
    const counted = await figures();
    expect(counted).toMatchObject({
      threads: none,
      replies: none,
      threadsThisWeek: 0,
      visibleThreads: 0,
      hiddenThreads: 0,
      visibleReplies: 0,
    });
    expect(counted.threadsStarted?.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('count every thread and reply by status, held and archived ones included', async () => {
    const lastWeek = await startThread(ana, '2026-11-14T12:00:00.000Z'); // a Saturday
    const sunday = await startThread(ben, '2026-11-15T12:00:00.000Z'); // this week starts (UTC)
    const archived = await startThread(ana, '2026-11-16T12:00:00.000Z');
    await startThread(ben, '2026-11-21T23:00:00.000Z'); // Saturday night in UTC, Sunday in Auckland
    await startThread(ana, '2026-11-21T23:10:00.000Z', crisisWords); // held by screening

    await reply(ben, lastWeek.id);
    await reply(ana, sunday.id, crisisWords); // held by screening
    const unkind = await reply(ben, sunday.id);
    await removed('thread', archived.id, archived.id);
    await removed('reply', unkind.id, sunday.id);

    const counted = await eventually(
      figures,
      (found) => found.replies.archived === 1 && found.threads.archived === 1,
    );
    expect(counted.threads).toEqual({ total: 5, active: 3, flagged: 1, archived: 1 });
    expect(counted.replies).toEqual({ total: 3, active: 1, flagged: 1, archived: 1 });
  });

  it('count the threads members can see apart from those held or removed (issue 19)', async () => {
    const counted = await figures();
    // Five threads: one held by screening and one removed, so members see three.
    expect(counted).toMatchObject({ visibleThreads: 3, hiddenThreads: 2, visibleReplies: 1 });
    // The same number a member's own figures and list show (neither wrote the held thread).
    const activity = await ben.call('GET', '/api/forum/activity');
    expect(activity.status).toBe(200);
    expect((activity.body as { discussions: number }).discussions).toBe(counted.visibleThreads);
    const list = await ben.call('GET', '/api/forum/threads');
    expect((list.body as unknown[]).length).toBe(counted.visibleThreads);
  });

  it("count this week's threads in the caller's time zone, weeks starting on Sunday", async () => {
    clock = new Date('2026-11-21T23:30:00.000Z');
    // UTC: Saturday the 21st, so the week began on Sunday the 15th: all but last Saturday's thread.
    expect((await figures()).threadsThisWeek).toBe(4);
    expect((await figures('Europe/London')).threadsThisWeek).toBe(4);
    // Auckland (UTC+13): already Sunday the 22nd, a new week: only the two threads of that morning.
    expect((await figures('Pacific/Auckland')).threadsThisWeek).toBe(2);
  });

  it('trace threads started over the last 8 weeks, whatever became of them, this week last', async () => {
    clock = new Date('2026-11-21T23:30:00.000Z');
    const utc = await figures();
    expect(utc.threadsStarted?.map((week) => week.weekStart)).toEqual(
      ['09-27', '10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15'].map((day) => `2026-${day}`),
    );
    expect(utc.threadsStarted?.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 4]);
    expect(utc.threadsStarted?.at(-1)?.count).toBe(utc.threadsThisWeek);
    const auckland = await figures('Pacific/Auckland');
    // In Auckland last Saturday's noon (UTC) was already Sunday the 15th: three that week, two the next.
    expect(auckland.threadsStarted?.slice(-3).map((week) => week.count)).toEqual([0, 3, 2]);
    expect(auckland.threadsStarted?.at(-1)?.weekStart).toBe('2026-11-22');
  });

  it('refuse a time zone that does not exist', async () => {
    const answer = await admin.call('GET', '/api/forum/admin/figures', undefined, {
      'x-timezone': 'Mars/Olympus',
    });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.body).message).toMatch(/IANA time zone/);
  });

  it('are for administrators only', async () => {
    for (const role of ['youth', 'parent', 'moderator'] as const) {
      expect((await forum.member(undefined, role).call('GET', '/api/forum/admin/figures')).status).toBe(403);
    }
    expect((await fetch(`${forum.url}/api/forum/admin/figures`)).status).toBe(401);
  });
});
