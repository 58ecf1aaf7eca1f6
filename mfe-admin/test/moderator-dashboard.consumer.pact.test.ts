import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ContentType, ModerationDecision } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchForumActivity, fetchModerationFigures } from '../src/api/figures.js';

const { eachLike, integer, like, regex, timestamp, uuid } = MatchersV3;

// The moderator dashboard's Overview and Reports (and the admin overview's content reviews) against
// Pact's mocks of svc-moderation and svc-forum; verified by svc-moderation/test/mfe-admin.provider.pact.test.ts
// and svc-forum/test/mfe-admin-figures.provider.pact.test.ts.
const pactWith = (provider: string) =>
  new PactV4({ consumer: 'mfe-admin', provider, dir: resolve(process.cwd(), 'pacts'), logLevel: 'warn' });

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** One of an enum's values, matched as a pattern so any of them verifies. */
const oneOf = (options: readonly string[], example: string) => regex(`^(${options.join('|')})$`, example);
/** A weekly trend (issue 19): its 8 weeks, each a Sunday and a count. */
const aTrend = (count: number) =>
  eachLike({ weekStart: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-15'), count: integer(count) }, 8);

// "Today" and "this week" are the caller's: every figures call carries the browser's zone.
const zoned = { 'x-timezone': regex('.+', 'Europe/London') };

describe('mfe-admin, as a consumer of svc-moderation: the moderator dashboard', () => {
  it("reads the queue's counts, today's reviews, the latest decisions, this week and the reasons", async () => {
    await pactWith('svc-moderation')
      .addInteraction()
      .given('a moderator is signed in and has hidden a thread a member reported today')
      .uponReceiving('the moderator dashboard: moderation figures')
      .withRequest('GET', '/api/moderation/figures', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          pending: integer(2),
          flagged: integer(1),
          reviewedToday: integer(1),
          approved: integer(0),
          contentReviews: integer(1),
          recentActivity: eachLike({
            itemId: uuid('aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0001'),
            action: oneOf(ModerationDecision.options, 'hide'),
            contentType: oneOf(ContentType.options, 'thread'),
            by: { firstName: like('Mo'), username: like('mo-3') },
            at: isoDate('2026-11-21T10:15:00.000Z'),
          }),
          thisWeek: {
            total: integer(3),
            pending: integer(2),
            flagged: integer(0),
            approved: integer(0),
            rejected: integer(1),
          },
          commonReasons: eachLike({
            reason: like('Unkind or hurtful'),
            count: integer(1),
            percent: integer(100),
          }),
          // Issue 19: this week's reports and decisions as they were made, and their last 8 weeks.
          week: {
            reports: {
              total: integer(1),
              fromMembers: integer(1),
              fromScreening: integer(0),
              reasons: eachLike({
                reason: like('Unkind or hurtful'),
                count: integer(1),
                percent: integer(100),
              }),
            },
            decisions: {
              total: integer(1),
              approved: integer(0),
              rejected: integer(1),
              escalated: integer(0),
              editRequested: integer(0),
            },
          },
          trends: {
            reports: aTrend(1),
            decisions: aTrend(1),
            approvals: aTrend(0),
            rejections: aTrend(1),
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchModerationFigures();
        expect(figures.reviewedToday).toBe(1);
        expect(figures.recentActivity[0]).toMatchObject({ action: 'hide', by: { firstName: 'Mo' } });
        expect(figures.commonReasons[0]).toEqual({ reason: 'Unkind or hurtful', count: 1, percent: 100 });
        expect(figures.week?.decisions.rejected).toBe(1);
        expect(figures.trends?.decisions).toHaveLength(8);
      });
  });
});

describe('mfe-admin, as a consumer of svc-forum: the moderator dashboard', () => {
  it('reads how many discussions the community can see', async () => {
    await pactWith('svc-forum')
      .addInteraction()
      .given('a moderator is signed in and a youth started a thread')
      .uponReceiving("the moderator dashboard: the forum's activity")
      .withRequest('GET', '/api/forum/activity')
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody({ discussions: integer(1), mine: { threads: integer(0), replies: integer(0) } }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const activity = await fetchForumActivity();
        expect(activity.discussions).toBe(1);
      });
  });
});
