import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ApiError } from '@heartwise/web-runtime';
import { serverMessage, setApiBaseUrl } from '@heartwise/web-runtime';
import { decideEscalation, fetchEscalations } from '../src/api/escalations.js';
import { fetchModerationFigures } from '../src/api/figures.js';
import { isoDate, jsonType, zoned } from './support/pact-matchers.js';

const { boolean, eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

// mfe-portal's real API client for Escalations and the dashboard's moderation load against Pact's
// mock of svc-moderation; verified against the real service
// (svc-moderation/test/mfe-portal.provider.pact.test.ts), whose states make items the way the product
// does: identity places the people in Riverside, a report or screening's hold arrives as a forum
// event, and Riverside's moderator escalates it over HTTP.
const pact = new PactV4({
  consumer: 'mfe-portal',
  provider: 'svc-moderation',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

// Each state gives { itemId }.
const ESCALATED = "Riverside's organization admin is signed in and its moderator escalated a reported thread";
const CRISIS_ESCALATED =
  "Riverside's organization admin is signed in and its moderator escalated a thread with crisis words";
const DECIDED_FIRST =
  "Riverside's organization admin is signed in and a platform admin kept a thread its moderator escalated";

const ITEM_ID = 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0001';
const sendsJson = { 'Content-Type': 'application/json' };
/** A figure: a number, or the words for under 10 youth. */
const figure = regex('^(\\d+|fewer than 10)$', 'fewer than 10');
const decisionPath = (decision: string) =>
  fromProviderState(
    `/api/org/escalations/\${itemId}/${decision}`,
    `/api/org/escalations/${ITEM_ID}/${decision}`,
  );

const aPerson = (firstName: string, username: string) => ({
  firstName: like(firstName),
  username: like(username),
});

/** A thread Mia reported and Riverside's moderator escalated with a note: held, waiting for an administrator. */
const anEscalatedThread = (extra: Record<string, unknown> = {}) => ({
  id: uuid(ITEM_ID),
  contentType: 'thread',
  status: 'flagged',
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
  content: {
    title: like('Nobody gets it'),
    content: like('Some days everything feels like too much.'),
    user: { ...aPerson('Jo', 'jo-1'), lastName: like('Park') },
  },
  reportedBy: aPerson('Mia', 'mia-2'),
  reason: like('Names a classmate'),
  kind: 'report',
  visibility: 'held',
  priority: 'medium',
  reporters: integer(1),
  editRequested: boolean(false),
  editAwaitingReview: boolean(false),
  history: eachLike({
    action: 'escalate',
    by: aPerson('Rima', 'rima-3'),
    at: isoDate('2026-11-21T10:15:00.000Z'),
    notes: like('The school should look at this.'),
  }),
  authorSanctions: [],
  contentId: uuid('aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0002'),
  threadId: uuid('aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0002'),
  threadTitle: like('Nobody gets it'),
  organizationId: uuid('c0a80101-0000-4000-8000-000000000001'),
  ...extra,
});

/** What a decision answers: the whole item, now decided, its history one entry longer. */
const aDecided = (status: string, visibility: string, extra: Record<string, unknown> = {}) =>
  anEscalatedThread({
    status,
    visibility,
    history: eachLike({
      action: like('escalate'),
      by: aPerson('Rima', 'rima-3'),
      at: isoDate('2026-11-21T10:15:00.000Z'),
    }),
    ...extra,
  });

/** A thread screening held for crisis words, escalated: High priority, nobody reported it. */
const crisis = () => {
  const {
    reportedBy: _reportedBy,
    reason: _reason,
    ...thread
  } = aDecided('approved', 'public', {
    kind: 'crisis',
    priority: 'high',
    reporters: integer(0),
  });
  return thread;
};

describe('mfe-portal, as a consumer of svc-moderation: escalations', () => {
  it("lists what the district's moderators escalated, with what they saw and wrote", async () => {
    await pact
      .addInteraction()
      .given(ESCALATED)
      .uponReceiving("escalations: the district's escalated items")
      .withRequest('GET', '/api/org/escalations')
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(eachLike(anEscalatedThread())))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [item] = await fetchEscalations();
        expect(item).toMatchObject({ status: 'flagged', kind: 'report' });
        expect(item?.history[0]).toMatchObject({
          action: 'escalate',
          notes: 'The school should look at this.',
        });
      });
  });

  it('keeps an escalated thread up, with no body', async () => {
    await pact
      .addInteraction()
      .given(ESCALATED)
      .uponReceiving('escalations: the organization admin keeps a thread')
      .withRequest('POST', decisionPath('keep'))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aDecided('approved', 'public')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await decideEscalation(ITEM_ID, 'keep')).toMatchObject({
          status: 'approved',
          visibility: 'public',
        });
      });
  });

  it('hides an escalated thread with a message for its author', async () => {
    const messageToAuthor = 'Please talk to a counselor about what happened, Jo.';
    await pact
      .addInteraction()
      .given(ESCALATED)
      .uponReceiving('escalations: the organization admin hides a thread with a message for its author')
      .withRequest('POST', decisionPath('hide'), (request) =>
        request.headers(sendsJson).jsonBody({ messageToAuthor }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(aDecided('rejected', 'removed')),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideEscalation(ITEM_ID, 'hide', { messageToAuthor });
        expect(item).toMatchObject({ status: 'rejected', visibility: 'removed' });
      });
  });

  it('makes crisis words public only with a reason and the risk confirmed', async () => {
    const notes = 'Song lyrics; talked it through with Jo and the counselor.';
    await pact
      .addInteraction()
      .given(CRISIS_ESCALATED)
      .uponReceiving('escalations: the organization admin makes an escalated crisis thread public')
      .withRequest('POST', decisionPath('publish'), (request) =>
        request.headers(sendsJson).jsonBody({ notes, confirmRisk: true }),
      )
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(crisis()))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideEscalation(ITEM_ID, 'publish', { notes, confirmRisk: true });
        expect(item).toMatchObject({ status: 'approved', visibility: 'public', kind: 'crisis' });
      });
  });

  it('is told in a sentence when the item is no longer escalated', async () => {
    await pact
      .addInteraction()
      .given(DECIDED_FIRST)
      .uponReceiving('escalations: the organization admin decides a thread someone decided first')
      .withRequest('POST', decisionPath('keep'))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: like(
            'This item is no longer escalated, so it is not yours to decide now. Its moderators have it.',
          ),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await decideEscalation(ITEM_ID, 'keep').catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(409);
        expect(serverMessage(error, '')).not.toBe('');
      });
  });
});

describe('mfe-portal, as a consumer of svc-moderation: the dashboard', () => {
  it('reads the moderation load per school, a figure under 10 youth as words', async () => {
    await pact
      .addInteraction()
      .given(ESCALATED)
      .uponReceiving('the district dashboard: moderation load per school')
      .withRequest('GET', '/api/org/figures/moderation', (request) => request.headers(zoned))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          schools: eachLike({
            schoolId: uuid('c0a80101-0000-4000-8000-000000000011'),
            enteredThisWeek: figure,
            openNow: figure,
          }),
          computedAt: isoDate('2026-11-21T10:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const figures = await fetchModerationFigures();
        expect(figures.schools[0]).toMatchObject({
          enteredThisWeek: 'fewer than 10',
          openNow: 'fewer than 10',
        });
      });
  });
});
