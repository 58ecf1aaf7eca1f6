import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DecisionMade,
  DistrictModerationFigures,
  ErrorBody,
  FEWER_THAN_10,
  ModerationFigures,
  ModerationList,
  type ContentSnapshot,
  type ModerationItem,
} from '@heartwise/contracts';
import { CONFIRM_RISK_FIRST, ITEM_NOT_FOUND } from '../src/core/use-cases/decide-item.js';
import { SANCTION_NOT_FOUND } from '../src/core/use-cases/lift-sanction.js';
import {
  decidedItem,
  post,
  someone,
  startModeration,
  type Moderation,
  type Someone,
} from './support/moderation-harness.js';

/**
 * Districts in the moderation queue (issue 16): two districts, Riverside and Hillview, and the
 * public community. A district's moderators see and decide only its items; what they escalate
 * reaches its organization admin (and still every platform admin); platform moderators and admins
 * see every district. Another district's item does not exist for them: 404, never 403.
 */
const riverside = randomUUID();
const northSchool = randomUUID();
const southSchool = randomUUID();
const hillview = randomUUID();
const hillviewHigh = randomUUID();

const rosa = someone('youth', 'Rosa'); // Riverside, North
const hugo = someone('youth', 'Hugo'); // Hillview
const pia = someone('youth', 'Pia'); // signed up herself: the public community
const reporter = someone('youth', 'Rae');
const riversideMod = someone('moderator', 'Rima');
const hillviewMod = someone('moderator', 'Hal');
const platformMod = someone('moderator', 'Mo');
const platformAdmin = someone('admin', 'Ada');
const riversideAdmin = someone('org-admin', 'Orla');
const hillviewAdmin = someone('org-admin', 'Otto');

let moderation: Moderation;

const errorOf = async (response: Response) => ErrorBody.parse(await response.json()).message;

async function queueOf(as: Someone, status: 'pending' | 'flagged' = 'pending'): Promise<ModerationItem[]> {
  return moderation.queue(as, status);
}

/** A fresh post by `author`, reported, as the platform moderator finds it pending (once stamped). */
async function reportedPostBy(author: Someone): Promise<{ content: ContentSnapshot; item: ModerationItem }> {
  return moderation.reportedPost({ author, reporter, viewer: platformMod, reason: 'Unkind or hurtful' });
}

async function escalations(as: Someone): Promise<Response> {
  return moderation.get(as, '/api/org/escalations');
}

async function escalationsOf(as: Someone): Promise<ModerationItem[]> {
  const response = await escalations(as);
  expect(response.status).toBe(200);
  return ModerationList.parse(await response.json());
}

const orgDecide = (as: Someone, itemId: string, action: string, body?: unknown) =>
  moderation.send(as, `/api/org/escalations/${itemId}/${action}`, body);

/**
 * Waits until `on` knows every membership published so far: memberships are one topic, handled in
 * order, so once the district moderators' (published last) are known, so are all before them. A
 * public probe item shows it: district moderators stop seeing it once their district is known.
 */
async function membershipsKnown(on: Moderation, districtMods: Someone[]): Promise<void> {
  const probe = post(pia);
  await on.reported(reporter, probe);
  const { id } = await on.itemOf(probe, platformMod);
  for (const districtMod of districtMods) {
    await on.eventually(
      () => on.queue(districtMod),
      (items) => !items.some((item) => item.id === id),
    );
  }
}

async function districtsKnown(): Promise<void> {
  await moderation.joined(rosa, riverside, northSchool);
  await moderation.joined(hugo, hillview, hillviewHigh);
  await moderation.joined(riversideAdmin, riverside);
  await moderation.joined(hillviewAdmin, hillview);
  await moderation.joined(riversideMod, riverside);
  await moderation.joined(hillviewMod, hillview);
  await membershipsKnown(moderation, [riversideMod, hillviewMod]);
}

beforeAll(async () => {
  moderation = await startModeration();
  for (const person of [rosa, hugo, pia, reporter, riversideMod, hillviewMod, platformMod, platformAdmin]) {
    await moderation.registered(person);
  }
  await districtsKnown();
});
afterAll(async () => {
  await moderation.stop();
});

