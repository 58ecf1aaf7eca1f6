import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DistrictForumFigures, FEWER_THAN_10 } from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum, type Member } from './support/forum-harness.js';
import { forumCalls } from './support/forum-calls.js';

/**
 * Issue 16 §7: an organization admin's dashboard shows, per school of their own district, what its
 * youth wrote in Pause and Post this week, and any figure over fewer than 10 youth who posted reads
 * "fewer than 10". Who is in which school svc-forum knows from identity's events alone.
 *
 * Saturday 21 November 2026, noon UTC: this week is Sunday the 15th to today.
 */
const keys = testJwtKeys();
let clock = new Date('2026-11-21T12:00:00.000Z');
let forum: Forum;
let calls: ReturnType<typeof forumCalls>;

const riverside = randomUUID();
const north = randomUUID();
const south = randomUUID();
const hillside = randomUUID();
const hillsideHigh = randomUUID();
let riversideAdmin: Member;
let hillsideAdmin: Member;

async function youthOf(organizationId: string, schoolId: string, count: number): Promise<Member[]> {
  const youth = Array.from({ length: count }, () => forum.member());
  for (const member of youth) await forum.joins(member, { organizationId, schoolId });
  return youth;
}

async function orgAdminOf(organizationId: string): Promise<Member> {
  const admin = forum.member(undefined, 'org-admin');
  await forum.joins(admin, { organizationId }, 'org-admin');
  return admin;
}

async function figuresFor(admin: Member, timeZone = 'UTC'): Promise<DistrictForumFigures> {
  const answer = await admin.call('GET', '/api/org/figures/forum', undefined, { 'x-timezone': timeZone });
  expect(answer.status).toBe(200);
  return DistrictForumFigures.parse(answer.body);
}

const school = (figures: DistrictForumFigures, schoolId: string) =>
  figures.schools.find((entry) => entry.schoolId === schoolId);

beforeAll(async () => {
  forum = await startForum({ ...keys, now: () => clock });
  calls = forumCalls(forum);
  riversideAdmin = await orgAdminOf(riverside);
  hillsideAdmin = await orgAdminOf(hillside);

  // Riverside North: last Saturday one youth started a discussion (last week's, not counted).
  const [lastWeekOnly, ...northYouth] = await youthOf(riverside, north, 11);
  clock = new Date('2026-11-14T12:00:00.000Z');
  if (lastWeekOnly) await calls.post(lastWeekOnly, 'Does anyone else get nervous before tests?');
  clock = new Date('2026-11-21T12:00:00.000Z');
  // This week ten North youth each start one; four of them reply, one twice (five replies).
  const threads = [];
  for (const youth of northYouth)
    threads.push(await calls.post(youth, 'Some days are heavy and I do not know why.'));
  const first = threads[0]?.id ?? '';
  for (const [index, youth] of northYouth.slice(1, 5).entries()) {
    await calls.reply(youth, first, 'You are not the only one. Music helps me.');
    if (index === 0) await calls.reply(youth, first, 'Also talking to my sister.');
  }
  // A Riverside moderator answering is staff, not a North youth: never counted.
  const moderator = forum.member(undefined, 'moderator');
  await forum.joins(moderator, { organizationId: riverside }, 'moderator');
  await calls.reply(moderator, first, 'Thank you all for looking out for each other.');

  // Riverside South: three youth write a lot.
  for (const youth of await youthOf(riverside, south, 3)) {
    await calls.post(youth, 'My friends and I started a study group.');
    await calls.reply(youth, first, 'Sending good thoughts.');
  }

  // Hillside High: two youth.
  for (const youth of await youthOf(hillside, hillsideHigh, 2))
    await calls.post(youth, 'Anyone want to share what calms them down?');
}, 30_000);
afterAll(() => forum.stop());

describe("a district's forum figures", () => {
  it("show Riverside's admin what North's youth wrote this week", async () => {
    expect(school(await figuresFor(riversideAdmin), north)).toEqual({
      schoolId: north,
      threads: 10,
      replies: 5,
      youthWhoPosted: 10,
    });
  });

  it('say "fewer than 10" for a school where only three youth posted, however much they wrote', async () => {
    expect(school(await figuresFor(riversideAdmin), south)).toEqual({
      schoolId: south,
      threads: FEWER_THAN_10,
      replies: FEWER_THAN_10,
      youthWhoPosted: FEWER_THAN_10,
    });
  });

  it("hold only the admin's own district: Hillside's admin sees Hillside High alone, Riverside's never sees it", async () => {
    expect((await figuresFor(hillsideAdmin)).schools).toEqual([
      {
        schoolId: hillsideHigh,
        threads: FEWER_THAN_10,
        replies: FEWER_THAN_10,
        youthWhoPosted: FEWER_THAN_10,
      },
    ]);
    expect((await figuresFor(riversideAdmin)).schools.map((entry) => entry.schoolId).sort()).toEqual(
      [north, south].sort(),
    );
  });

  it("start again on Sunday in the admin's own calendar", async () => {
    // 07:00 UTC on Sunday the 22nd: a new week in UTC, still Saturday evening in Los Angeles.
    clock = new Date('2026-11-22T07:00:00.000Z');
    try {
      expect(school(await figuresFor(riversideAdmin), north)).toEqual({
        schoolId: north,
        threads: FEWER_THAN_10,
        replies: FEWER_THAN_10,
        youthWhoPosted: FEWER_THAN_10,
      });
      expect(school(await figuresFor(riversideAdmin, 'America/Los_Angeles'), north)).toMatchObject({
        threads: 10,
      });
    } finally {
      clock = new Date('2026-11-21T12:00:00.000Z');
    }
  });

  it("are empty for an organization admin no district has been heard of yet, never everyone's", async () => {
    expect((await figuresFor(forum.member(undefined, 'org-admin'))).schools).toEqual([]);
  });

  it('are refused to everyone but organization admins (403), and to the signed out (401)', async () => {
    const asked = async (member: Member) => (await member.call('GET', '/api/org/figures/forum')).status;
    const [northYouth] = await youthOf(riverside, north, 1);
    if (northYouth) expect(await asked(northYouth)).toBe(403);
    for (const role of ['youth', 'parent', 'moderator', 'admin'] as const)
      expect([role, await asked(forum.member(undefined, role))]).toEqual([role, 403]);
    expect((await fetch(`${forum.url}/api/org/figures/forum`)).status).toBe(401);
  });
});
