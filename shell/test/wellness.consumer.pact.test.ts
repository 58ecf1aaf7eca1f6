import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/ui-kit';
import { exportMyWellnessData } from '../src/api/account.js';
import { isoDate, jsonContentType } from './support/shapes.js';

const { atLeastLike, boolean, regex, uuid } = MatchersV3;

// The wellness part of "Download my data", through the shell's real client, against Pact's mock
// of svc-wellness; verified against the real service in svc-wellness/test/wellness.provider.pact.test.ts.
const pact = new PactV4({
  consumer: 'heartwise-shell',
  provider: 'svc-wellness',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

describe('the shell, as a consumer of svc-wellness', () => {
  it("downloads the wellness part of 'Download my data'", async () => {
    await pact
      .addInteraction()
      .given("a youth is signed in and has opened today's habits")
      .uponReceiving("a request for the signed-in person's wellness data")
      .withRequest('GET', '/api/wellness/export')
      .willRespondWith(200, (response) =>
        response.headers(jsonContentType).jsonBody({
          exportedAt: isoDate('2026-11-21T10:00:00.000Z'),
          habits: atLeastLike(
            {
              id: uuid('3c9e2a10-6b7d-4e8f-9a0b-1c2d3e4f5a61'),
              habitType: regex('water|exercise|outdoor|nutrition|sleep', 'water'),
              completed: boolean(false),
              date: regex('\\d{4}-\\d{2}-\\d{2}', '2026-11-21'),
              frequency: regex('daily|weekly', 'daily'),
              createdAt: isoDate('2026-11-21T10:00:00.000Z'),
            },
            1,
          ),
          // Nothing else was done yet: every other kind of record is there, and empty.
          kindness: [],
          microActivityCompletions: [],
          checkIns: [],
          emotionSessions: [],
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const part = await exportMyWellnessData();
        expect(part.habits[0]?.habitType).toBe('water');
        expect(part.checkIns).toEqual([]);
      });
  });
});
