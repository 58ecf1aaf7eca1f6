import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { trendWeeks, WellnessAdminFigures } from '@heartwise/contracts';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

/** The admin Analytics tab: community-wide check-in figures (GET /api/wellness/admin/figures). */
let wellness: Wellness;
let admin: Person;
beforeAll(async () => {
  wellness = await startWellness();
  admin = wellness.person({ role: 'admin' });
});
afterAll(() => wellness.stop());

async function figures(): Promise<{ body: WellnessAdminFigures; raw: unknown }> {
  const reply = await admin.call('GET', '/api/wellness/admin/figures');
  expect(reply.status).toBe(200);
  return { body: WellnessAdminFigures.parse(reply.body), raw: reply.body };
}

async function checkIn(who: Person, checkInType: string, emotionRating: number, prompted = false) {
  const reply = await who.call('POST', '/api/emotional-checkins', {
    emotionLabel: 'calmness',
    emotionRating,
    checkInType,
    notes: 'Only I should ever read this.',
    prompted,
  });
  expect(reply.status).toBe(201);
}

describe("the admin's wellness figures", () => {
  it('before anyone checks in: no check-ins, and no averages rather than zeros', async () => {
    expect((await figures()).body).toEqual({
      checkIns: {
        pre: { count: 0, prompted: 0, averageRating: null },
        post: { count: 0, prompted: 0, averageRating: null },
        postPost: { count: 0, prompted: 0, averageRating: null },
      },
      // The harness's clock reads Saturday 2026-11-21: the last week is the one from Sunday the 15th.
      checkInsMade: trendWeeks('2026-11-21').map((weekStart) => ({ weekStart, count: 0 })),
    });
  });

  it("average every member's rating per check-in type, to one decimal, and say how many the app asked for", async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    await checkIn(ana, 'pre', 3, true);
    await checkIn(ben, 'pre', 6, true);
    await checkIn(ana, 'post', 8);
    await checkIn(ana, 'post-post', 7);
    await checkIn(ben, 'post-post', 8, true);
    await checkIn(ben, 'post-post', 8);

    const { body, raw } = await figures();
    expect(body.checkIns).toEqual({
      pre: { count: 2, prompted: 2, averageRating: 4.5 },
      post: { count: 1, prompted: 0, averageRating: 8 },
      postPost: { count: 3, prompted: 1, averageRating: 7.7 },
    });
    // Aggregates only: no person, feeling or note leaves the service this way.
    const text = JSON.stringify(raw);
    for (const secret of [ana.id, ben.id, 'calmness', 'Only I should']) expect(text).not.toContain(secret);
  });

  it("count check-ins per week, the caller's last 8 weeks, each in the week of its youth's own day", async () => {
    const weekOf = (trend: WellnessAdminFigures['checkInsMade'], weekStart: string) =>
      trend?.find((week) => week.weekStart === weekStart)?.count;
    const before = (await figures()).body.checkInsMade;
    const ana = wellness.person({ timeZone: 'UTC' });
    const ben = wellness.person({ timeZone: 'America/Los_Angeles' });
    wellness.setClock('2026-11-14T12:00:00.000Z');
    await checkIn(ana, 'pre', 5);
    // Sunday 02:00 in UTC is still Saturday evening in Los Angeles: Ben's falls in the week before.
    wellness.setClock('2026-11-15T02:00:00.000Z');
    await checkIn(ana, 'post', 6);
    await checkIn(ben, 'pre', 4);
    wellness.setClock('2026-11-21T12:00:00.000Z');

    const after = (await figures()).body.checkInsMade;
    expect(after?.map((week) => week.weekStart)).toEqual(trendWeeks('2026-11-21'));
    expect((weekOf(after, '2026-11-08') ?? 0) - (weekOf(before, '2026-11-08') ?? 0)).toBe(2);
    expect((weekOf(after, '2026-11-15') ?? 0) - (weekOf(before, '2026-11-15') ?? 0)).toBe(1);

    // The weeks are the caller's: in Auckland it is already Sunday the 22nd, a week with none yet.
    const farEast = await wellness
      .person({ role: 'admin', timeZone: 'Pacific/Auckland' })
      .call('GET', '/api/wellness/admin/figures');
    const trend = WellnessAdminFigures.parse(farEast.body).checkInsMade;
    expect(trend?.map((week) => week.weekStart)).toEqual(trendWeeks('2026-11-22'));
    expect(trend?.at(-1)).toEqual({ weekStart: '2026-11-22', count: 0 });
  });

  it('are for administrators only', async () => {
    for (const role of ['youth', 'parent', 'moderator'] as const) {
      expect((await wellness.person({ role }).call('GET', '/api/wellness/admin/figures')).status).toBe(403);
    }
    expect(await anonymousStatus(wellness, 'GET', '/api/wellness/admin/figures')).toBe(401);
  });
});
