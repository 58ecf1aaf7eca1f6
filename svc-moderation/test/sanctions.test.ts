import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorBody, SanctionIssued, SanctionLifted } from '@heartwise/contracts';
import {
  answeredSanction,
  someone,
  startModeration,
  type Moderation,
  type Someone,
} from './support/moderation-harness.js';

/** The sanction ladder: moderators warn, mute or suspend the author of a queue item, and lift it. */
let clock = new Date('2026-11-21T12:00:00.000Z');
let moderation: Moderation;
const mia = someone('youth', 'Mia');
const mo = someone('moderator', 'Mo');
const max = someone('moderator', 'Max');
const ada = someone('admin', 'Ada');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [mia, mo, max, ada]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

/** A new member and a post of theirs Mia reported, pending in the queue. */
async function reportedMember(author: Someone = someone('youth', 'Jo', 'Park')) {
  await moderation.registered(author);
  const { item } = await moderation.reportedPost({
    author,
    reporter: mia,
    viewer: mo,
    reason: 'Unkind or hurtful',
  });
  return { author, item };
}

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ErrorBody.parse(await response.json()).message;
}

const itemNow = async (itemId: string) => {
  for (const status of ['pending', 'flagged', 'approved', 'rejected'] as const) {
    const found = (await moderation.queue(mo, status)).find((item) => item.id === itemId);
    if (found) return found;
  }
  throw new Error('no item');
};

