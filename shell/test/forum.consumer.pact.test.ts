import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { exportMyForumData } from '../src/api/account.js';
import { isoDate, jsonContentType } from './support/shapes.js';

const { atLeastLike, integer, like, regex, uuid } = MatchersV3;

// The forum part of "Download my data", through the shell's real client, against Pact's mock of
// svc-forum; verified against the real service in svc-forum/test/forum.provider.pact.test.ts.
const pact = new PactV4({
  consumer: 'heartwise-shell',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

describe('the shell, as a consumer of svc-forum', () => {
  it("downloads the forum part of 'Download my data'", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in and has started a thread')
      .uponReceiving("a request for the signed-in person's forum data")
      .withRequest('GET', '/api/forum/export')
      .willRespondWith(200, (response) =>
        response.headers(jsonContentType).jsonBody({
          exportedAt: isoDate('2026-11-21T10:00:00.000Z'),
          threads: atLeastLike(
            {
              id: uuid('4d0f3b21-7c8e-4f90-8b1c-2d3e4f5a6b72'),
              title: like('I feel calmer after a walk'),
              content: like('A short walk after school helps me reset.'),
              tags: atLeastLike('Body & Health', 0, 1),
              status: regex('active|flagged|archived', 'active'),
              replyCount: integer(0),
              createdAt: isoDate('2026-11-21T10:00:00.000Z'),
              updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
            },
            1,
          ),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const part = await exportMyForumData();
        expect(part.threads[0]?.title).toBe('I feel calmer after a walk');
      });
  });
});
