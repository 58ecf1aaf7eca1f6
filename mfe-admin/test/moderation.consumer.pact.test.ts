import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ModerationStatus } from '@heartwise/contracts';
import type { ApiError } from '@heartwise/web-runtime';
import { serverMessage, setApiBaseUrl } from '@heartwise/web-runtime';
import { decideModerationItem, fetchModerationQueue } from '../src/api/moderation.js';
import { issueSanction, liftSanction } from '../src/api/sanctions.js';

const {
  arrayContaining,
  boolean,
  eachLike,
  fromProviderState,
  integer,
  like,
  nullValue,
  regex,
  timestamp,
  uuid,
} = MatchersV3;

// mfe-admin's real API client for the review queue (Content Moderation, the moderator dashboard's
// Review Queue, the admin's Review) against Pact's mock of svc-moderation; verified against the real
// service (svc-moderation/test/mfe-admin.provider.pact.test.ts), whose states seed items the way the
// product does: a member's report or screening's hold arrives as a forum event.
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-moderation',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

// Each state gives { itemId } (and the mute { itemId, sanctionId }).
const REPORTED = 'a moderator is signed in and a member reported a thread';
const KEPT = 'a moderator is signed in and has kept a reported thread';
const HIDDEN = 'a moderator is signed in and has hidden a reported thread';
const ESCALATED_FOR_ADMIN = 'an admin is signed in and a moderator escalated a reported thread';
const ESCALATED_FOR_MODERATOR = 'a moderator is signed in and another moderator escalated a reported thread';
const CRISIS = 'a moderator is signed in and screening held a thread with crisis words';
const MUTED = 'a moderator is signed in and a member is muted for a day';

const ITEM_ID = 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0001';
const SANCTION_ID = 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0009';
const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const sendsJson = { 'Content-Type': 'application/json' };
/** The item the provider state made (`itemId`), and a path under it. */
const itemPath = (suffix: string) =>
  fromProviderState(
    `/api/admin/moderation/\${itemId}/${suffix}`,
    `/api/admin/moderation/${ITEM_ID}/${suffix}`,
  );

const aPerson = (firstName: string, username: string) => ({
  firstName: like(firstName),
  username: like(username),
});
const anEntry = (action: string, words: { notes?: string; messageToAuthor?: string } = {}) => ({
  action,
  by: aPerson('Mo', 'mo-3'),
  at: isoDate('2026-11-21T10:15:00.000Z'),
  ...words,
});
const byAnAdmin = (entry: ReturnType<typeof anEntry>) => ({ ...entry, by: aPerson('Ada', 'ada-4') });

/** Where the thread sits: its own id and title (a thread is its own discussion). */
const placement = {
  contentId: uuid('aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0002'),
  threadId: uuid('aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0002'),
  threadTitle: like('Nobody gets it'),
};

/** A thread Mia reported: reported content stays public while it waits. `extra` is what changed. */
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
  kind: 'report',
  visibility: 'public',
  priority: 'medium',
  reporters: integer(1),
  editRequested: boolean(false),
  editAwaitingReview: boolean(false),
  history: [],
  authorSanctions: [],
  ...placement,
  ...extra,
});

/** A thread screening held for crisis words: only its author sees it, High priority, nobody reported it. */
const aCrisisThread = (extra: Record<string, unknown> = {}) => {
  const {
    reportedBy: _reportedBy,
    reason: _reason,
    ...thread
  } = aReportedThread('pending', {
    kind: 'crisis',
    visibility: 'held',
    priority: 'high',
    reporters: integer(0),
    content: {
      title: like('I can not go on'),
      content: like("I want to disappear, I can't go on."),
      user: { ...aPerson('Jo', 'jo-1'), lastName: like('Park') },
    },
    threadTitle: like('I can not go on'),
    ...extra,
  });
  return thread;
};

const aMute = (extra: Record<string, unknown> = {}) => ({
  id: uuid(SANCTION_ID),
  kind: 'mute',
  reason: like('Unkind words to another member'),
  issuedAt: isoDate('2026-11-21T10:00:00.000Z'),
  endsAt: isoDate('2026-11-22T10:00:00.000Z'),
  liftedAt: nullValue(),
  issuedBy: aPerson('Mo', 'mo-3'),
  ...extra,
});

