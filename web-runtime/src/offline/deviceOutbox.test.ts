import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { toggleKindness } from '@heartwise/contracts';
import { keptTapCount, sendOrKeep, signOutWithOutbox } from './deviceOutbox.js';
import { keptTaps, removeEverything } from './outboxStore.js';

const ROBIN = '11111111-1111-4111-8111-111111111111';
const tapOf = (activityId: 'baby-me' | 'strong-me') => ({
  body: { activityId, done: true, occurredAt: new Date().toISOString() },
});

let online = true;
let network: 'up' | 'down' = 'up';
const sent: string[] = [];

beforeEach(async () => {
  online = true;
  network = 'up';
  sent.length = 0;
  Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    await Promise.resolve();
    if (network === 'down') throw new TypeError('Failed to fetch');
    const url = String(input);
    if (!init.method || init.method === 'GET') return Response.json({ id: ROBIN });
    sent.push(`${init.method} ${url} ${String(init.body)}`);
    return Response.json(['baby-me']);
  }) as typeof fetch;
  await removeEverything();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis.navigator, 'onLine');
});

const flushed = async () => {
  // The flush started by a kept tap runs on its own: wait until the outbox is empty or stuck.
  for (let round = 0; round < 50 && (await keptTapCount()) > 0 && network === 'up'; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a tap on this device', () => {
  it('goes straight to the server when the connection is there and nothing waits', async () => {
    const result = await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    expect(result).toEqual({ kept: false, reply: ['baby-me'] });
    expect(sent).toHaveLength(1);
    expect(await keptTaps()).toEqual([]);
  });

  it('is kept, with its account and time zone, when the browser is offline, and nothing is sent', async () => {
    online = false;
    const result = await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    expect(result).toEqual({ kept: true });
    expect(sent).toEqual([]);
    const [kept] = await keptTaps();
    expect(kept).toMatchObject({
      accountId: ROBIN,
      kind: 'kindness',
      request: { method: 'POST', url: '/api/daily-compassion-check/toggle' },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('is kept when the network fails on the way, not lost', async () => {
    network = 'down';
    const result = await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    expect(result).toEqual({ kept: true });
    expect(await keptTapCount()).toBe(1);
  });

  it('waits behind taps already kept, so they reach the server in the order they were made', async () => {
    online = false;
    await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    online = true;
    // Online again, but an older tap still waits: this one queues behind it.
    const result = await sendOrKeep(toggleKindness, tapOf('strong-me'), {
      kind: 'kindness',
      accountId: ROBIN,
    });
    expect(result).toEqual({ kept: true });
    await flushed();
    expect(sent.map((line) => (line.includes('baby-me') ? 'baby-me' : 'strong-me'))).toEqual([
      'baby-me',
      'strong-me',
    ]);
    expect(await keptTaps()).toEqual([]);
  });

  it('with no known account is sent as before and never kept', async () => {
    network = 'down';
    await expect(
      sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: undefined }),
    ).rejects.toThrow(TypeError);
    expect(await keptTapCount()).toBe(0);
  });
});

describe('signing out on a shared device', () => {
  it('sends what is kept first, then signs out', async () => {
    online = false;
    await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    online = true;
    const order: string[] = [];
    const removed = await signOutWithOutbox(async () => {
      order.push(`signed out after ${sent.length} sent`);
    });
    expect(order).toEqual(['signed out after 1 sent']);
    expect(removed).toBe(0);
    expect(await keptTapCount()).toBe(0);
  });

  it('removes what could not be sent (and says so)', async () => {
    online = false;
    await sendOrKeep(toggleKindness, tapOf('baby-me'), { kind: 'kindness', accountId: ROBIN });
    // The gateway answers the sign-out, but the taps cannot go (the wellness service is down).
    online = true;
    globalThis.fetch = (async (_input: string | URL | Request, init: RequestInit = {}) =>
      !init.method || init.method === 'GET'
        ? Response.json({ id: ROBIN })
        : Response.json({ message: 'Wellness is resting' }, { status: 503 })) as typeof fetch;
    expect(await signOutWithOutbox(async () => undefined)).toBe(1);
    expect(await keptTapCount()).toBe(0);
  });
});
