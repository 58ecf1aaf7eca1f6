import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorBody, RECENT_DECISIONS_SHOWN } from '@heartwise/contracts';
import {
  post,
  someone,
  startModeration,
  type Moderation,
  type Someone,
} from './support/moderation-harness.js';
import { FiguresSent } from './support/figures-sent.js';

/** The moderator dashboard's figures (GET /api/moderation/figures), counted from the queue. */
let clock = new Date('2026-11-20T15:00:00.000Z'); // a Friday
let moderation: Moderation;
const jo = someone('youth', 'Jo');
const mia = someone('youth', 'Mia');
const mo = someone('moderator', 'Mo');
const max = someone('moderator', 'Max');
const ada = someone('admin', 'Ada');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [jo, mia, mo, max, ada]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

// The eight Sundays up to Friday the 20th's week, oldest first.
const SUNDAYS = ['09-27', '10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15'].map(
  (day) => `2026-${day}`,
);
const weeks = (...counts: number[]) =>
  SUNDAYS.map((weekStart, index) => ({
    weekStart,
    count: counts[index - (SUNDAYS.length - counts.length)] ?? 0,
  }));
const quiet = weeks();

async function figures(as: Someone = mo, timeZone?: string): Promise<FiguresSent> {
  const response = await moderation.get(
    as,
    '/api/moderation/figures',
    timeZone ? { 'x-timezone': timeZone } : {},
  );
  expect(response.status).toBe(200);
  return FiguresSent.parse(await response.json());
}

/** A post of Jo's that Mia reports for `reason` (at a given time, else just now), pending in the queue. */
async function reported(reason: string, at?: string) {
  const content = post(jo);
  await moderation.reported(mia, content, reason, at);
  return moderation.itemOf(content, mo, 'pending', (item) => item.reportedBy?.firstName === 'Mia');
}

async function decide(as: Someone, itemId: string, action: string, at: string): Promise<void> {
  clock = new Date(at);
  expect((await moderation.act(as, itemId, action)).status).toBe(200);
}

