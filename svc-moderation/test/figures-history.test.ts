import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { post, someone, startModeration, type Moderation } from './support/moderation-harness.js';
import { FiguresSent } from './support/figures-sent.js';

/**
 * Issue 19: the moderator's figures are history. A report or a decision is counted once, in the
 * week it was made, whatever happens to the item afterwards; "Reports" and "Common Flags" count the
 * same reports, safety screening's included.
 */
let clock = new Date('2026-11-20T15:00:00.000Z'); // a Friday; the week began on Sunday the 15th
let moderation: Moderation;
const jo = someone('youth', 'Jo');
const mia = someone('youth', 'Mia');
const sam = someone('youth', 'Sam');
const mo = someone('moderator', 'Mo');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [jo, mia, sam, mo]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

async function figures(): Promise<FiguresSent> {
  const response = await moderation.get(mo, '/api/moderation/figures', { 'x-timezone': 'UTC' });
  expect(response.status).toBe(200);
  return FiguresSent.parse(await response.json());
}

const lastWeekOf = (trend: FiguresSent['trends']['reports']) => trend.at(-1)?.count;

describe("the moderator's figures are history", () => {
  it('keep an approval counted when the approved post is reported again', async () => {
    const content = post(jo);
    await moderation.reported(mia, content, 'Unkind or hurtful', '2026-11-18T09:00:00.000Z');
    const item = await moderation.itemOf(content, mo);
    clock = new Date('2026-11-18T10:00:00.000Z');
    expect((await moderation.act(mo, item.id, 'keep')).status).toBe(200);
    clock = new Date('2026-11-20T15:00:00.000Z');
    const approvedOnce = await figures();
    expect(approvedOnce.week.decisions).toEqual({
      total: 1,
      approved: 1,
      rejected: 0,
      escalated: 0,
      editRequested: 0,
    });

    // Sam reports the same post: it waits again, and the decision already made still counts.
    await moderation.reported(sam, content, 'Spam or off-topic', '2026-11-20T11:00:00.000Z');
    await moderation.itemOf(content, mo, 'pending', (found) => found.reporters === 2);
    const reportedAgain = await figures();
    expect(reportedAgain.pending).toBe(1);
    expect(reportedAgain.week.decisions.approved).toBe(1);
    expect(lastWeekOf(reportedAgain.trends.approvals)).toBe(1);
    expect(reportedAgain.week.reports).toMatchObject({ total: 2, fromMembers: 2, fromScreening: 0 });
  });

  it('count what safety screening held among the reports, in the total and in the reasons alike', async () => {
    const screened = post(jo);
    await moderation.screened(screened, 'abusive', '2026-11-19T08:00:00.000Z');
    await moderation.reported(mia, screened, 'Unkind or hurtful', '2026-11-19T09:00:00.000Z');
    const counted = await moderation.eventually(figures, (found) => found.week.reports.total === 4);
    expect(counted.week.reports).toEqual({
      total: 4,
      fromMembers: 3,
      fromScreening: 1,
      reasons: [
        { reason: 'Unkind or hurtful', count: 2, percent: 50 },
        { reason: 'Safety screening: possibly abusive language', count: 1, percent: 25 },
        { reason: 'Spam or off-topic', count: 1, percent: 25 },
      ],
    });
    // Common Flags shares out exactly the reports the total counts.
    expect(counted.commonReasons).toEqual(counted.week.reports.reasons);
    const shared = counted.week.reports.reasons.reduce((sum, share) => sum + share.count, 0);
    expect(shared).toBe(counted.week.reports.total);
    expect(lastWeekOf(counted.trends.reports)).toBe(counted.week.reports.total);
  });

  it('count each decision in the week it was made, not where the item is now', async () => {
    const content = post(jo);
    await moderation.reported(mia, content, 'Unkind or hurtful', '2026-11-10T09:00:00.000Z');
    const item = await moderation.itemOf(content, mo);
    clock = new Date('2026-11-10T10:00:00.000Z'); // the week before
    expect((await moderation.act(mo, item.id, 'hide')).status).toBe(200);
    clock = new Date('2026-11-20T16:00:00.000Z');
    expect(
      (await moderation.act(mo, item.id, 'restore', { notes: 'It was a quote from a book.' })).status,
    ).toBe(200);
    const counted = await figures();
    const [previous, current] = counted.trends.rejections.slice(-2);
    expect(previous).toEqual({ weekStart: '2026-11-08', count: 1 });
    expect(current).toEqual({ weekStart: '2026-11-15', count: 0 });
    expect(counted.week.decisions).toMatchObject({ total: 2, approved: 2, rejected: 0 });
    expect(counted.trends.decisions.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
  });
});