describe("a district's moderators", () => {
  it("see only their district's items, each saying whose it is", async () => {
    const fromRiverside = (await reportedPostBy(rosa)).item;
    const fromHillview = (await reportedPostBy(hugo)).item;
    const fromPublic = (await reportedPostBy(pia)).item;

    const seenByRiverside = (await queueOf(riversideMod)).map((item) => item.id);
    expect(seenByRiverside).toContain(fromRiverside.id);
    expect(seenByRiverside).not.toContain(fromHillview.id);
    expect(seenByRiverside).not.toContain(fromPublic.id);
    expect((await queueOf(riversideMod)).every((item) => item.organizationId === riverside)).toBe(true);

    const seenByHillview = (await queueOf(hillviewMod)).map((item) => item.id);
    expect(seenByHillview).toEqual(expect.arrayContaining([fromHillview.id]));
    expect(seenByHillview).not.toContain(fromRiverside.id);
  });

  it("get 404 deciding or sanctioning another district's item, or a public one, and change nothing", async () => {
    const fromHillview = (await reportedPostBy(hugo)).item;
    const fromPublic = (await reportedPostBy(pia)).item;
    for (const item of [fromHillview, fromPublic]) {
      const decided = await moderation.act(riversideMod, item.id, 'hide');
      expect(decided.status).toBe(404);
      expect(await errorOf(decided)).toBe(ITEM_NOT_FOUND);
      const sanctioned = await moderation.sanction(riversideMod, item.id, {
        kind: 'warning',
        reason: 'Please be kind to others.',
      });
      expect(sanctioned.status).toBe(404);
    }
    const stillPending = (await queueOf(platformMod)).map((item) => item.id);
    expect(stillPending).toEqual(expect.arrayContaining([fromHillview.id, fromPublic.id]));
  });

  it("get 404 lifting a mute given over another district's item", async () => {
    const fromHillview = (await reportedPostBy(hugo)).item;
    const muted = await moderation.sanction(hillviewMod, fromHillview.id, {
      kind: 'mute',
      durationHours: 24,
      reason: 'Please be kind to others.',
    });
    expect(muted.status).toBe(201);
    const { id } = (await muted.json()) as { id: string };
    const lifted = await moderation.lift(riversideMod, id);
    expect(lifted.status).toBe(404);
    expect(await errorOf(lifted)).toBe(SANCTION_NOT_FOUND);
    expect((await moderation.lift(hillviewMod, id)).status).toBe(200);
  });

  it('decide their own items as before', async () => {
    const { item } = await reportedPostBy(rosa);
    const kept = await decidedItem(await moderation.act(riversideMod, item.id, 'keep'));
    expect(kept).toMatchObject({ status: 'approved', organizationId: riverside });
  });
});

describe('platform moderators and admins', () => {
  it('see every district and the public community, and which district each item is', async () => {
    const fromRiverside = (await reportedPostBy(rosa)).item;
    const fromHillview = (await reportedPostBy(hugo)).item;
    const fromPublic = (await reportedPostBy(pia)).item;
    for (const staff of [platformMod, platformAdmin]) {
      const seen = new Map((await queueOf(staff)).map((item) => [item.id, item.organizationId]));
      expect(seen.get(fromRiverside.id)).toBe(riverside);
      expect(seen.get(fromHillview.id)).toBe(hillview);
      expect(seen.get(fromPublic.id)).toBeNull();
    }
  });

  it("decide a district's items too", async () => {
    const { item } = await reportedPostBy(hugo);
    expect((await moderation.act(platformMod, item.id, 'keep')).status).toBe(200);
  });
});

describe("what a district's moderator escalates", () => {
  async function escalatedByRiverside(author: Someone = rosa): Promise<ModerationItem> {
    const { item } = await reportedPostBy(author);
    const notes = 'Names a classmate; the school should look at this.';
    await decidedItem(await moderation.act(riversideMod, item.id, 'escalate', { notes }));
    return item;
  }

  it("reaches Riverside's organization admin with what the moderator saw and wrote, and not Hillview's", async () => {
    const item = await escalatedByRiverside();
    const [shown] = (await escalationsOf(riversideAdmin)).filter((found) => found.id === item.id);
    expect(shown).toMatchObject({
      status: 'flagged',
      organizationId: riverside,
      content: { content: item.content.content },
      reason: 'Unkind or hurtful',
      reportedBy: { firstName: 'Rae' },
    });
    expect(shown?.history.at(-1)).toMatchObject({
      action: 'escalate',
      by: { firstName: 'Rima' },
      notes: 'Names a classmate; the school should look at this.',
    });
    expect((await escalationsOf(hillviewAdmin)).map((found) => found.id)).not.toContain(item.id);
  });

  it('is decided by their organization admin, and the forum hears of it', async () => {
    const item = await escalatedByRiverside();
    const hidden = await decidedItem(await orgDecide(riversideAdmin, item.id, 'hide'));
    expect(hidden).toMatchObject({ status: 'rejected', visibility: 'removed' });
    const decision = DecisionMade.schema.parse(await moderation.decisionAbout(item.id, 2)).payload;
    expect(decision).toMatchObject({ decision: 'hide', moderatorId: riversideAdmin.id });
    expect((await escalationsOf(riversideAdmin)).map((found) => found.id)).not.toContain(item.id);
  });

  it("is not the other district's organization admin's to decide: 404", async () => {
    const item = await escalatedByRiverside();
    const answer = await orgDecide(hillviewAdmin, item.id, 'hide');
    expect(answer.status).toBe(404);
    expect(await errorOf(answer)).toBe(ITEM_NOT_FOUND);
    expect((await escalationsOf(riversideAdmin)).map((found) => found.id)).toContain(item.id);
  });

  it('can still be decided by a platform admin, so nothing waits on one person', async () => {
    const item = await escalatedByRiverside();
    const seen = (await queueOf(platformAdmin, 'flagged')).map((found) => found.id);
    expect(seen).toContain(item.id);
    expect((await moderation.act(platformAdmin, item.id, 'keep')).status).toBe(200);
  });

  it("is no longer a moderator's to decide, not even Riverside's own", async () => {
    const item = await escalatedByRiverside();
    expect((await moderation.act(riversideMod, item.id, 'keep')).status).toBe(409);
  });

  it('needs the crisis risk named and confirmed before the organization admin makes it public', async () => {
    const content = post(rosa);
    await moderation.screened(content, 'crisis');
    const item = await moderation.itemOf(content, riversideMod);
    await decidedItem(await moderation.act(riversideMod, item.id, 'escalate'));
    const unconfirmed = await orgDecide(riversideAdmin, item.id, 'publish', { notes: 'Supportive words.' });
    expect(unconfirmed.status).toBe(400);
    expect(await errorOf(unconfirmed)).toBe(CONFIRM_RISK_FIRST);
    const confirmed = await orgDecide(riversideAdmin, item.id, 'publish', {
      notes: 'Supportive words.',
      confirmRisk: true,
    });
    expect((await decidedItem(confirmed)).visibility).toBe('public');
  });

  it('leaves the organization admin nothing to decide on items that are not escalated', async () => {
    const { item } = await reportedPostBy(rosa);
    const answer = await orgDecide(riversideAdmin, item.id, 'hide');
    expect(answer.status).toBe(409);
    expect(await errorOf(answer)).toBe(
      'This item is no longer escalated, so it is not yours to decide now. Its moderators have it.',
    );
  });
});

