import { authorNoticeFor, helplinesOfCountry, type HeldNote } from '@heartwise/contracts';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, REPLY_ID, THREAD_ID } from '../../testing/forumFixtures.js';
import { ThreadDetail } from './ThreadDetail.js';

const threadUrl = `GET /api/forum/threads/${THREAD_ID}`;
const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' } };
const heldAt = '2026-11-21T10:00:00.000Z';
const supportWords = authorNoticeFor('support', 'crisis', 'post');
const deploymentHelplines = [
  { name: 'Kids Help Phone', contact: 'Call 1-800-668-6868', url: 'https://kidshelpphone.ca' },
];

function openThread(routes: Record<string, FakeRoute>) {
  const calls = fakeApi({ 'GET /api/forum/consent': agreed, ...routes });
  const view = renderRoutes([{ path: '/forum/:id', element: <ThreadDetail /> }], {
    path: `/forum/${THREAD_ID}`,
  });
  return { calls, ...view };
}

const myHeldThread = (heldNote: HeldNote) =>
  aThreadDetail({ mine: true, status: 'flagged', user: { firstName: 'Sam' }, heldNote });

describe("the author's own held post explains itself", () => {
  it('waits calmly for a first review, with no panel', async () => {
    openThread({ [threadUrl]: { status: 200, body: myHeldThread({ reason: 'review', at: heldAt }) } });
    expect(await screen.findByText('Waiting for a moderator')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /moderator/ })).toBeNull();
  });

  it('says that an edit waits for a moderator and only its author sees it', async () => {
    openThread({ [threadUrl]: { status: 200, body: myHeldThread({ reason: 'edit-review', at: heldAt }) } });
    expect(
      await screen.findByText('Your edit is waiting for a moderator. Only you can see it until then.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});

describe('a post a moderator kept private with support', () => {
  const supported = myHeldThread({
    reason: 'support',
    message: 'Sam, thank you for telling us. We are here for you.',
    at: heldAt,
  });

  it("gives its author kind words, the moderator's message and the deployment's helplines", async () => {
    openThread({
      [threadUrl]: { status: 200, body: supported },
      'GET /api/wellness/helplines': { status: 200, body: deploymentHelplines },
    });
    const panel = await screen.findByRole('region', { name: supportWords?.title });
    expect(within(panel).getByText(supportWords?.message ?? '')).toBeTruthy();
    expect(within(panel).getByText('Sam, thank you for telling us. We are here for you.')).toBeTruthy();
    const helpline = await within(panel).findByRole('link', { name: /Kids Help Phone/ });
    expect(helpline.getAttribute('href')).toBe('https://kidshelpphone.ca');
    expect(helpline.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Only you can see this')).toBeTruthy();
    expect(screen.queryByText(/violat/i)).toBeNull();
  });

  it("falls back to the built-in helplines of the browser's region when the list cannot be read", async () => {
    openThread({
      [threadUrl]: { status: 200, body: supported },
      'GET /api/wellness/helplines': { status: 503, statusText: 'Service Unavailable' },
    });
    const panel = await screen.findByRole('region', { name: supportWords?.title });
    const people = await within(panel).findByRole('list', { name: 'People you can reach' });
    // jsdom's browser speaks en-US (issue 19: the directory's list for where the person is).
    for (const helpline of helplinesOfCountry('US'))
      expect(within(people).getByText(helpline.name)).toBeTruthy();
  });

  it('lets its author ask to talk to someone, with their own words, and says a moderator will follow up', async () => {
    let asked = false;
    const { calls } = openThread({
      [threadUrl]: () => ({
        status: 200,
        body: asked
          ? myHeldThread({ reason: 'support', at: heldAt, helpRequestedAt: '2026-11-21T10:05:00.000Z' })
          : supported,
      }),
      [`POST /api/forum/threads/${THREAD_ID}/ask-for-help`]: () => {
        asked = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const panel = await screen.findByRole('region', { name: supportWords?.title });
    fireEvent.click(within(panel).getByRole('button', { name: "I'd like to talk to someone" }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to someone' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Anything you would like them to know/ }), {
      target: { value: 'I do not feel safe at home tonight.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for help' }));

    const status = await within(panel).findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('A moderator will follow up with you here.'));
    expect(calls.find((call) => call.url.endsWith('/ask-for-help'))?.body).toEqual({
      message: 'I do not feel safe at home tonight.',
    });
    expect(within(panel).queryByRole('button', { name: "I'd like to talk to someone" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('sends no message at all when the author adds no words', async () => {
    const { calls } = openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          replies: [aReply({ mine: true, status: 'flagged', heldNote: { reason: 'support', at: heldAt } })],
        }),
      },
      [`POST /api/forum/replies/${REPLY_ID}/ask-for-help`]: { status: 200, body: { ok: true } },
    });
    const replyWords = authorNoticeFor('support', 'crisis', 'reply');
    const panel = await screen.findByRole('region', { name: replyWords?.title });
    fireEvent.click(within(panel).getByRole('button', { name: "I'd like to talk to someone" }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Talk to someone' })).getByRole('button', {
        name: 'Ask for help',
      }),
    );
    expect(await within(panel).findByText('A moderator will follow up with you here.')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/ask-for-help'))?.body).toEqual({});
  });

  it('remembers, after a reload, that its author already asked for help', async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: myHeldThread({ reason: 'support', at: heldAt, helpRequestedAt: '2026-11-21T10:05:00.000Z' }),
      },
    });
    const panel = await screen.findByRole('region', { name: supportWords?.title });
    expect(within(panel).getByText('A moderator will follow up with you here.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: "I'd like to talk to someone" })).toBeNull();
  });
});