describe('mfe-admin, as a consumer of svc-moderation: the queue by status', () => {
  const lists: Array<{
    what: string;
    status: ModerationStatus;
    state: string;
    item: Record<string, unknown>;
  }> = [
    {
      what: 'a reported thread waiting',
      status: 'pending',
      state: REPORTED,
      item: aReportedThread('pending'),
    },
    { what: 'a thread held for crisis words', status: 'pending', state: CRISIS, item: aCrisisThread() },
    {
      what: 'an escalated thread, held for an administrator',
      status: 'flagged',
      state: ESCALATED_FOR_ADMIN,
      item: aReportedThread('flagged', { visibility: 'held', history: eachLike(anEntry('escalate')) }),
    },
    {
      what: 'a kept thread, still public',
      status: 'approved',
      state: KEPT,
      item: aReportedThread('approved', { history: eachLike(anEntry('keep')) }),
    },
    {
      what: 'a hidden thread, taken down',
      status: 'rejected',
      state: HIDDEN,
      item: aReportedThread('rejected', { visibility: 'removed', history: eachLike(anEntry('hide')) }),
    },
    {
      what: 'a reported thread whose author is muted (the mute decides nothing: it still waits)',
      status: 'pending',
      state: MUTED,
      item: aReportedThread('pending', { authorSanctions: arrayContaining(aMute()) }),
    },
  ];

  // "Contains an item like this": the list may hold other items the service keeps.
  for (const { what, status, state, item } of lists) {
    it(`reads the ${status} items: ${what}`, async () => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(`the review queue: the ${status} items, with ${what}`)
        .withRequest('GET', '/api/admin/moderation', (request) => request.query({ status }))
        .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(arrayContaining(item)))
        .executeTest(async (mock) => {
          setApiBaseUrl(mock.url);
          const [first] = await fetchModerationQueue(status);
          expect(first?.status).toBe(status);
          expect(first?.threadTitle).toBeTruthy();
        });
    });
  }
});

describe('mfe-admin, as a consumer of svc-moderation: decisions on a report', () => {
  it('keeps a reported thread with no body: it stays public', async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('the review queue: a moderator keeps a reported thread')
      .withRequest('POST', itemPath('keep'))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(aReportedThread('approved', { history: [anEntry('keep')] })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'keep');
        expect(item).toMatchObject({ status: 'approved', visibility: 'public' });
        expect(item.history[0]?.notes).toBeUndefined();
      });
  });

  it('hides a reported thread with a message for its author', async () => {
    const messageToAuthor = 'Please keep names of classmates out of your posts.';
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('the review queue: a moderator hides a reported thread with a message for its author')
      .withRequest('POST', itemPath('hide'), (request) =>
        request.headers(sendsJson).jsonBody({ messageToAuthor }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('rejected', {
            visibility: 'removed',
            history: [anEntry('hide', { messageToAuthor })],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'hide', { messageToAuthor });
        expect(item).toMatchObject({ status: 'rejected', visibility: 'removed' });
        expect(item.history[0]?.messageToAuthor).toBe(messageToAuthor);
      });
  });

  it('escalates a reported thread with no body: held for an administrator', async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('the review queue: a moderator escalates a reported thread')
      .withRequest('POST', itemPath('escalate'))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody(aReportedThread('flagged', { visibility: 'held', history: [anEntry('escalate')] })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await decideModerationItem(ITEM_ID, 'escalate')).toMatchObject({
          status: 'flagged',
          visibility: 'held',
        });
      });
  });

  it('asks the author of a reported thread for an edit: only they see it until then', async () => {
    const messageToAuthor = 'Please leave out the name of your classmate.';
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('the review queue: a moderator asks the author to edit a reported thread')
      .withRequest('POST', itemPath('request-edit'), (request) =>
        request.headers(sendsJson).jsonBody({ messageToAuthor }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('pending', {
            visibility: 'held',
            editRequested: true,
            history: [anEntry('request-edit', { messageToAuthor })],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'request-edit', { messageToAuthor });
        expect(item).toMatchObject({ status: 'pending', visibility: 'held', editRequested: true });
      });
  });
});

describe('mfe-admin, as a consumer of svc-moderation: escalations', () => {
  it('lets an admin keep an escalated thread', async () => {
    await pact
      .addInteraction()
      .given(ESCALATED_FOR_ADMIN)
      .uponReceiving('the review queue: an admin keeps an escalated thread')
      .withRequest('POST', itemPath('keep'))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('approved', {
            history: [anEntry('escalate'), byAnAdmin(anEntry('keep'))],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'keep');
        expect(item.history.map((entry) => entry.action)).toEqual(['escalate', 'keep']);
      });
  });

  it("tells a moderator in a sentence that an escalated thread is the administrators' to decide", async () => {
    await pact
      .addInteraction()
      .given(ESCALATED_FOR_MODERATOR)
      .uponReceiving('the review queue: a moderator tries to keep an escalated thread')
      .withRequest('POST', itemPath('keep'))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: like('This item was escalated, so only an administrator can decide it now.'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await decideModerationItem(ITEM_ID, 'keep').catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(409);
        expect(serverMessage(error, '')).toMatch(/administrator/);
      });
  });
});

