import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { HELPLINE_COUNTRY_HEADER } from '@heartwise/contracts';
import { fetchHelplines, setApiBaseUrl, setChosenHelplineCountry } from '@heartwise/web-runtime';
import { exportMyWellnessData } from '../src/api/account.js';
import { isoDate, jsonContentType } from './support/shapes.js';

const { atLeastLike, boolean, like, regex, uuid } = MatchersV3;

// The wellness part of "Download my data" and the header's "Get help now", through the real
// clients, against Pact's mock of svc-wellness; verified against the real service in
// svc-wellness/test/wellness.provider.pact.test.ts.
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

  it("reads the helplines for 'Get help now', without anyone signed in", async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the helplines')
      .withRequest('GET', '/api/wellness/helplines')
      .willRespondWith(200, (response) =>
        response.headers(jsonContentType).jsonBody(
          // Some helplines have a web address and some do not: only name and contact are promised.
          atLeastLike({ name: like('A trusted adult'), contact: like('A parent or school counsellor') }, 1),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const helplines = await fetchHelplines();
        expect(helplines[0]?.name).toBe('A trusted adult');
      });
  });

  it("asks for the helplines of the country the person chose (issue 19's header)", async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the helplines of someone in the UK')
      .withRequest('GET', '/api/wellness/helplines', (request) =>
        request.headers({ [HELPLINE_COUNTRY_HEADER]: 'GB' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonContentType)
          .jsonBody(
            atLeastLike({ name: like('Samaritans'), contact: like('Call 116 123, free, day or night') }, 1),
          ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        setChosenHelplineCountry('GB');
        try {
          const helplines = await fetchHelplines();
          expect(helplines[0]?.name).toBe('Samaritans');
        } finally {
          setChosenHelplineCountry(null);
        }
      });
  });
});