describe('the moderator dashboard figures', () => {
  it('are all zero on a quiet queue', async () => {
    expect(await figures()).toEqual({
      pending: 0,
      flagged: 0,
      reviewedToday: 0,
      approved: 0,
      rejected: 0,
      contentReviews: 0,
      recentActivity: [],
      thisWeek: { total: 0, pending: 0, flagged: 0, approved: 0, rejected: 0 },
      commonReasons: [],
      week: {
        reports: { total: 0, fromMembers: 0, fromScreening: 0, reasons: [] },
        decisions: { total: 0, approved: 0, rejected: 0, escalated: 0, editRequested: 0 },
      },
      trends: { reports: quiet, decisions: quiet, approvals: quiet, rejections: quiet },
    });
  });

  it('count the queue, today, this week and the reasons members gave, as the moderators work', async () => {
    // Last week's report, kept by Max yesterday.
    const old = await reported('Spam or off-topic', '2026-11-13T09:00:00.000Z');
    await decide(max, old.id, 'keep', '2026-11-20T15:00:00.000Z');
    // This week's (Saturday the 21st): four posts reported.
    const unkind = await reported('Unkind or hurtful');
    const alsoUnkind = await reported('Unkind or hurtful');
    const spam = await reported('Spam or off-topic');
    const worried = await reported('I am worried about their safety');
    await decide(mo, unkind.id, 'hide', '2026-11-21T12:05:00.000Z');
    await decide(mo, alsoUnkind.id, 'escalate', '2026-11-21T12:10:00.000Z');
    await decide(ada, alsoUnkind.id, 'keep', '2026-11-21T12:15:00.000Z');
    await decide(mo, worried.id, 'escalate', '2026-11-21T12:20:00.000Z');
    clock = new Date('2026-11-21T12:30:00.000Z');

    const counted = await figures();
    expect(counted).toMatchObject({
      pending: 1, // the spam report
      flagged: 1, // waiting for an administrator
      approved: 2,
      rejected: 1, // the unkind post Mo hid: Content Moderation's Rejected card
      contentReviews: 4,
      reviewedToday: 4, // yesterday's approval is not today's
      thisWeek: { total: 4, pending: 1, flagged: 1, approved: 1, rejected: 1 },
      commonReasons: [
        { reason: 'Unkind or hurtful', count: 2, percent: 50 },
        { reason: 'I am worried about their safety', count: 1, percent: 25 },
        { reason: 'Spam or off-topic', count: 1, percent: 25 },
      ],
      // Decisions by when they were made: Max's keep on Friday is this week's too.
      week: {
        reports: { total: 4, fromMembers: 4, fromScreening: 0 },
        decisions: { total: 5, approved: 2, rejected: 1, escalated: 2, editRequested: 0 },
      },
      trends: {
        reports: weeks(1, 4), // last week's spam report, this week's four
        decisions: weeks(0, 5),
        approvals: weeks(0, 2),
        rejections: weeks(0, 1),
      },
    });
    expect(counted.week.reports.reasons).toEqual(counted.commonReasons);
    expect(spam.status).toBe('pending');
    expect(counted.recentActivity).toEqual([
      {
        itemId: worried.id,
        action: 'escalate',
        contentType: 'thread',
        by: { firstName: 'Mo', username: mo.username },
        at: '2026-11-21T12:20:00.000Z',
      },
      {
        itemId: alsoUnkind.id,
        action: 'keep',
        contentType: 'thread',
        by: { firstName: 'Ada', username: ada.username },
        at: '2026-11-21T12:15:00.000Z',
      },
      {
        itemId: alsoUnkind.id,
        action: 'escalate',
        contentType: 'thread',
        by: { firstName: 'Mo', username: mo.username },
        at: '2026-11-21T12:10:00.000Z',
      },
      {
        itemId: unkind.id,
        action: 'hide',
        contentType: 'thread',
        by: { firstName: 'Mo', username: mo.username },
        at: '2026-11-21T12:05:00.000Z',
      },
      {
        itemId: old.id,
        action: 'keep',
        contentType: 'thread',
        by: { firstName: 'Max', username: max.username },
        at: '2026-11-20T15:00:00.000Z',
      },
    ]);
    expect(await figures(ada)).toEqual(counted);
  });

  it("read today and this week in the caller's time zone", async () => {
    // 12:30 UTC on Saturday is 01:30 on Sunday in Auckland: a new day and a new week there, in
    // which the four decisions after midnight fall, and no report yet.
    const auckland = await figures(mo, 'Pacific/Auckland');
    expect(auckland.reviewedToday).toBe(4);
    expect(auckland.thisWeek.total).toBe(0);
    expect(auckland.commonReasons).toEqual([]);
    // 12:30 UTC is 04:30 on Saturday in Los Angeles: the same week, and yesterday's approval
    // (07:00 there on Friday) is still not today's.
    const losAngeles = await figures(mo, 'America/Los_Angeles');
    expect(losAngeles.reviewedToday).toBe(4);
    expect(losAngeles.thisWeek.total).toBe(4);
  });

  it('show a deleted moderator as anonymous in the recent activity', async () => {
    await moderation.deleted(max);
    await moderation.eventually(
      () => figures(),
      (found) => found.recentActivity.at(-1)?.by.username === 'anonymous',
    );
    expect((await figures()).recentActivity.at(-1)?.by).toEqual({ firstName: null, username: 'anonymous' });
  });

  it(`list only the ${RECENT_DECISIONS_SHOWN} latest decisions, newest first`, async () => {
    const decided: string[] = [];
    for (let minute = 0; minute < RECENT_DECISIONS_SHOWN + 1; minute += 1) {
      const item = await reported('Spam or off-topic');
      await decide(mo, item.id, 'hide', `2026-11-21T13:${String(minute).padStart(2, '0')}:00.000Z`);
      decided.push(item.id);
    }
    const { recentActivity } = await figures();
    expect(recentActivity.map((decision) => decision.itemId)).toEqual(decided.slice(1).reverse());
  });

  it("count a take-down from a thread's page as a removal", async () => {
    const before = await figures();
    const content = post(jo);
    await moderation.removedFromPage(content, mo, 'Shares a phone number', '2026-11-21T14:00:00.000Z');
    clock = new Date('2026-11-21T14:05:00.000Z');
    const counted = await moderation.eventually(
      () => figures(),
      (found) => found.recentActivity[0]?.at === '2026-11-21T14:00:00.000Z',
    );
    expect(counted.recentActivity[0]).toMatchObject({
      action: 'remove',
      contentType: 'thread',
      by: { firstName: 'Mo', username: mo.username },
    });
    expect(counted.reviewedToday).toBe(before.reviewedToday + 1);
    expect(counted.contentReviews).toBe(before.contentReviews + 1);
  });

  it('refuse a time zone that does not exist', async () => {
    const response = await moderation.get(mo, '/api/moderation/figures', { 'x-timezone': 'Nowhere/Land' });
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toMatch(/IANA time zone/);
  });

  it('are for moderators and admins only', async () => {
    expect((await moderation.get(jo, '/api/moderation/figures')).status).toBe(403);
    expect((await moderation.get(someone('parent', 'Pat'), '/api/moderation/figures')).status).toBe(403);
    expect((await moderation.get(null, '/api/moderation/figures')).status).toBe(401);
  });
});