describe('mfe-admin, as a consumer of svc-moderation: crisis words', () => {
  it('keeps a crisis thread private with support and a message for its author', async () => {
    const messageToAuthor = 'We read your post, Jo. You are not alone.';
    await pact
      .addInteraction()
      .given(CRISIS)
      .uponReceiving('the review queue: a moderator keeps a crisis thread private with support')
      .withRequest('POST', itemPath('support'), (request) =>
        request.headers(sendsJson).jsonBody({ messageToAuthor }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aCrisisThread({
            status: 'rejected',
            visibility: 'private',
            history: [anEntry('support', { messageToAuthor })],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'support', { messageToAuthor });
        expect(item).toMatchObject({ kind: 'crisis', status: 'rejected', visibility: 'private' });
      });
  });

  it('makes a crisis thread public only with a reason and the risk confirmed', async () => {
    const notes = 'Song lyrics; talked it through with Jo, who is safe.';
    await pact
      .addInteraction()
      .given(CRISIS)
      .uponReceiving('the review queue: a moderator makes a crisis thread public with the risk confirmed')
      .withRequest('POST', itemPath('publish'), (request) =>
        request.headers(sendsJson).jsonBody({ notes, confirmRisk: true }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aCrisisThread({
            status: 'approved',
            visibility: 'public',
            history: [anEntry('publish', { notes })],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'publish', { notes, confirmRisk: true });
        expect(item).toMatchObject({ kind: 'crisis', status: 'approved', visibility: 'public' });
      });
  });
});

describe('mfe-admin, as a consumer of svc-moderation: reversing a decision', () => {
  it('removes a kept thread, with a reason', async () => {
    const notes = 'Shares a phone number';
    await pact
      .addInteraction()
      .given(KEPT)
      .uponReceiving('the review queue: a moderator removes a kept thread with a reason')
      .withRequest('POST', itemPath('remove'), (request) => request.headers(sendsJson).jsonBody({ notes }))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          aReportedThread('rejected', {
            visibility: 'removed',
            history: [anEntry('keep'), anEntry('remove', { notes })],
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'remove', { notes });
        expect(item.history.map((entry) => entry.action)).toEqual(['keep', 'remove']);
      });
  });

  it('restores a hidden thread, with a reason', async () => {
    const notes = 'The report was a misunderstanding';
    await pact
      .addInteraction()
      .given(HIDDEN)
      .uponReceiving('the review queue: a moderator restores a hidden thread with a reason')
      .withRequest('POST', itemPath('restore'), (request) => request.headers(sendsJson).jsonBody({ notes }))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          .jsonBody(
            aReportedThread('approved', { history: [anEntry('hide'), anEntry('restore', { notes })] }),
          ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const item = await decideModerationItem(ITEM_ID, 'restore', { notes });
        expect(item).toMatchObject({ status: 'approved', visibility: 'public' });
      });
  });
});

describe('mfe-admin, as a consumer of svc-moderation: sanctions', () => {
  it("mutes a reported thread's author for a day, with the reason they are shown", async () => {
    const reason = 'Name-calling in a reply';
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving("the review queue: a moderator mutes a reported thread's author for a day")
      .withRequest('POST', itemPath('sanctions'), (request) =>
        request.headers(sendsJson).jsonBody({ kind: 'mute', durationHours: 24, reason }),
      )
      .willRespondWith(201, (response) => response.headers(jsonType).jsonBody(aMute({ reason })))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const sanction = await issueSanction(ITEM_ID, { kind: 'mute', durationHours: 24, reason });
        expect(sanction).toMatchObject({ kind: 'mute', reason, liftedAt: null });
        expect(sanction.endsAt).not.toBeNull();
      });
  });

  it("warns a reported thread's author: no duration, no end", async () => {
    const reason = 'Please be kind to other members';
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving("the review queue: a moderator warns a reported thread's author")
      .withRequest('POST', itemPath('sanctions'), (request) =>
        request.headers(sendsJson).jsonBody({ kind: 'warning', reason }),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody(aMute({ kind: 'warning', reason, endsAt: nullValue() })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const sanction = await issueSanction(ITEM_ID, { kind: 'warning', reason });
        expect(sanction).toMatchObject({ kind: 'warning', endsAt: null });
      });
  });

  it('lifts a mute early, with no body', async () => {
    await pact
      .addInteraction()
      .given(MUTED)
      .uponReceiving('the review queue: a moderator lifts a mute early')
      .withRequest(
        'POST',
        fromProviderState(
          '/api/admin/moderation/sanctions/${sanctionId}/lift',
          `/api/admin/moderation/sanctions/${SANCTION_ID}/lift`,
        ),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(aMute({ liftedAt: isoDate('2026-11-21T12:00:00.000Z') })),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const sanction = await liftSanction(SANCTION_ID);
        expect(sanction.liftedAt).not.toBeNull();
      });
  });
});
