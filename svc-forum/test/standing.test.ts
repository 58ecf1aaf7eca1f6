import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Method } from '@heartwise/contracts';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';
import { aboutThread, decided, lifted, sanctioned } from './support/moderation-events.js';

/**
 * The sanction ladder as svc-forum keeps and enforces it: moderation's `moderation.sanction.issued`
 * and `.lifted` events go into each member's standing, which they can always read, and the forum
 * itself refuses what a mute or a suspension stops.
 */
let clock = new Date('2026-11-21T09:30:00.000Z');
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served), { now: () => clock });

const calmWords = 'Lunch breaks are the hardest part of my day.';
const reason = 'You called another member names.';

/** Puts the sanction on the bus and waits until the member's standing has its notice. */
async function sanction(who: Member, kind: 'warning' | 'mute' | 'suspension', options = {}) {
  const event = sanctioned(who.id, kind, { reason, issuedAt: clock, ...options });
  const before = (await calls.standing(who)).notices.length;
  await forum.publish(event);
  await eventually(
    async () => (await calls.standing(who)).notices.length,
    (count) => count > before,
  );
  return (event.payload as { sanctionId: string }).sanctionId;
}

describe('a warning', () => {
  it("is told to the member with the moderator's reason, and changes nothing else", async () => {
    const ana = forum.member();
    await sanction(ana, 'warning');

    const standing = await calls.standing(ana);
    expect(standing.restriction).toBeNull();
    expect(standing.notices).toEqual([
      {
        id: expect.any(String),
        kind: 'warning',
        title: 'A moderator sent you a warning',
        message: expect.any(String),
        fromModerator: reason,
        at: clock.toISOString(),
        read: false,
      },
    ]);
    await calls.post(ana, calmWords);
  });
});

describe('a mute', () => {
  it('lets the member read but not post, reply, edit or report, and says until when in their own time zone', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const bens = await calls.post(ben, calmWords);
    const anas = await calls.post(ana, calmWords);
    await forum.publish(decided(aboutThread(anas), 'request-edit', 'report', { messageToAuthor: 'Fix it.' }));
    await sanction(ana, 'mute', { hours: 24 });

    expect((await calls.standing(ana)).restriction).toEqual({
      kind: 'mute',
      reason,
      until: '2026-11-22T09:30:00.000Z',
    });
    expect((await calls.standing(ana)).notices[0]).toMatchObject({
      kind: 'mute',
      title: 'A moderator paused your posting',
      fromModerator: reason,
      until: '2026-11-22T09:30:00.000Z',
    });
    const newYork = { 'x-timezone': 'America/New_York' };
    const refused: [Method, string, unknown][] = [
      ['post', '/api/forum/threads', { title: 'I feel tired all the time', content: calmWords }],
      ['post', `/api/forum/threads/${bens.id}/replies`, { content: 'Same for me.' }],
      ['put', `/api/forum/threads/${anas.id}`, { content: 'New words for my thread.' }],
      ['post', `/api/forum/threads/${bens.id}/report`, { reason: 'Spam or off-topic' }],
    ];
    for (const [method, path, body] of refused) {
      const answer = await ana.call(method.toUpperCase(), path, body, newYork);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(messageOf(answer)).toMatch(
        new RegExp(`^A moderator has paused your posting until Sunday, November 22 at 4:30\\sAM: ${reason}$`),
      );
    }
    expect(messageOf(await ana.call('POST', '/api/forum/threads', refused[0]?.[2]))).toMatch(/at 9:30\sAM/);

    // Reading, and the safety tools, stay open.
    expect(await calls.listed(ana, bens.id)).toBeDefined();
    expect(await calls.page(ana, bens.id)).toBeDefined();
    expect(
      (await ana.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: bens.id })).status,
    ).toBe(201);
  });

  it('ends by itself when its time is up, and ends early when lifted (even when the lift arrives first)', async () => {
    const ana = forum.member();
    await sanction(ana, 'mute', { hours: 24 });
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    expect((await calls.standing(ana)).restriction).toBeNull();
    await calls.post(ana, calmWords);

    const ben = forum.member();
    const muted = await sanction(ben, 'mute', { hours: 72 });
    await forum.publish(lifted(ben.id, muted, clock));
    const standing = await eventually(
      () => calls.standing(ben),
      (seen) => seen.restriction === null,
    );
    expect(standing.notices.map((notice) => notice.kind)).toEqual(['lifted', 'mute']);
    await calls.post(ben, calmWords);

    const cam = forum.member();
    const early = randomUUID();
    await forum.publish(lifted(cam.id, early, clock));
    await sanction(cam, 'mute', { hours: 72, sanctionId: early });
    expect((await calls.standing(cam)).restriction).toBeNull();
  });
});

