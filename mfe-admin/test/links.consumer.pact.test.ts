import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ApiError } from '@heartwise/web-runtime';
import { serverMessage, setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchPendingLinks, rejectLink } from '../src/api/links.js';

const { atLeastLike, fromProviderState, like, regex, timestamp, uuid } = MatchersV3;

// The admin dashboard's Linking tab against Pact's mock of svc-identity; verified against the real
// service (svc-identity/test/mfe-admin.provider.pact.test.ts), whose states make the requests the
// way the product does: a parent signs up and asks to link with a youth by username.
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const REQUESTED = 'an admin is signed in and a parent asked to link with a youth';
const ASKED_FOR_NOBODY = 'an admin is signed in and a parent asked to link with a username nobody has';
const ACCEPTED = "an admin is signed in and a youth already accepted their parent's link request";

const LINK_ID = '8c0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a08';
const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** Rejecting the link the provider state made (`linkId`). */
const rejectPath = fromProviderState(
  '/api/admin/links/${linkId}/reject',
  `/api/admin/links/${LINK_ID}/reject`,
);

const aPerson = (id: string, username: string, firstName: string) => ({
  id: uuid(id),
  username: like(username),
  firstName: like(firstName),
  lastName: like('Silva'),
});

/** Jo's request to link with Riley; `extra` is what its status changes. */
const aLink = (status: string, extra: Record<string, unknown> = {}) => ({
  id: uuid(LINK_ID),
  status,
  parent: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02', 'kind-cloud-88', 'Jo'),
  youth: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01', 'brave-river42715', 'Riley'),
  youthUsername: like('brave-river42715'),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  approvedAt: null,
  endedAt: null,
  ...extra,
});

describe('mfe-admin, as a consumer of svc-identity: the Linking tab', () => {
  it('lists the pending link requests with both people named', async () => {
    await pact
      .addInteraction()
      .given(REQUESTED)
      .uponReceiving('linking: the pending link requests')
      .withRequest('GET', '/api/admin/links', (request) => request.query({ status: 'pending' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(atLeastLike(aLink('pending'), 1)),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [link] = await fetchPendingLinks();
        expect(link?.status).toBe('pending');
        expect(link?.parent.firstName).toBe('Jo');
        expect(link?.youth?.username).toBe('brave-river42715');
      });
  });

  it('lists a request for a username nobody has, with no youth and the name asked for', async () => {
    await pact
      .addInteraction()
      .given(ASKED_FOR_NOBODY)
      .uponReceiving('linking: a pending request naming no youth')
      .withRequest('GET', '/api/admin/links', (request) => request.query({ status: 'pending' }))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody(
            atLeastLike(aLink('pending', { youth: null, youthUsername: like('made-up-name12345') }), 1),
          ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [link] = await fetchPendingLinks();
        expect(link?.youth).toBeNull();
        expect(link?.youthUsername).toBe('made-up-name12345');
      });
  });

  it('rejects a request and gets the link back rejected', async () => {
    await pact
      .addInteraction()
      .given(REQUESTED)
      .uponReceiving('linking: a pending request rejected')
      .withRequest('POST', rejectPath)
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aLink('rejected')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const link = await rejectLink(LINK_ID);
        expect(link.status).toBe('rejected');
        expect(link.approvedAt).toBeNull();
      });
  });

  it('is told in a sentence that the youth already answered the request', async () => {
    await pact
      .addInteraction()
      .given(ACCEPTED)
      .uponReceiving('linking: rejecting a request the youth already accepted')
      .withRequest('POST', rejectPath)
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like('This link request has already been answered.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await rejectLink(LINK_ID).catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(409);
        expect(serverMessage(error, '')).toMatch(/already been answered/);
      });
  });
});
