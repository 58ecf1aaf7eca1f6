import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { startWellness, type Person, type Wellness } from './support/wellness-harness.js';

// Verifies mfe-admin's pact (the admin dashboard's check-in figures) against the real svc-wellness
// on embedded adapters: a youth answers the app's prompt through the real call, an admin reads the figures.
let wellness: Wellness;
let caller: Person | undefined;

beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T12:00:00.000Z' });
});
afterAll(async () => {
  await wellness.stop();
});

describe('svc-wellness, as the provider of mfe-admin', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-wellness',
      providerBaseUrl: wellness.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-admin-svc-wellness.json')],
      logLevel: 'warn',
      stateHandlers: {
        "an admin is signed in and a youth answered the app's prompt with one pre check-in rated 4":
          async () => {
            const youth = wellness.person({ role: 'youth' });
            const reply = await youth.call('POST', '/api/emotional-checkins', {
              emotionLabel: 'joy',
              emotionRating: 4,
              prompted: true,
            });
            expect(reply.status).toBeLessThan(300);
            caller = wellness.person({ role: 'admin' });
          },
      },
      requestFilter: (req, _res, next) => {
        if (caller) req.headers.authorization = caller.authorization;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
