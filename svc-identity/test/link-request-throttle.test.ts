import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LINK_REQUEST_RECEIVED } from '@heartwise/contracts';
import { call, signUp, startIdentity, type Identity, type Person } from './support/identity-harness.js';

/**
 * Link requests are throttled per parent and per client address, with the defaults in force
 * (10 per parent and 30 per address an hour): enough for a family, too few for guessing names.
 */
let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

const KIND_REFUSAL = 'You have sent a lot of link requests. Please wait a while before sending another.';

let guesses = 0;
/** A parent asks for a username nobody has, from `address` (as the gateway would report it). */
function guess(parent: Person, address: string) {
  guesses += 1;
  return call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    body: { youthUsername: `made-up-name${guesses}` },
    forwardedFor: address,
  });
}

describe('asking to link, many times', () => {
  it('lets a parent ask 10 times in an hour, then refuses kindly and says when to try again', async () => {
    const parent = await signUp(identity, 'parent', 'Guesser');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await guess(parent, '198.51.100.1');
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ ok: true, message: LINK_REQUEST_RECEIVED });
    }
    // From another address too: the limit is the parent's.
    const refused = await guess(parent, '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: KIND_REFUSAL, retryAfterSeconds: expect.any(Number) });
    const wait = (refused.body as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(refused.headers['retry-after']).toBe(String(wait));

    // Another parent is not held up by it.
    expect((await guess(await signUp(identity, 'parent', 'Neighbour'), '198.51.100.3')).status).toBe(202);
  });

  it('lets one address send 30 requests in an hour, whichever parents send them', async () => {
    const address = '203.0.113.7';
    const parents = [
      await signUp(identity, 'parent', 'Ama'),
      await signUp(identity, 'parent', 'Bo'),
      await signUp(identity, 'parent', 'Cy'),
      await signUp(identity, 'parent', 'Di'),
    ];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await guess(parents[attempt % 3] as Person, address)).status).toBe(202);
    }
    const fourth = parents[3] as Person;
    const refused = await guess(fourth, address);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(KIND_REFUSAL);
    // The same parent from elsewhere is fine: it was the address that asked too often.
    expect((await guess(fourth, '203.0.113.8')).status).toBe(202);
  });
});
