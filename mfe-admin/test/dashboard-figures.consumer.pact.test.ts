import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchForumFigures, fetchWellnessFigures } from '../src/api/figures.js';

const { eachLike, integer, number, regex } = MatchersV3;

// The admin dashboard's Analytics against Pact's mocks of svc-wellness and svc-forum; verified by
// svc-wellness/test/mfe-admin-figures.provider.pact.test.ts and svc-forum/test/mfe-admin-figures.provider.pact.test.ts.
const pactWith = (provider: string) =>
  new PactV4({ consumer: 'mfe-admin', provider, dir: resolve(process.cwd(), 'pacts'), logLevel: 'warn' });

const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** A weekly trend (issue 19): its 8 weeks, each a Sunday and a count. */
const aTrend = (count: number) =>
  eachLike({ weekStart: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-15'), count: integer(count) }, 8);

// Every call carries the browser's zone (the figures' "this week" is the caller's).
const zoned = { 'x-timezone': regex('.+', 'Europe/London') };

describe('mfe-admin, as a consumer of svc-wellness: Analytics', () => {
  it("reads the community's average ratings (a number where there are check-ins, null where there are none) and how many the app prompted", async () => {
    await pactWith('svc-wellness')
      .addInteraction()
      .given("an admin is signed in and a youth answered the app's prompt with one pre check-in rated 4")
      .uponReceiving('the admin dashboard: check-in figures')
      .withRequest('GET', '/api/wellness/admin/figures', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          checkIns: {
            pre: { count: integer(1), prompted: integer(1), averageRating: number(4) },
            post: { count: 0, prompted: 0, averageRating: null },
            postPost: { count: 0, prompted: 0, averageRating: null },
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchWellnessFigures();
        expect(figures.checkIns.pre.averageRating).toBe(4);
        expect(figures.checkIns.pre.prompted).toBe(1);
        expect(figures.checkIns.postPost.averageRating).toBeNull();
      });
  });
});

describe('mfe-admin, as a consumer of svc-forum: Analytics', () => {
  it('reads thread and reply totals by status and the threads started this week', async () => {
    const counts = { total: integer(1), active: integer(1), flagged: integer(0), archived: integer(0) };
    await pactWith('svc-forum')
      .addInteraction()
      .given('an admin is signed in and a youth started a thread')
      .uponReceiving('the admin dashboard: forum figures')
      .withRequest('GET', '/api/forum/admin/figures', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          threads: counts,
          replies: counts,
          threadsThisWeek: integer(1),
          // Issue 19: what members can see, what they cannot, and threads started per week.
          visibleThreads: integer(1),
          hiddenThreads: integer(0),
          visibleReplies: integer(1),
          threadsStarted: aTrend(1),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchForumFigures();
        expect(figures.threads.total).toBe(1);
        expect(figures.threadsThisWeek).toBe(1);
        expect(figures.visibleThreads).toBe(1);
        expect(figures.threadsStarted).toHaveLength(8);
      });
  });
});