describe("a moderator sanctions a reported post's author", () => {
  it('mutes them for a day: the member is told by the forum, and the item shows it', async () => {
    const { author, item } = await reportedMember();
    clock = new Date('2026-11-21T12:00:00.000Z');

    const muted = await answeredSanction(
      await moderation.sanction(mo, item.id, {
        kind: 'mute',
        durationHours: 24,
        reason: '  Repeated name-calling  ',
      }),
      201,
    );
    expect(muted).toEqual({
      id: expect.any(String),
      kind: 'mute',
      reason: 'Repeated name-calling',
      issuedAt: '2026-11-21T12:00:00.000Z',
      endsAt: '2026-11-22T12:00:00.000Z',
      liftedAt: null,
      issuedBy: { firstName: 'Mo', username: mo.username },
    });
    const issued = SanctionIssued.schema.parse(await moderation.sanctionEvent('issued', muted.id));
    expect(issued.payload).toEqual({
      sanctionId: muted.id,
      memberId: author.id,
      kind: 'mute',
      reason: 'Repeated name-calling',
      issuedBy: mo.id,
      issuedAt: '2026-11-21T12:00:00.000Z',
      endsAt: '2026-11-22T12:00:00.000Z',
      itemId: item.id,
    });

    // A warning later: the item lists the author's sanctions, newest first.
    clock = new Date('2026-11-21T12:30:00.000Z');
    const warned = await answeredSanction(
      await moderation.sanction(max, item.id, { kind: 'warning', reason: 'Please keep it kind' }),
      201,
    );
    expect(warned).toMatchObject({ kind: 'warning', endsAt: null, issuedBy: { firstName: 'Max' } });
    expect((await itemNow(item.id)).authorSanctions.map((sanction) => sanction.id)).toEqual([
      warned.id,
      muted.id,
    ]);
  });

  it('suspends for a week, and an admin may sanction too', async () => {
    const { item } = await reportedMember();
    clock = new Date('2026-11-21T12:00:00.000Z');
    const suspended = await answeredSanction(
      await moderation.sanction(ada, item.id, { kind: 'suspension', durationHours: 168, reason: 'Threats' }),
      201,
    );
    expect(suspended).toMatchObject({ kind: 'suspension', endsAt: '2026-11-28T12:00:00.000Z' });
  });

  it('asks for what the ladder needs: a reason, a length for a mute or suspension, none for a warning', async () => {
    const { item } = await reportedMember();
    expect(await refused(await moderation.sanction(mo, item.id, { kind: 'mute', reason: 'Spam' }), 400)).toBe(
      'Please choose how long it lasts',
    );
    expect(
      await refused(
        await moderation.sanction(mo, item.id, { kind: 'warning', durationHours: 24, reason: 'Spam' }),
        400,
      ),
    ).toBe('A warning has no duration');
    expect(
      await refused(await moderation.sanction(mo, item.id, { kind: 'warning', reason: '   ' }), 400),
    ).toBe('Please give the reason: the member is shown it');
    expect(
      (await moderation.sanction(mo, item.id, { kind: 'mute', durationHours: 5, reason: 'Spam' })).status,
    ).toBe(400);
    expect((await moderation.sanction(mo, item.id, { kind: 'ban', reason: 'Spam' })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const about = moderation.sanctionEvents.filter(
      (event) => SanctionIssued.schema.safeParse(event).data?.payload.itemId === item.id,
    );
    expect(about).toEqual([]);
  });

  it('refuses sanctioning yourself, an unknown item, and anyone but staff', async () => {
    const { item } = await reportedMember(max);
    expect(
      await refused(await moderation.sanction(max, item.id, { kind: 'warning', reason: 'Oops' }), 409),
    ).toBe('You cannot warn, mute or suspend yourself. Another moderator or an administrator can.');
    expect(
      (
        await moderation.sanction(mo, 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0aff', {
          kind: 'warning',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await moderation.sanction(mia, item.id, { kind: 'warning', reason: 'x' })).status).toBe(403);
    expect((await moderation.sanction(null, item.id, { kind: 'warning', reason: 'x' })).status).toBe(401);
  });
});

describe('lifting a sanction', () => {
  it('ends a mute early, once; a warning has nothing to lift', async () => {
    const { author, item } = await reportedMember();
    clock = new Date('2026-11-21T12:00:00.000Z');
    const muted = await answeredSanction(
      await moderation.sanction(mo, item.id, { kind: 'mute', durationHours: 72, reason: 'Spam' }),
      201,
    );
    clock = new Date('2026-11-21T15:00:00.000Z');
    const lifted = await answeredSanction(await moderation.lift(max, muted.id), 200);
    expect(lifted).toMatchObject({
      id: muted.id,
      liftedAt: '2026-11-21T15:00:00.000Z',
      issuedBy: { firstName: 'Mo' },
    });
    expect(SanctionLifted.schema.parse(await moderation.sanctionEvent('lifted', muted.id)).payload).toEqual({
      sanctionId: muted.id,
      memberId: author.id,
      liftedBy: max.id,
      liftedAt: '2026-11-21T15:00:00.000Z',
    });
    expect(await refused(await moderation.lift(mo, muted.id), 409)).toBe('This mute was already lifted.');

    const warned = await answeredSanction(
      await moderation.sanction(mo, item.id, { kind: 'warning', reason: 'Spam' }),
      201,
    );
    expect(await refused(await moderation.lift(mo, warned.id), 409)).toBe(
      'A warning has nothing to lift: it only told the member your reason.',
    );
    expect(
      (await itemNow(item.id)).authorSanctions.find((sanction) => sanction.id === muted.id)?.liftedAt,
    ).toBe('2026-11-21T15:00:00.000Z');
  });

  it('cannot lift what already ended by itself, or what does not exist', async () => {
    const { item } = await reportedMember();
    clock = new Date('2026-11-21T12:00:00.000Z');
    const suspended = await answeredSanction(
      await moderation.sanction(mo, item.id, { kind: 'suspension', durationHours: 24, reason: 'Threats' }),
      201,
    );
    clock = new Date('2026-11-23T12:00:00.000Z');
    expect(await refused(await moderation.lift(mo, suspended.id), 409)).toBe(
      'This suspension has already ended by itself.',
    );
    expect(await refused(await moderation.lift(mo, 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0aff'), 404)).toBe(
      "We couldn't find that sanction. It may have been removed.",
    );
    expect((await moderation.lift(mia, suspended.id)).status).toBe(403);
  });
});

describe('when a sanctioned member deletes their account', () => {
  it('their sanctions are erased with them', async () => {
    const { author, item } = await reportedMember();
    clock = new Date('2026-11-21T12:00:00.000Z');
    const muted = await answeredSanction(
      await moderation.sanction(mo, item.id, { kind: 'mute', durationHours: 720, reason: 'Spam' }),
      201,
    );
    await moderation.deleted(author);
    const shown = await moderation.eventually(
      () => itemNow(item.id),
      (found) => found.authorSanctions.length === 0,
    );
    expect(shown.content.user.username).toBe('anonymous');
    expect((await moderation.lift(mo, muted.id)).status).toBe(404);
    expect(
      await refused(await moderation.sanction(mo, item.id, { kind: 'warning', reason: 'Spam' }), 409),
    ).toBe('This member has deleted their account, so there is no one to sanction.');
  });
});
