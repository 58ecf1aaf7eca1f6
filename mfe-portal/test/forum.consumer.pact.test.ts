import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { FEWER_THAN_10 } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchForumFigures } from '../src/api/figures.js';
import { isoDate, jsonType, zoned } from './support/pact-matchers.js';

const { eachLike, integer, uuid } = MatchersV3;

// The district dashboard's Pause and Post figures: mfe-portal's real API client against Pact's
// mock of svc-forum, verified by svc-forum/test/mfe-portal.provider.pact.test.ts (identity's events
// place the youth in a school of the admin's district; they write through the real calls).
const pact = new PactV4({
  consumer: 'mfe-portal',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const SCHOOL_ID = 'c0a80101-0000-4000-8000-000000000011';

describe('mfe-portal, as a consumer of svc-forum: the district dashboard', () => {
  it('reads a school where 10 or more youth posted as numbers', async () => {
    await pact
      .addInteraction()
      .given(
        'an organization admin is signed in, and ten youth of a school of their district each started a discussion and replied this week',
      )
      .uponReceiving('the district dashboard: forum figures of a school where ten youth posted')
      .withRequest('GET', '/api/org/figures/forum', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          schools: eachLike({
            schoolId: uuid(SCHOOL_ID),
            threads: integer(10),
            replies: integer(10),
            youthWhoPosted: integer(10),
          }),
          computedAt: isoDate('2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchForumFigures();
        expect(figures.schools[0]).toMatchObject({ threads: 10, youthWhoPosted: 10 });
      });
  });

  it('reads every figure of a school where fewer than 10 youth posted as the words, never a number', async () => {
    await pact
      .addInteraction()
      .given(
        'an organization admin is signed in, and three youth of a school of their district each started a discussion this week',
      )
      .uponReceiving('the district dashboard: forum figures of a school where three youth posted')
      .withRequest('GET', '/api/org/figures/forum', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          // Not eachLike: the words are matched exactly, not as any string.
          schools: [
            {
              schoolId: uuid(SCHOOL_ID),
              threads: FEWER_THAN_10,
              replies: FEWER_THAN_10,
              youthWhoPosted: FEWER_THAN_10,
            },
          ],
          computedAt: isoDate('2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [school] = (await fetchForumFigures()).schools;
        expect(school).toEqual({
          schoolId: SCHOOL_ID,
          threads: FEWER_THAN_10,
          replies: FEWER_THAN_10,
          youthWhoPosted: FEWER_THAN_10,
        });
      });
  });
});