describe("the organization admin's calls", () => {
  it('are theirs alone: 403 for everyone else, 401 signed out', async () => {
    for (const other of [rosa, riversideMod, platformMod, platformAdmin]) {
      expect((await escalations(other)).status).toBe(403);
      expect((await moderation.get(other, '/api/org/figures/moderation')).status).toBe(403);
      expect((await orgDecide(other, randomUUID(), 'hide')).status).toBe(403);
    }
    expect((await moderation.get(null, '/api/org/escalations')).status).toBe(401);
  });

  it("keep them out of the moderators' queue", async () => {
    const response = await moderation.get(riversideAdmin, '/api/admin/moderation');
    expect(response.status).toBe(403);
  });
});

describe("a district's moderation load", () => {
  // A Saturday; the week began on Sunday the 15th.
  const now = new Date('2026-11-21T23:00:00.000Z');
  let figures: Moderation;

  beforeAll(async () => {
    figures = await startModeration({ now: () => now });
  });
  afterAll(async () => {
    await figures.stop();
  });

  const figuresOf = async (as: Someone) => {
    const response = await figures.get(as, '/api/org/figures/moderation', { 'x-timezone': 'UTC' });
    expect(response.status).toBe(200);
    return DistrictModerationFigures.parse(await response.json());
  };

  it('shows "fewer than 10" for a school under 10 youth authors, counts from 10 on, and only its own district', async () => {
    const southYouth = Array.from({ length: 10 }, (_, index) => someone('youth', `South${index}`));
    const northYouth = [someone('youth', 'North0'), someone('youth', 'North1')];
    const hillviewYouth = Array.from({ length: 12 }, (_, index) => someone('youth', `Hill${index}`));
    for (const youth of southYouth) await figures.joined(youth, riverside, southSchool);
    for (const youth of northYouth) await figures.joined(youth, riverside, northSchool);
    for (const youth of hillviewYouth) await figures.joined(youth, hillview, hillviewHigh);
    await figures.joined(riversideAdmin, riverside);
    await figures.joined(riversideMod, riverside);
    await membershipsKnown(figures, [riversideMod]);

    // The North school's two youth wrote 12 items between them: still "fewer than 10" children.
    const posts = [
      ...southYouth.map((youth) => post(youth)),
      ...Array.from({ length: 12 }, (_, index) => post(northYouth[index % 2] as Someone)),
      ...hillviewYouth.map((youth) => post(youth)),
    ];
    for (const content of posts) await figures.reported(reporter, content, 'Unkind or hurtful');
    const counted = await figures.eventually(
      () => figuresOf(riversideAdmin),
      (shown) => shown.schools.length === 2 && shown.schools.some((school) => school.openNow === 10),
    );
    expect(counted.schools).toEqual(
      [
        { schoolId: southSchool, enteredThisWeek: 10, openNow: 10 },
        { schoolId: northSchool, enteredThisWeek: FEWER_THAN_10, openNow: FEWER_THAN_10 },
      ].sort((a, b) => a.schoolId.localeCompare(b.schoolId)),
    );

    // Riverside's moderator's own dashboard counts Riverside's 22 items, not Hillview's 12.
    const dashboard = await figures.get(riversideMod, '/api/moderation/figures', { 'x-timezone': 'UTC' });
    expect(ModerationFigures.parse(await dashboard.json()).pending).toBe(22);
  });
});
