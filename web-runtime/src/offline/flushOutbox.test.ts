import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { flushOutbox } from './flushOutbox.js';
import type { KeptTap } from './keptTap.js';
import { keepTap, keptTaps, removeEverything, takeReport } from './outboxStore.js';

const ROBIN = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';

let made = 0;
const tap = (accountId: string, activity: string): KeptTap => {
  made += 1;
  return {
    clientRef: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    accountId,
    kind: 'kindness',
    request: {
      method: 'POST',
      url: '/api/daily-compassion-check/toggle',
      body: { activityId: activity, done: true },
    },
    timeZone: 'Europe/London',
    keptAt: new Date().toISOString(),
  };
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
  timeZone: string | undefined;
}

/** A server that knows who the cookie is and answers each tap as `answer` says (default 200). */
function server(
  signedIn: string | null,
  answer: (body: unknown, index: number) => number | 'no-network' = () => 200,
) {
  const sent: Sent[] = [];
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    await Promise.resolve();
    if (!init.method) {
      return signedIn
        ? Response.json({ id: signedIn })
        : Response.json({ message: 'Please sign in' }, { status: 401 });
    }
    const body: unknown = JSON.parse(String(init.body));
    const status = answer(body, sent.length);
    if (status === 'no-network') throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    sent.push({ url, method: init.method, body, timeZone: headers.get('x-timezone') ?? undefined });
    return status === 200
      ? Response.json(['baby-me'])
      : Response.json({ message: 'That activity does not exist.' }, { status });
  };
  return { sent, send };
}

const activities = (taps: KeptTap[]) =>
  taps.map((kept) => (kept.request.body as { activityId: string }).activityId);

beforeEach(async () => {
  await removeEverything();
  await takeReport(ROBIN);
});

describe('the device outbox, when the connection returns', () => {
  it('sends every kept tap oldest first, each once, with the time zone it was made in', async () => {
    for (const activity of ['baby-me', 'body-thanks', 'strong-me']) await keepTap(tap(ROBIN, activity));
    const { sent, send } = server(ROBIN);

    const result = await flushOutbox({ send });

    expect(sent.map(({ body }) => (body as { activityId: string }).activityId)).toEqual([
      'baby-me',
      'body-thanks',
      'strong-me',
    ]);
    expect(sent.every(({ timeZone }) => timeZone === 'Europe/London')).toBe(true);
    expect(result.sent.size).toBe(3);
    expect(result.stoppedBy).toBeNull();
    expect(await keptTaps()).toEqual([]);
    expect(await takeReport(ROBIN)).toEqual({ accountId: ROBIN, sent: 3, refused: [] });
  });

  it("never sends one person's tap with another person's cookie, and does not keep it", async () => {
    await keepTap(tap(SAM, 'baby-me'));
    await keepTap(tap(ROBIN, 'strong-me'));
    const { sent, send } = server(ROBIN);

    const result = await flushOutbox({ send });

    expect(sent.map(({ body }) => (body as { activityId: string }).activityId)).toEqual(['strong-me']);
    expect(result.discarded).toBe(1);
    expect(await keptTaps()).toEqual([]);
  });

  it('keeps everything while nobody is signed in', async () => {
    await keepTap(tap(ROBIN, 'baby-me'));
    const { sent, send } = server(null);

    const result = await flushOutbox({ send });

    expect(result.stoppedBy).toBe('signed-out');
    expect(sent).toEqual([]);
    expect(activities(await keptTaps())).toEqual(['baby-me']);
  });

  it('stops at the first tap the network cannot carry, keeping it and the ones after it in order', async () => {
    for (const activity of ['baby-me', 'body-thanks', 'strong-me']) await keepTap(tap(ROBIN, activity));
    const { sent, send } = server(ROBIN, (_body, index) => (index === 1 ? 'no-network' : 200));

    const result = await flushOutbox({ send });

    expect(result.stoppedBy).toBe('offline');
    expect(sent).toHaveLength(1);
    expect(activities(await keptTaps())).toEqual(['body-thanks', 'strong-me']);
  });

  it('waits behind a server that cannot take a tap now (503), without skipping it', async () => {
    for (const activity of ['baby-me', 'body-thanks']) await keepTap(tap(ROBIN, activity));
    const { send } = server(ROBIN, () => 503);

    expect((await flushOutbox({ send })).stoppedBy).toBe('unavailable');
    expect(activities(await keptTaps())).toEqual(['baby-me', 'body-thanks']);
  });

  it("drops a tap the server refuses, reports it with the server's words, and sends the rest", async () => {
    for (const activity of ['baby-me', 'body-thanks']) await keepTap(tap(ROBIN, activity));
    const { sent, send } = server(ROBIN, (_body, index) => (index === 0 ? 400 : 200));

    const result = await flushOutbox({ send });

    expect(sent).toHaveLength(2);
    expect(result.refused).toEqual([
      expect.objectContaining({ kind: 'kindness', status: 400, message: 'That activity does not exist.' }),
    ]);
    expect(await keptTaps()).toEqual([]);
    const report = await takeReport(ROBIN);
    expect(report?.sent).toBe(1);
    expect(report?.refused).toHaveLength(1);
    // Told once.
    expect(await takeReport(ROBIN)).toBeUndefined();
  });

  it('two flushers at once (two tabs, or a tab and the worker) send each tap exactly once', async () => {
    for (const activity of ['baby-me', 'body-thanks', 'strong-me', 'kindness-for-me'])
      await keepTap(tap(ROBIN, activity));
    const { sent, send } = server(ROBIN);

    await Promise.all([flushOutbox({ send }), flushOutbox({ send }), flushOutbox({ send })]);

    expect(sent.map(({ body }) => (body as { activityId: string }).activityId)).toEqual([
      'baby-me',
      'body-thanks',
      'strong-me',
      'kindness-for-me',
    ]);
  });
});