describe('a suspension', () => {
  it("closes Pause and Post but the member's standing, their own data and deleting their posts", async () => {
    const ana = forum.member();
    const open = await calls.post(forum.member(), calmWords);
    const own = await calls.post(ana, calmWords);
    await sanction(ana, 'mute', { hours: 720 });
    await sanction(ana, 'suspension', { hours: 24 });

    // A suspension wins over a mute, even one that lasts longer.
    expect((await calls.standing(ana)).restriction).toMatchObject({ kind: 'suspension' });
    const closed: [string, string, unknown?][] = [
      ['GET', '/api/forum/topics'],
      ['GET', '/api/forum/threads'],
      ['GET', `/api/forum/threads/${open.id}`],
      ['POST', `/api/forum/threads/${open.id}/replies`, { content: 'Hello there.' }],
      ['POST', `/api/forum/threads/${open.id}/report`, { reason: 'Spam or off-topic' }],
      ['POST', '/api/forum/consent'],
      ['GET', '/api/forum/themes'],
      ['GET', '/api/forum/activity'],
      ['GET', '/api/forum/blocks'],
      ['POST', '/api/forum/blocks', { contentType: 'thread', contentId: open.id }],
    ];
    for (const [method, path, body] of closed) {
      const answer = await ana.call(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(messageOf(answer)).toMatch(/^A moderator has paused your access to Pause and Post until .*: /);
    }
    const open_: [string, string][] = [
      ['GET', '/api/forum/standing'],
      ['GET', '/api/forum/consent'],
      ['GET', '/api/forum/export'],
      ['DELETE', `/api/forum/threads/${own.id}`],
    ];
    for (const [method, path] of open_) {
      expect({ path, status: (await ana.call(method, path)).status }).toEqual({ path, status: 200 });
    }
  });
});

describe("the member's notices", () => {
  it('are newest first, at most 50, each told once however often its event comes, and marked read by their owner only', async () => {
    const ana = forum.member();
    const event = sanctioned(ana.id, 'warning', { reason, issuedAt: clock });
    await forum.publish(event);
    await forum.publish({ ...event, id: randomUUID() }); // the same sanction, published again
    for (let count = 1; count <= 54; count += 1) {
      await forum.publish(
        sanctioned(ana.id, 'warning', {
          reason: `Warning ${count}`,
          issuedAt: new Date(clock.getTime() + count * 1000),
        }),
      );
    }
    const { notices } = await eventually(
      () => calls.standing(ana),
      (standing) => standing.notices[0]?.fromModerator === 'Warning 54',
    );
    expect(notices).toHaveLength(50);
    expect(notices.map((notice) => notice.fromModerator).slice(0, 2)).toEqual(['Warning 54', 'Warning 53']);
    expect(notices.map((notice) => notice.at)).toEqual(
      [...notices.map((notice) => notice.at)].sort().reverse(),
    );

    const [newest] = notices;
    if (!newest) throw new Error('no notice');
    const ben = forum.member();
    expect((await ben.call('POST', `/api/forum/standing/notices/${newest.id}/read`)).status).toBe(404);
    expect(await ana.call('POST', `/api/forum/standing/notices/${newest.id}/read`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(
      (await calls.standing(ana)).notices.filter((notice) => notice.read).map((notice) => notice.id),
    ).toEqual([newest.id]);
    expect((await ana.call('POST', `/api/forum/standing/notices/${newest.id}/read`)).status).toBe(200);
    expect((await ana.call('POST', '/api/forum/standing/notices/not-a-notice/read')).status).toBe(404);
  });
});
