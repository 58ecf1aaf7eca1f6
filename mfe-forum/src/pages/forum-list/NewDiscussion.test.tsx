import { topicCatalogue } from '@heartwise/contracts';
import type { FakeCall } from '@heartwise/web-runtime/testing';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { latestCheckInKey } from '../../api/checkins.js';
import { loginNavigation } from '@heartwise/web-runtime';
import {
  aCheckIn,
  aThread,
  crisisNotice,
  reviewNotice,
  wellnessRemotes,
} from '../../testing/forumFixtures.js';
import { ForumList } from './ForumList.js';

const threadsUrl = 'GET /api/forum/threads?limit=50';
const topic = 'I feel nervous about something coming up';
const topicPrompt = 'What is coming up, and what part feels the hardest?';
const words = 'My exams start next week and I keep worrying about them.';

const forum = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    [threadsUrl]: { status: 200, body: [] },
    'GET /api/forum/consent': {
      status: 200,
      body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' },
    },
    'GET /api/forum/topics': { status: 200, body: topicCatalogue },
    ...extra,
  });

const render = () => renderPage(<ForumList />, { remotes: wellnessRemotes });
const threadListReads = (calls: FakeCall[]) =>
  calls.filter((call) => call.url === '/api/forum/threads?limit=50');

/** Start a New Discussion → complete the check-in → the new-post dialog. */
async function openNewPost() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start a New Discussion' }));
  const checkIn = await screen.findByRole('dialog', { name: 'How are you feeling right now?' });
  fireEvent.click(within(checkIn).getByRole('button', { name: 'Complete Check-in' }));
  return screen.findByRole('dialog', { name: "What's in your heart right now?" });
}

async function chooseTopic(dialog: HTMLElement, title = topic) {
  const picker = within(dialog).getByRole('combobox', { name: 'Topic' });
  await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(picker, { target: { value: title } });
}

