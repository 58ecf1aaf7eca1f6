import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchLatestCheckIn } from '../src/api/checkins.js';

const { boolean, integer, like, regex, timestamp, uuid } = MatchersV3;

// Pause & Post opens once someone has checked in today: mfe-forum reads the latest check-in from
// svc-wellness (a JSON null before the first check-in is not expressible as a Pact body, so
// only the check-in case is pinned here). Verified against the real service in svc-wellness/test/mfe-wellness.provider.pact.test.ts.
const pact = new PactV4({
  consumer: 'mfe-forum',
  provider: 'svc-wellness',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

describe('mfe-forum, as a consumer of svc-wellness', () => {
  it("reads the latest check-in and its local day (today's opens Pause and Post)", async () => {
    await pact
      .addInteraction()
      .given("a youth is signed in and has checked in with 'joy' at 4 today")
      .uponReceiving('a request for the latest check-in, from Pause and Post')
      .withRequest('GET', '/api/emotional-checkins/latest', (request) =>
        request.headers({ 'x-timezone': regex('^[A-Za-z_]+(/[A-Za-z_+-]+)*$', 'UTC') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: uuid('9c0c1a52-3f0e-4c8e-9b51-6a2f0f1c0e01'),
          sessionId: uuid('8a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d01'),
          checkInType: regex('pre|post|post-post', 'pre'),
          emotionLabel: like('joy'),
          emotionRating: integer(4),
          intensity: integer(4),
          notes: like(''),
          // Whether it answered the app's prompt (issue 14): every check-in says so.
          prompted: boolean(false),
          date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-21'),
          createdAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchLatestCheckIn())?.date).toBe('2026-11-21');
      });
  });
});
