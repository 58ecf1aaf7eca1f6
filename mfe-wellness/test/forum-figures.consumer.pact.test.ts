import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchForumActivity } from '../src/api/overview.js';
import { discussionThemesQuery } from '../src/pages/parent-dashboard/discussionThemesQuery.js';

const { eachLike, integer, like } = MatchersV3;

// The two forum figures the wellness dashboards show (the youth's Pause and Post card, the parent's
// discussion themes), read by mfe-wellness's real client from Pact's mock of svc-forum; verified
// against the real service in svc-forum/test/mfe-forum.provider.pact.test.ts.
const pact = new PactV4({
  consumer: 'mfe-wellness',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const DISCUSSION = 'a youth named Sam is signed in, and Mia started a discussion that Leo replied to';

describe('mfe-wellness, as a consumer of svc-forum', () => {
  it('reads how many discussions the community has', async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('forum figures: a request for the forum activity')
      .withRequest('GET', '/api/forum/activity')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          discussions: integer(1),
          mine: { threads: integer(0), replies: integer(0) },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchForumActivity()).discussions).toBe(1);
      });
  });

  it("reads the community's discussion themes", async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('forum figures: a request for the discussion themes')
      .withRequest('GET', '/api/forum/themes')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({ group: like('Emotions & Feelings'), threads: integer(1), share: integer(100) }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const fetchThemes = discussionThemesQuery.queryFn;
        if (!fetchThemes) throw new Error('the themes query has no fetcher');
        // react-query hands the fetcher its key; the client needs nothing else.
        const themes = await fetchThemes({ queryKey: discussionThemesQuery.queryKey } as never);
        expect(themes[0]?.share).toBe(100);
      });
  });
});
