import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { reportReasons } from '@heartwise/contracts';
import { ApiError, setApiBaseUrl } from '@heartwise/web-runtime';
import { blockAuthor, fetchBlocks, unblock } from '../src/api/blocks.js';
import { acceptGuidelines, fetchConsent } from '../src/api/consent.js';
import { askForHelp, deleteContent, removeContent } from '../src/api/content.js';
import { reportContent } from '../src/api/reports.js';
import { fetchStanding, markNoticeRead } from '../src/api/standing.js';
import {
  createReply,
  createThread,
  editReply,
  editThread,
  fetchThread,
  fetchThreads,
} from '../src/api/threads.js';
import { fetchTopics } from '../src/api/topics.js';
import { fetchFoundThreads } from '../src/api/search.js';

const { boolean, eachLike, equal, fromProviderState, integer, like, regex, timestamp, uuid } = MatchersV3;

// mfe-forum's real API client against Pact's mock of svc-forum; the pact file it writes is verified
// against the real service in the same run (svc-forum/test/mfe-forum.provider.pact.test.ts). Who is
// signed in is the provider state's business: the verifier adds that member's session cookie.
const pact = new PactV4({
  consumer: 'mfe-forum',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = regex('application/json.*', 'application/json; charset=utf-8');

const THREAD_ID = 'c0ffee00-1111-4222-8333-444455556666';
const REPLY_ID = 'c0ffee00-1111-4222-8333-444455558888';
const topic = 'I feel nervous about something coming up';
const words = 'My exams start next week and my heart races whenever I think about them.';

const author = (firstName: string) => ({ firstName: like(firstName) });
const ownership = (mine: boolean) => ({
  status: regex('active|flagged|archived', 'active'),
  mine: boolean(mine),
  reportedByMe: boolean(false),
});

const aThread = (mine = false) => ({
  id: uuid(THREAD_ID),
  title: like(topic),
  content: like(words),
  tags: eachLike('Emotions & Feelings'),
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
  replyCount: integer(1),
  user: author(mine ? 'Sam' : 'Mia'),
  ...ownership(mine),
});

const aReply = (mine = false) => ({
  id: uuid(REPLY_ID),
  threadId: uuid(THREAD_ID),
  content: like('Breathing slowly before I start helps me a lot.'),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  user: author(mine ? 'Sam' : 'Leo'),
  ...ownership(mine),
});

const SIGNED_IN = 'a youth named Sam is signed in';
const DISCUSSION = 'a youth named Sam is signed in, and Mia started a discussion that Leo replied to';
const NOT_AGREED = 'a youth named Sam is signed in who has not agreed to the Community Guidelines';
const EDIT_ASKED =
  'a youth named Sam is signed in, and a moderator asked Sam to edit his thread and his reply';
const BLOCKED_LEO = 'a youth named Sam is signed in who blocked Leo';
const OWN_POSTS = 'a youth named Sam is signed in with a discussion and a reply of his own';
const MODERATOR = 'a moderator is signed in, and Mia started a discussion that Leo replied to';
const SUPPORTED = 'a youth named Sam is signed in, and a moderator kept his thread private with support';
const MUTED = 'a youth named Sam is signed in whom a moderator muted for a day';
const REPORTED = "a youth named Sam is signed in who reported the reply Leo wrote in Mia's discussion";

/** The discussion's id as the provider state made it. */
const threadPath = (suffix = '') =>
  fromProviderState(`/api/forum/threads/\${threadId}${suffix}`, `/api/forum/threads/${THREAD_ID}${suffix}`);
/** The reply's id as the provider state made it. */
const replyPath = (suffix = '') =>
  fromProviderState(`/api/forum/replies/\${replyId}${suffix}`, `/api/forum/replies/${REPLY_ID}${suffix}`);
const BLOCK_ID = 'c0ffee00-1111-4222-8333-44445555bbbb';
const NOTICE_ID = 'c0ffee00-1111-4222-8333-44445555aaaa';
const heldAt = isoDate('2026-11-21T10:00:00.000Z');

describe('mfe-forum, as a consumer of svc-forum', () => {
  it('reads the topic catalogue, in groups', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the topic catalogue')
      .withRequest('GET', '/api/forum/topics')
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody(
          eachLike({
            group: like('Emotions & Feelings'),
            topics: eachLike({
              title: like(topic),
              prompt: like('What is coming up, and what part feels the hardest?'),
            }),
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [first] = await fetchTopics();
        expect(first?.topics[0]?.title).toBe(topic);
      });
  });

  it('reads the first page of the forum list', async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a request for the newest 50 threads')
      .withRequest('GET', '/api/forum/threads', (request) => request.query({ limit: '50' }))
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody(eachLike(aThread())),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [thread] = await fetchThreads({ limit: 50 });
        expect(thread?.user.firstName).toBe('Mia');
        expect(thread?.mine).toBe(false);
      });
  });

  it('finds discussions by words and topic group, newest first (issue 19)', async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a search for discussions with a word, in one topic group')
      .withRequest('GET', '/api/forum/search', (request) =>
        request.query({ q: 'exams', group: 'Emotions & Feelings', sort: 'newest', limit: '20' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': jsonType })
          .jsonBody({ threads: eachLike(aThread()), nextCursor: null }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const page = await fetchFoundThreads({ q: 'exams', group: 'Emotions & Feelings', sort: 'newest' });
        expect(page.threads[0]?.user.firstName).toBe('Mia');
        expect(page.nextCursor).toBeNull();
      });
  });

  it("reads the next page of the list, before the last thread's creation time", async () => {
    const before = '2999-01-01T00:00:00.000Z';
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a request for 50 threads older than a cursor')
      .withRequest('GET', '/api/forum/threads', (request) => request.query({ limit: '50', before }))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(aThread())))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await fetchThreads({ limit: 50, before })).toHaveLength(1);
      });
  });

  it("reads the 3 latest threads for the dashboard's preview", async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a request for the 3 latest threads')
      .withRequest('GET', '/api/forum/threads', (request) => request.query({ limit: '3' }))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(aThread())))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchThreads({ limit: 3 }))[0]?.replyCount).toBe(1);
      });
  });

  it('reads a thread with its replies', async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a request for a thread')
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': jsonType })
          .jsonBody({ ...aThread(), replies: eachLike(aReply()) }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await fetchThread(THREAD_ID);
        expect(thread.replies[0]?.user.firstName).toBe('Leo');
      });
  });

  it('hears that a thread is not there (or not visible) as a 404', async () => {
    const missing = '0f0f0f0f-1111-4222-8333-444455556666';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for a thread that does not exist')
      .withRequest('GET', `/api/forum/threads/${missing}`)
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: like("We couldn't find that discussion.") }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await fetchThread(missing).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(404);
      });
  });

  it('starts a discussion on a catalogue topic', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a new thread on a catalogue topic')
      .withRequest('POST', '/api/forum/threads', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ title: topic, content: words }),
      )
      .willRespondWith(201, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({ ...aThread(true), replyCount: integer(0) }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await createThread({ title: topic, content: words });
        expect(thread.mine).toBe(true);
        expect(thread.notice).toBeUndefined();
      });
  });

  it('hears supportive words and helplines when a new thread mentions a crisis', async () => {
    const crisis = 'Some days I want to die and I do not know who to tell.';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a new thread with crisis words')
      .withRequest('POST', '/api/forum/threads', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ title: topic, content: crisis }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...aThread(true),
          content: like(crisis),
          replyCount: integer(0),
          status: 'flagged',
          notice: {
            kind: 'crisis',
            title: like("You matter, and you don't have to go through this alone"),
            message: like('Please reach out to one of the people below.'),
            helplines: eachLike({
              name: like('A trusted adult'),
              contact: like('A parent or teacher you trust'),
            }),
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await createThread({ title: topic, content: crisis });
        expect(thread.notice?.kind).toBe('crisis');
        expect(thread.notice?.helplines.length).toBeGreaterThan(0);
      });
  });

  it('replies to a thread', async () => {
    const reply = 'You can do this, one page at a time.';
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a reply to a thread')
      .withRequest('POST', threadPath('/replies'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ content: reply }),
      )
      .willRespondWith(201, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({ ...aReply(true), content: like(reply) }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const created = await createReply(THREAD_ID, { content: reply });
        expect(created.mine).toBe(true);
      });
  });

  it("reports someone else's thread with a reason", async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a report of a thread')
      .withRequest('POST', threadPath('/report'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ reason: reportReasons[1] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await reportContent('thread', THREAD_ID, { reason: reportReasons[1] })).toEqual({ ok: true });
      });
  });

  it("reports someone else's reply with a reason", async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving('a report of a reply')
      .withRequest('POST', replyPath('/report'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ reason: reportReasons[0] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await reportContent('reply', REPLY_ID, { reason: reportReasons[0] })).toEqual({ ok: true });
      });
  });

  it('reads whether the youth has agreed to the Community Guidelines', async () => {
    await pact
      .addInteraction()
      .given(NOT_AGREED)
      .uponReceiving('a request for guidelines consent before agreeing')
      .withRequest('GET', '/api/forum/consent')
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({ accepted: false, acceptedAt: null }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await fetchConsent()).toEqual({ accepted: false, acceptedAt: null });
      });
  });

  it('agrees to the Community Guidelines, with no body', async () => {
    await pact
      .addInteraction()
      .given(NOT_AGREED)
      .uponReceiving('an agreement to the Community Guidelines')
      .withRequest('POST', '/api/forum/consent')
      .willRespondWith(200, (response) =>
        response.jsonBody({ accepted: true, acceptedAt: isoDate('2026-11-21T09:00:00.000Z') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await acceptGuidelines()).accepted).toBe(true);
      });
  });

  it('hears a logged-out call as a 401 (the page then sends the browser to sign in)', async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the forum list without a session')
      .withRequest('GET', '/api/forum/threads', (request) => request.query({ limit: '50' }))
      .willRespondWith(401, (response) => response.jsonBody({ message: like('Please sign in to continue.') }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await fetchThreads({ limit: 50 }).catch((error: unknown) => error);
        expect((failure as ApiError).status).toBe(401);
      });
  });

  it('reads his own thread with what the moderator asked him to change', async () => {
    await pact
      .addInteraction()
      .given(EDIT_ASKED)
      .uponReceiving("a request for the author's own thread a moderator asked him to edit")
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          ...aThread(true),
          status: 'flagged',
          mine: true,
          heldNote: { reason: 'edit-requested', message: like('Please leave out the name.'), at: heldAt },
          replies: [],
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await fetchThread(THREAD_ID);
        expect(thread.heldNote?.reason).toBe('edit-requested');
        expect(thread.heldNote?.message).toBe('Please leave out the name.');
      });
  });

  it('saves the edit a moderator asked for, and hears it waits for a moderator', async () => {
    const edited = 'My exams start next week and I feel nervous about them.';
    await pact
      .addInteraction()
      .given(EDIT_ASKED)
      .uponReceiving("the author's edit of a thread a moderator asked them to edit")
      .withRequest('PUT', threadPath(), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ content: edited }),
      )
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          ...aThread(true),
          content: like(edited),
          replyCount: integer(0),
          status: 'flagged',
          mine: true,
          heldNote: { reason: 'edit-review', at: heldAt },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await editThread(THREAD_ID, { content: edited });
        expect(thread).toMatchObject({ mine: true, status: 'flagged', heldNote: { reason: 'edit-review' } });
      });
  });

  it('saves the edit of a reply a moderator asked for, which waits for a moderator too', async () => {
    const edited = 'Some lessons are hard for me too.';
    await pact
      .addInteraction()
      .given(EDIT_ASKED)
      .uponReceiving("the author's edit of a reply a moderator asked them to edit")
      .withRequest('PUT', replyPath(), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ content: edited }),
      )
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          ...aReply(true),
          content: like(edited),
          status: 'flagged',
          mine: true,
          heldNote: { reason: 'edit-review', at: heldAt },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const reply = await editReply(REPLY_ID, { content: edited });
        expect(reply).toMatchObject({ mine: true, status: 'flagged', heldNote: { reason: 'edit-review' } });
      });
  });

  it('remembers what he reported: the reply reads reportedByMe', async () => {
    await pact
      .addInteraction()
      .given(REPORTED)
      .uponReceiving('a request for a thread with a reply the caller reported')
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          ...aThread(),
          reportedByMe: false,
          replies: eachLike({ ...aReply(), reportedByMe: equal(true) }),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await fetchThread(THREAD_ID);
        expect(thread.reportedByMe).toBe(false);
        expect(thread.replies[0]?.reportedByMe).toBe(true);
      });
  });

  it("blocks the author of a reply, naming the reply (members never learn each other's ids)", async () => {
    await pact
      .addInteraction()
      .given(DISCUSSION)
      .uponReceiving("a block of a reply's author")
      .withRequest('POST', '/api/forum/blocks', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ contentType: 'reply', contentId: fromProviderState('${replyId}', REPLY_ID) }),
      )
      .willRespondWith(201, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          id: uuid(BLOCK_ID),
          firstName: like('Leo'),
          blockedAt: isoDate('2026-11-21T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const block = await blockAuthor({ contentType: 'reply', contentId: REPLY_ID });
        expect(block.firstName).toBe('Leo');
      });
  });

  it('lists the people he blocked, by first name', async () => {
    await pact
      .addInteraction()
      .given(BLOCKED_LEO)
      .uponReceiving('a request for the people the caller blocked')
      .withRequest('GET', '/api/forum/blocks')
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody(
          eachLike({
            id: uuid(BLOCK_ID),
            firstName: like('Leo'),
            blockedAt: isoDate('2026-11-21T12:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [block] = await fetchBlocks();
        expect(block?.firstName).toBe('Leo');
      });
  });

  it('no longer sees the replies of someone he blocked', async () => {
    await pact
      .addInteraction()
      .given(BLOCKED_LEO)
      .uponReceiving('a request for a thread where a blocked member replied')
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({ ...aThread(), replies: [] }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchThread(THREAD_ID)).replies).toEqual([]);
      });
  });

  it('unblocks someone', async () => {
    await pact
      .addInteraction()
      .given(BLOCKED_LEO)
      .uponReceiving('an unblock')
      .withRequest(
        'DELETE',
        fromProviderState('/api/forum/blocks/${blockId}', `/api/forum/blocks/${BLOCK_ID}`),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await unblock(BLOCK_ID)).toEqual({ ok: true });
      });
  });

  it('deletes his own thread', async () => {
    await pact
      .addInteraction()
      .given(OWN_POSTS)
      .uponReceiving("the author's deletion of his own thread")
      .withRequest('DELETE', threadPath())
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await deleteContent('thread', THREAD_ID)).toEqual({ ok: true });
      });
  });

  it('deletes his own reply', async () => {
    await pact
      .addInteraction()
      .given(OWN_POSTS)
      .uponReceiving("the author's deletion of his own reply")
      .withRequest('DELETE', replyPath())
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await deleteContent('reply', REPLY_ID)).toEqual({ ok: true });
      });
  });

  it("reads a thread as a moderator: every status, and nobody's own", async () => {
    await pact
      .addInteraction()
      .given(MODERATOR)
      .uponReceiving('a moderator’s request for a thread')
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': jsonType })
          .jsonBody({ ...aThread(), replies: eachLike(aReply()) }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await fetchThread(THREAD_ID);
        expect(thread.mine).toBe(false);
        expect(thread.replies[0]?.user.firstName).toBe('Leo');
      });
  });

  it('takes a reply down as a moderator, with a reason', async () => {
    const reason = 'Shares a classmate’s full name.';
    await pact
      .addInteraction()
      .given(MODERATOR)
      .uponReceiving('a moderator taking a reply down')
      .withRequest('POST', replyPath('/remove'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ reason }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await removeContent('reply', REPLY_ID, { reason })).toEqual({ ok: true });
      });
  });

  it('takes a thread down as a moderator, with a reason', async () => {
    const reason = 'Crisis words: kept off the forum.';
    await pact
      .addInteraction()
      .given(MODERATOR)
      .uponReceiving('a moderator taking a thread down')
      .withRequest('POST', threadPath('/remove'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ reason }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await removeContent('thread', THREAD_ID, { reason })).toEqual({ ok: true });
      });
  });

  it('reads his own thread kept private with support: only he sees why', async () => {
    await pact
      .addInteraction()
      .given(SUPPORTED)
      .uponReceiving('a request for the author’s own thread kept private with support')
      .withRequest('GET', threadPath())
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          ...aThread(true),
          status: 'flagged',
          mine: true,
          heldNote: { reason: 'support', at: heldAt },
          replies: [],
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const thread = await fetchThread(THREAD_ID);
        expect(thread.heldNote?.reason).toBe('support');
        expect(thread.heldNote?.helpRequestedAt).toBeUndefined();
      });
  });

  it('asks for help on his thread kept private with support', async () => {
    const message = 'I would like to talk to someone.';
    await pact
      .addInteraction()
      .given(SUPPORTED)
      .uponReceiving('the author asking for help')
      .withRequest('POST', threadPath('/ask-for-help'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ message }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await askForHelp('thread', THREAD_ID, { message })).toEqual({ ok: true });
      });
  });

  it('reads his standing: the mute, until when and why, and the message about it', async () => {
    await pact
      .addInteraction()
      .given(MUTED)
      .uponReceiving("a muted member's request for his standing")
      .withRequest('GET', '/api/forum/standing')
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Type': jsonType }).jsonBody({
          restriction: {
            kind: 'mute',
            reason: like('Unkind words to another member.'),
            until: isoDate('2026-11-22T09:30:00.000Z'),
          },
          notices: eachLike({
            id: uuid(NOTICE_ID),
            kind: regex('decision|warning|mute|suspension|lifted', 'mute'),
            title: like('A moderator paused your posting'),
            message: like('You can read, but not post, for a day.'),
            at: isoDate('2026-11-21T09:30:00.000Z'),
            read: boolean(false),
          }),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const standing = await fetchStanding();
        expect(standing.restriction?.kind).toBe('mute');
        expect(standing.notices[0]?.read).toBe(false);
      });
  });

  it("says 'Got it' to a moderators' message", async () => {
    await pact
      .addInteraction()
      .given(MUTED)
      .uponReceiving("a member marking a moderators' message as read")
      .withRequest(
        'POST',
        fromProviderState(
          '/api/forum/standing/notices/${noticeId}/read',
          `/api/forum/standing/notices/${NOTICE_ID}/read`,
        ),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await markNoticeRead(NOTICE_ID)).toEqual({ ok: true });
      });
  });

  it("hears the forum's own sentence (403) when a muted member tries to post", async () => {
    await pact
      .addInteraction()
      .given(MUTED)
      .uponReceiving('a new thread from a muted member')
      .withRequest('POST', '/api/forum/threads', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ title: topic, content: words }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: like('A moderator has paused your posting until tomorrow: Unkind words.'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await createThread({ title: topic, content: words }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(403);
      });
  });
});
