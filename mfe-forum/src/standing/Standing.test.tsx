import type { MemberStanding, Restriction } from '@heartwise/contracts';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ForumList } from '../pages/forum-list/ForumList.js';
import { ThreadDetail } from '../pages/thread-detail/ThreadDetail.js';
import {
  aNotice,
  aThread,
  aThreadDetail,
  goodStanding,
  NOTICE_ID,
  THREAD_ID,
  wellnessRemotes,
} from '../testing/forumFixtures.js';
import { localDateTime, restrictionSentence } from './restrictionSentence.js';

const until = '2026-11-22T18:45:00.000Z';
const mute: Restriction = { kind: 'mute', reason: 'Unkind words to another member.', until };
const suspension: Restriction = { kind: 'suspension', reason: 'Repeated bullying.', until };
const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' } };
const standingOf = (standing: MemberStanding) => ({
  'GET /api/forum/standing': { status: 200, body: standing },
});

function open(path: string, routes: Record<string, FakeRoute>) {
  const calls = fakeApi({
    'GET /api/forum/consent': agreed,
    'GET /api/forum/threads?limit=50': { status: 200, body: [aThread()] },
    [`GET /api/forum/threads/${THREAD_ID}`]: { status: 200, body: aThreadDetail() },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/forum/:id', element: <ThreadDetail /> },
      { path: '/forum', element: <ForumList /> },
    ],
    { path, remotes: wellnessRemotes },
  );
  return { calls, ...view };
}

describe("a member's restriction, said plainly", () => {
  it('words a mute and a suspension with their end in local time and their reason', () => {
    expect(restrictionSentence(mute)).toBe(
      `You can read, but a moderator has paused your posting until ${localDateTime(until)}. Reason: Unkind words to another member.`,
    );
    expect(restrictionSentence(suspension)).toBe(
      `A moderator has paused your access to Pause and Post until ${localDateTime(until)}. Reason: Repeated bullying.`,
    );
    expect(localDateTime(until)).toBe(
      new Date(until).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });
});

describe('a muted member', () => {
  it('reads the forum, is told until when, and has no button to start a discussion', async () => {
    open('/forum', standingOf({ restriction: mute, notices: [] }));
    const paused = await screen.findByRole('region', { name: 'Your posting is paused' });
    expect(within(paused).getByText(restrictionSentence(mute))).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'I feel nervous about something coming up' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a New Discussion' })).toBeNull();
  });

  it('reads a discussion with the sentence in place of the reply form, and no report button', async () => {
    open(`/forum/${THREAD_ID}`, standingOf({ restriction: mute, notices: [] }));
    const replying = await screen.findByRole('region', { name: 'Add a Reply' });
    expect(await within(replying).findByText(restrictionSentence(mute))).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block Mia' })).toBeTruthy();
  });

  it("shows the forum's own sentence when a reply is refused, and keeps the words", async () => {
    const refused =
      'A moderator has paused your posting until 22 Nov 2026, 18:45: Unkind words to another member.';
    const { calls } = open(`/forum/${THREAD_ID}`, {
      ...standingOf(goodStanding),
      [`POST /api/forum/threads/${THREAD_ID}/replies`]: { status: 403, body: { message: refused } },
    });
    const box = (await screen.findByRole('textbox', { name: 'Your reply' })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'You are not alone in this.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(box.value).toBe('You are not alone in this.');
    expect(screen.queryByText('Failed to create reply. Please try again.')).toBeNull();
    // The page reads the member's standing again, so it can say so in place of the form.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/forum/standing').length).toBeGreaterThan(1),
    );
  });
});

describe('a suspended member', () => {
  it('sees their suspension and the moderators’ messages, and nothing else of the forum', async () => {
    open(
      '/forum',
      standingOf({
        restriction: suspension,
        notices: [aNotice({ kind: 'suspension', title: 'A moderator paused your access', until })],
      }),
    );
    const paused = await screen.findByRole('region', { name: 'Your access to Pause and Post is paused' });
    expect(within(paused).getByText(restrictionSentence(suspension))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A moderator paused your access' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Discussions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a New Discussion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'People you blocked' })).toBeNull();
  });

  it('sees only their suspension on a discussion’s page', async () => {
    open(`/forum/${THREAD_ID}`, standingOf({ restriction: suspension, notices: [] }));
    expect(
      await screen.findByRole('region', { name: 'Your access to Pause and Post is paused' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a Reply' })).toBeNull();
  });
});

describe('messages from the moderators', () => {
  const decision = aNotice({
    kind: 'decision',
    title: 'A moderator read your post',
    message: 'We have kept your post private, so only you can see it.',
    fromModerator: 'We are glad you shared this. You are not alone.',
    threadTitle: 'I feel nervous about something coming up',
    helplines: [
      {
        name: '988 Suicide & Crisis Lifeline (US)',
        contact: 'Call or text 988',
        url: 'https://988lifeline.org',
      },
    ],
  });

  it('lists the unread ones: title, message, the moderator’s words, the discussion and helplines', async () => {
    open(
      '/forum',
      standingOf({
        restriction: null,
        notices: [
          decision,
          aNotice({ id: 'c0ffee00-1111-4222-8333-44445555cccc', title: 'Old news', read: true }),
        ],
      }),
    );
    const messages = await screen.findByRole('region', { name: 'Messages from the moderators' });
    const item = within(messages).getByRole('article', { name: 'A moderator read your post' });
    expect(within(item).getByText('We have kept your post private, so only you can see it.')).toBeTruthy();
    expect(within(item).getByText('We are glad you shared this. You are not alone.')).toBeTruthy();
    expect(
      within(item).getByText('About the discussion "I feel nervous about something coming up"'),
    ).toBeTruthy();
    expect(within(item).getByRole('link', { name: /988/ }).getAttribute('target')).toBe('_blank');
    expect(within(messages).queryByText('Old news')).toBeNull();
  });

  it("says 'Got it' once, and the message leaves the list", async () => {
    let read = false;
    const { calls } = open(`/forum/${THREAD_ID}`, {
      'GET /api/forum/standing': () => ({
        status: 200,
        body: { restriction: null, notices: [{ ...decision, read }] },
      }),
      [`POST /api/forum/standing/notices/${NOTICE_ID}/read`]: () => {
        read = true;
        return { status: 200, body: { ok: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Got it: A moderator read your post' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Messages from the moderators' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/read'))).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Message marked as read.');
  });

  it('shows nothing when the standing cannot be read, and locks nobody out', async () => {
    open('/forum', { 'GET /api/forum/standing': { status: 503, statusText: 'Service Unavailable' } });
    expect(await screen.findByRole('button', { name: 'Start a New Discussion' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages from the moderators' })).toBeNull();
  });
});
