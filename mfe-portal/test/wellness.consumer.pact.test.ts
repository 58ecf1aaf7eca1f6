import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { FEWER_THAN_10 } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchWellnessFigures } from '../src/api/figures.js';
import { isoDate, jsonType, zoned } from './support/pact-matchers.js';

const { eachLike, integer, number, uuid } = MatchersV3;

// The district dashboard's wellness figures: mfe-portal's real API client against Pact's mock of
// svc-wellness, verified by svc-wellness/test/mfe-portal.provider.pact.test.ts (identity's events
// place the youth in a school of the admin's district; they check in through the real calls).
const pact = new PactV4({
  consumer: 'mfe-portal',
  provider: 'svc-wellness',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const SCHOOL_ID = 'c0a80101-0000-4000-8000-000000000011';

describe('mfe-portal, as a consumer of svc-wellness: the district dashboard', () => {
  it('reads a school of 10 or more youth as numbers', async () => {
    await pact
      .addInteraction()
      .given(
        'an organization admin is signed in, and ten youth of a school of their district checked in, did a habit and practised this week',
      )
      .uponReceiving('the district dashboard: wellness figures of a school of ten youth')
      .withRequest('GET', '/api/org/figures/wellness', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          schools: eachLike({
            schoolId: uuid(SCHOOL_ID),
            checkInParticipation: integer(100),
            averageIntensity: number(4.5),
            habitCompletion: integer(25),
            practicesPerYouth: number(1),
          }),
          computedAt: isoDate('2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchWellnessFigures();
        expect(figures.schools[0]).toMatchObject({ checkInParticipation: 100, averageIntensity: 4.5 });
      });
  });

  it('reads every figure of a school of fewer than 10 youth as the words, never a number', async () => {
    await pact
      .addInteraction()
      .given(
        'an organization admin is signed in, and three youth of a school of their district checked in this week',
      )
      .uponReceiving('the district dashboard: wellness figures of a school of three youth')
      .withRequest('GET', '/api/org/figures/wellness', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          // Not eachLike: the words are matched exactly, not as any string.
          schools: [
            {
              schoolId: uuid(SCHOOL_ID),
              checkInParticipation: FEWER_THAN_10,
              averageIntensity: FEWER_THAN_10,
              habitCompletion: FEWER_THAN_10,
              practicesPerYouth: FEWER_THAN_10,
            },
          ],
          computedAt: isoDate('2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [school] = (await fetchWellnessFigures()).schools;
        expect(school).toEqual({
          schoolId: SCHOOL_ID,
          checkInParticipation: FEWER_THAN_10,
          averageIntensity: FEWER_THAN_10,
          habitCompletion: FEWER_THAN_10,
          practicesPerYouth: FEWER_THAN_10,
        });
      });
  });
});