/** Opens the new-post dialog, chooses the topic, writes `text` and presses Share. */
async function writeAndShare(text = words) {
  const dialog = await openNewPost();
  await chooseTopic(dialog);
  fireEvent.change(shareMore(dialog), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Share Your Pause and Post' }));
  return dialog;
}

const shareMore = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Share more' }) as HTMLTextAreaElement;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('starting a new discussion', () => {
  it('asks how they feel first; the new-post dialog opens only when the check-in completes', async () => {
    forum();
    const { queryClient } = render();
    queryClient.setQueryData(latestCheckInKey, aCheckIn(1));

    fireEvent.click(await screen.findByRole('button', { name: 'Start a New Discussion' }));
    expect(await screen.findByRole('dialog', { name: 'How are you feeling right now?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "What's in your heart right now?" })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Check-in' }));
    expect(await screen.findByRole('dialog', { name: "What's in your heart right now?" })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'How are you feeling right now?' })).toBeNull();
    expect(queryClient.getQueryState(latestCheckInKey)?.isInvalidated).toBe(true);
  });

  it("opens nothing more when they choose 'Maybe Later'", async () => {
    forum();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a New Discussion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from the empty state too', async () => {
    forum();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start First Discussion' }));
    expect(await screen.findByRole('dialog', { name: 'How are you feeling right now?' })).toBeTruthy();
  });

  it("offers the catalogue's topics under their groups, and the topic's prompt as the placeholder", async () => {
    forum();
    render();
    const dialog = await openNewPost();
    const text = within(dialog).getByRole('textbox', { name: 'Share more' });
    expect(text.getAttribute('placeholder')).toBe('Share more details about your thoughts and feelings...');
    expect(within(dialog).getByText('Choose a topic to see your title')).toBeTruthy();
    const submit = within(dialog).getByRole('button', {
      name: 'Share Your Pause and Post',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await chooseTopic(dialog);
    const groups = Array.from(dialog.querySelectorAll('optgroup')).map((group) => group.label);
    expect(groups).toEqual([
      'Emotions & Feelings',
      'Thoughts & Mindset',
      'Body & Health',
      'Habits & Daily Life',
      'Support & Encouragement',
    ]);
    expect(text.getAttribute('placeholder')).toBe(topicPrompt);
    expect(within(dialog).getByText(topic, { selector: 'strong' })).toBeTruthy();
    expect(submit.disabled).toBe(false);
  });

  it("says 'Please select a topic' when they leave the picker empty", async () => {
    forum();
    render();
    const dialog = await openNewPost();
    const picker = within(dialog).getByRole('combobox', { name: 'Topic' });
    await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
    fireEvent.blur(picker);
    expect(await within(dialog).findByText('Please select a topic')).toBeTruthy();
  });

  it('asks for at least 10 characters and sends nothing until then', async () => {
    const calls = forum();
    render();
    const dialog = await writeAndShare('Too short');
    expect(
      await within(dialog).findByText('Please share more details (at least 10 characters)'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shares the post: the topic is the title, the dialog closes, the list refreshes', async () => {
    const calls = forum({
      'POST /api/forum/threads': { status: 201, body: aThread({ title: topic, content: words, mine: true }) },
    });
    render();
    await writeAndShare();

    expect(await screen.findByText('Your post has been shared with the community!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: topic, content: words });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "What's in your heart right now?" })).toBeNull(),
    );
    await waitFor(() => expect(threadListReads(calls)).toHaveLength(2));
  });

  it("says 'Posting...' while it sends", async () => {
    forum({ 'POST /api/forum/threads': 'pending' });
    render();
    const dialog = await writeAndShare();
    const posting = (await within(dialog).findByRole('button', { name: 'Posting...' })) as HTMLButtonElement;
    expect(posting.disabled).toBe(true);
  });

  it('keeps what they wrote and says so when the post cannot be shared', async () => {
    forum({ 'POST /api/forum/threads': { status: 500, statusText: 'Internal Server Error' } });
    render();
    const dialog = await writeAndShare();
    expect(await screen.findByText('Failed to create thread. Please try again.')).toBeTruthy();
    expect(shareMore(dialog).value).toBe(words);
  });

  it("shows the forum's own sentence when a muted member's post is refused, and keeps their words", async () => {
    const refused =
      'A moderator has paused your posting until 22 Nov 2026, 18:45: Unkind words to another member.';
    const calls = forum({ 'POST /api/forum/threads': { status: 403, body: { message: refused } } });
    render();
    const dialog = await writeAndShare();
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(shareMore(dialog).value).toBe(words);
    // The page reads the member's standing again, so it stops offering what cannot work.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/forum/standing').length).toBeGreaterThan(1),
    );
  });

  it('shows supportive words and helplines at once when the post mentions a crisis, without blocking the page', async () => {
    forum({
      'POST /api/forum/threads': {
        status: 201,
        body: { ...aThread({ title: topic, mine: true, status: 'flagged' }), notice: crisisNotice },
      },
    });
    render();
    await writeAndShare();

    const notice = await screen.findByRole('alert', { name: crisisNotice.title });
    expect(within(notice).getByText(crisisNotice.message)).toBeTruthy();
    const lifeline = within(notice).getByRole('link', { name: /988 Suicide & Crisis Lifeline/ });
    expect(lifeline.getAttribute('href')).toBe('https://988lifeline.org');
    expect(lifeline.getAttribute('target')).toBe('_blank');
    expect(lifeline.getAttribute('rel')).toContain('noopener');
    expect(within(notice).getByText('A trusted adult')).toBeTruthy();
    expect(screen.queryByText('Your post has been shared with the community!')).toBeNull();
    // Not modal: the page stays usable around it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start a New Discussion' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('alert', { name: crisisNotice.title })).toBeNull();
  });

  it('tells them honestly when a moderator will read the post first', async () => {
    forum({
      'POST /api/forum/threads': {
        status: 201,
        body: { ...aThread({ title: topic, mine: true, status: 'flagged' }), notice: reviewNotice },
      },
    });
    render();
    await writeAndShare();
    expect(await screen.findByRole('alert', { name: 'A moderator will read this first' })).toBeTruthy();
  });
});

describe('the Community Guidelines, the first time someone joins', () => {
  const notYet = { status: 200, body: { accepted: false, acceptedAt: null } };
  const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-21T09:00:00.000Z' } };

  it('open when they first join in; joining needs the consent box ticked and is remembered by the forum', async () => {
    const calls = forum({ 'GET /api/forum/consent': notYet, 'POST /api/forum/consent': agreed });
    render();
    await screen.findByText(/./, { selector: 'h1' });
    // Not on arrival: the shell's quick check-in may be asking then.
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a New Discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    const join = within(dialog).getByRole('button', {
      name: 'Join Our Caring Community',
    }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);

    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read and agree to follow the Community Guidelines...',
      }),
    );
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Community Guidelines' })).toBeNull());
    const consent = calls.find((call) => call.method === 'POST' && call.url === '/api/forum/consent');
    expect(consent?.body).toBeUndefined();
  });

  it('come before the check-in when someone who has not agreed starts a discussion', async () => {
    forum({ 'GET /api/forum/consent': notYet, 'POST /api/forum/consent': agreed });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a New Discussion' }));
    const guidelines = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(screen.queryByRole('dialog', { name: 'How are you feeling right now?' })).toBeNull();
    fireEvent.click(within(guidelines).getByRole('checkbox'));
    fireEvent.click(within(guidelines).getByRole('button', { name: 'Join Our Caring Community' }));
    expect(await screen.findByRole('dialog', { name: 'How are you feeling right now?' })).toBeTruthy();
  });

  it('stay closed for someone who has agreed already', async () => {
    forum();
    render();
    await screen.findByText('No discussions yet');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when the session has ended', () => {
  it("says 'Unauthorized' and sends the browser to sign in again after 500 ms", async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    forum({ [threadsUrl]: { status: 401, body: { message: 'Please sign in to continue.' } } });
    render();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 10_000 });
  });
});
