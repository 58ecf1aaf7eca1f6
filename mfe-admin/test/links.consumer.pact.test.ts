import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ApiError } from '@heartwise/ui-kit';
import { serverMessage, setApiBaseUrl } from '@heartwise/ui-kit';
import { decideLink, fetchPendingLinks, type LinkDecision } from '../src/api/links.js';

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
const ACCEPTED = "an admin is signed in and a youth already accepted their parent's link request";

const LINK_ID = '8c0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a08';
const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** The link the provider state made (`linkId`). */
const decisionPath = (decision: LinkDecision) =>
  fromProviderState(`/api/admin/links/\${linkId}/${decision}`, `/api/admin/links/${LINK_ID}/${decision}`);

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
  youth: aPerson('6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01', 'brave-river-427', 'Riley'),
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
        expect(link?.youth.username).toBe('brave-river-427');
      });
  });

  it('approves a request and gets the link back approved, with when', async () => {
    await pact
      .addInteraction()
      .given(REQUESTED)
      .uponReceiving('linking: a pending request approved')
      .withRequest('POST', decisionPath('approve'))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody(aLink('approved', { approvedAt: isoDate('2026-11-21T10:05:00.000Z') })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const link = await decideLink(LINK_ID, 'approve');
        expect(link.status).toBe('approved');
        expect(link.approvedAt).toBe('2026-11-21T10:05:00.000Z');
      });
  });

  it('rejects a request and gets the link back rejected', async () => {
    await pact
      .addInteraction()
      .given(REQUESTED)
      .uponReceiving('linking: a pending request rejected')
      .withRequest('POST', decisionPath('reject'))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aLink('rejected')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const link = await decideLink(LINK_ID, 'reject');
        expect(link.status).toBe('rejected');
        expect(link.approvedAt).toBeNull();
      });
  });

  it('is told in a sentence that the request was already answered', async () => {
    await pact
      .addInteraction()
      .given(ACCEPTED)
      .uponReceiving('linking: approving a request the youth already accepted')
      .withRequest('POST', decisionPath('approve'))
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like('This link request has already been answered.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await decideLink(LINK_ID, 'approve').catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(409);
        expect(serverMessage(error, '')).toMatch(/already been answered/);
      });
  });
});
