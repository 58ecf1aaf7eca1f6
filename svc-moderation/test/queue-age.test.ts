import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueueAge } from '@heartwise/contracts';
import {
  post,
  someone,
  startModeration,
  type Moderation,
  type Someone,
} from './support/moderation-harness.js';

/** "Oldest waiting" on the moderator dashboard (issue 19): computed by the service over the whole queue. */
let clock = new Date('2026-11-20T12:00:00.000Z');
let moderation: Moderation;
const jo = someone('youth', 'Jo');
const mia = someone('youth', 'Mia');
const mo = someone('moderator', 'Mo');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [jo, mia, mo]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

async function age(as: Someone = mo): Promise<QueueAge> {
  const response = await moderation.get(as, '/api/moderation/queue-age');
  expect(response.status).toBe(200);
  return QueueAge.parse(await response.json());
}

async function reportedAt(at: string) {
  clock = new Date(at);
  const content = post(jo);
  await moderation.reported(mia, content, 'Unkind or hurtful', at);
  return { content, item: await moderation.itemOf(content, mo, 'pending') };
}

describe('how long the oldest pending item has waited', () => {
  it('is nothing on an empty queue', async () => {
    expect(await age()).toEqual({ pending: 0, oldestWaitingSince: null, oldestWaitingMinutes: null });
  });

  it('counts from the item that entered the queue first, in whole minutes to now', async () => {
    const first = await reportedAt('2026-11-20T10:00:00.000Z');
    await reportedAt('2026-11-20T11:30:00.000Z');
    clock = new Date('2026-11-20T12:05:30.000Z');
    expect(await age()).toEqual({
      pending: 2,
      oldestWaitingSince: '2026-11-20T10:00:00.000Z',
      oldestWaitingMinutes: 125,
    });

    // Decided, it stops waiting; reported again, it waits from the new report, not from its first.
    clock = new Date('2026-11-20T12:10:00.000Z');
    expect((await moderation.act(mo, first.item.id, 'keep')).status).toBe(200);
    expect((await age()).oldestWaitingSince).toBe('2026-11-20T11:30:00.000Z');
    clock = new Date('2026-11-20T12:30:00.000Z');
    await moderation.reported(jo, first.content, 'Spam or off-topic', '2026-11-20T12:30:00.000Z');
    await moderation.itemOf(first.content, mo, 'pending');
    clock = new Date('2026-11-20T13:00:00.000Z');
    expect(await age()).toEqual({
      pending: 2,
      oldestWaitingSince: '2026-11-20T11:30:00.000Z',
      oldestWaitingMinutes: 90,
    });
  });

  it('is for moderators and admins only', async () => {
    const response = await moderation.get(jo, '/api/moderation/queue-age');
    expect(response.status).toBe(403);
  });
});
