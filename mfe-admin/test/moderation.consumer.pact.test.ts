import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ModerationStatus } from '@heartwise/contracts';
import type { ApiError } from '@heartwise/ui-kit';
import { serverMessage, setApiBaseUrl } from '@heartwise/ui-kit';
import { decideModerationItem, fetchModerationQueue } from '../src/api/moderation.js';

const { atLeastLike, boolean, eachLike, fromProviderState, integer, like, regex, timestamp, uuid } =
  MatchersV3;

// mfe-admin's real API client for Content Moderation and the admin's Review against Pact's mock of
// svc-moderation; verified against the real service (svc-moderation/test/mfe-admin.provider.pact.test.ts),
// whose states seed items the way the product does: a member's report arrives as a forum event.
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-moderation',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const REPORTED = 'a moderator is signed in and a member reported a thread';
const DECIDED = (status: 'approved' | 'rejected') =>
  `a moderator is signed in and has ${status} a reported thread`;
const ESCALATED_FOR_ADMIN = 'an admin is signed in and a moderator flagged a reported thread';
const ESCALATED_FOR_MODERATOR = 'a moderator is signed in and another moderator flagged a reported thread';

const ITEM_ID = 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0001';
const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** The item the provider state made (`itemId`). */
const decisionPath = (action: string) =>
  fromProviderState(
    `/api/admin/moderation/\${itemId}/${action}`,
    `/api/admin/moderation/${ITEM_ID}/${action}`,
  );

const aPerson = (firstName: string, username: string) => ({
  firstName: like(firstName),
  username: like(username),
});
const anEntry = (action: string, notes?: string) => ({
  action,
  by: aPerson('Mo', 'mo-3'),
  at: isoDate('2026-11-21T10:15:00.000Z'),
  ...(notes === undefined ? {} : { notes }),
});

/** A thread Mia reported, in the SPEC item shape; `extra` is what its status adds. */
const aReportedThread = (status: ModerationStatus, extra: Record<string, unknown> = {}) => ({
  id: uuid(ITEM_ID),
  contentType: 'thread',
  status,
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
  content: {
    title: like('Nobody gets it'),
    content: like('Some days everything feels like too much.'),
    user: { ...aPerson('Jo', 'jo-1'), lastName: like('Park') },
  },
  reportedBy: aPerson('Mia', 'mia-2'),
  reason: like('Unkind or hurtful'),
  priority: regex('high|medium', 'medium'),
  reporters: integer(1),
  editRequested: boolean(false),
  history: [],
  ...extra,
});

const REJECT_NOTE = 'Content violates community guidelines';
const FLAG_NOTE = 'Flagged for further review';

describe('mfe-admin, as a consumer of svc-moderation: the queue by status', () => {
  const lists: Array<{ status: ModerationStatus; state: string; item: Record<string, unknown> }> = [
    { status: 'pending', state: REPORTED, item: aReportedThread('pending') },
    {
      status: 'flagged',
      state: ESCALATED_FOR_ADMIN,
      item: aReportedThread('flagged', {
        moderatorNotes: like(FLAG_NOTE),
        history: eachLike(anEntry('flag', FLAG_NOTE)),
      }),
    },
    // An approval without a note leaves no moderator notes: the item's shape says only what is always there.
    {
      status: 'approved',
      state: DECIDED('approved'),
      item: aReportedThread('approved', { history: eachLike(anEntry('approve')) }),
    },
    {
      status: 'rejected',
      state: DECIDED('rejected'),
      item: aReportedThread('rejected', {
        moderatorNotes: like(REJECT_NOTE),
        history: eachLike(anEntry('reject', REJECT_NOTE)),
      }),
    },
  ];

  for (const { status, state, item } of lists) {
    it(`reads the ${status} items`, async () => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(`content moderation: the ${status} items`)
        .withRequest('GET', '/api/admin/moderation', (request) => request.query({ status }))
        .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(atLeastLike(item, 1)))
        .executeTest(async (mock) => {
          setApiBaseUrl(mock.url);
          const items = await fetchModerationQueue(status);
          expect(items[0]?.status).toBe(status);
          expect(items[0]?.reportedBy?.username).toBe('mia-2');
        });
    });
  }
});

describe('mfe-admin, as a consumer of svc-moderation: decisions', () => {
  it("asks a pending item's author to edit it, with the moderator's own note", async () => {
    const note = 'Please leave out the name of your classmate.';
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('content moderation: a moderator asks the author to edit a pending thread')
      .withRequest('POST', decisionPath('request-edit'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ notes: note }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('pending', {
            editRequested: true,
            moderatorNotes: note,
            history: [anEntry('request-edit', note)],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'request-edit', note);
        expect(item).toMatchObject({ status: 'pending', editRequested: true, moderatorNotes: note });
      });
  });

  it("rejects a pending item with SPEC's note", async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('content moderation: a pending thread rejected')
      .withRequest('POST', decisionPath('reject'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ notes: REJECT_NOTE }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('rejected', {
            moderatorNotes: REJECT_NOTE,
            history: [anEntry('reject', REJECT_NOTE)],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'reject');
        expect(item.status).toBe('rejected');
        expect(item.history.map((entry) => entry.notes)).toEqual([REJECT_NOTE]);
      });
  });

  it("flags a pending item for an administrator with SPEC's note", async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('content moderation: a pending thread flagged')
      .withRequest('POST', decisionPath('flag'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ notes: FLAG_NOTE }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody(
            aReportedThread('flagged', { moderatorNotes: FLAG_NOTE, history: [anEntry('flag', FLAG_NOTE)] }),
          ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await decideModerationItem(ITEM_ID, 'flag')).status).toBe('flagged');
      });
  });

  it('approves a pending item with no note and so no body', async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('content moderation: a pending thread approved')
      .withRequest('POST', decisionPath('approve'))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(aReportedThread('approved', { history: [anEntry('approve')] })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'approve');
        expect(item.status).toBe('approved');
        expect(item.history[0]?.notes).toBeUndefined();
      });
  });

  it('lets an admin approve an escalated item', async () => {
    await pact
      .addInteraction()
      .given(ESCALATED_FOR_ADMIN)
      .uponReceiving('content moderation: an admin approves a flagged thread')
      .withRequest('POST', decisionPath('approve'))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('approved', {
            moderatorNotes: like(FLAG_NOTE),
            history: [anEntry('flag', FLAG_NOTE), { ...anEntry('approve'), by: aPerson('Ada', 'ada-4') }],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'approve');
        expect(item.history.map((entry) => entry.action)).toEqual(['flag', 'approve']);
      });
  });

  it("is told in a sentence that a flagged item is the administrators' to decide", async () => {
    await pact
      .addInteraction()
      .given(ESCALATED_FOR_MODERATOR)
      .uponReceiving('content moderation: a moderator rejects a flagged thread')
      .withRequest('POST', decisionPath('reject'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ notes: REJECT_NOTE }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: like(
            "This item was flagged for an administrator's review, so only an administrator can decide it now.",
          ),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await decideModerationItem(ITEM_ID, 'reject').catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(409);
        expect(serverMessage(error, '')).toMatch(/administrator/);
      });
  });
});
