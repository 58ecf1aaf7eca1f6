import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, crisisNotice, REPLY_ID, THREAD_ID } from '../../testing/forumFixtures.js';
import { openThread, threadUrl } from '../../testing/openThread.js';

const repliesUrl = `POST /api/forum/threads/${THREAD_ID}/replies`;

const replyBox = () => screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;

describe('a thread', () => {
  it('shows the title, author, date, words, tags and every reply', async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          tags: ['Emotions & Feelings'],
          replies: [
            aReply(),
            aReply({
              id: 'c0ffee00-1111-4222-8333-444455559999',
              user: { firstName: null },
              content: 'You are not alone in this.',
            }),
          ],
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I feel nervous about something coming up' }),
    ).toBeTruthy();
    expect(screen.getByText('by Mia')).toBeTruthy();
    expect(
      screen.getByText('My exams start next week and my heart races whenever I think about them.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('Emotions & Feelings')).toBeTruthy();

    const replies = within(screen.getByRole('region', { name: 'Replies' })).getAllByRole('listitem');
    expect(replies).toHaveLength(2);
    const [first, second] = replies as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Leo')).toBeTruthy();
    expect(within(first).getByText('L')).toBeTruthy();
    expect(within(first).getByText('Breathing slowly before I start helps me a lot.')).toBeTruthy();
    expect(
      within(first).getByText(
        new Date('2026-11-21T10:00:00.000Z').toLocaleDateString(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
        }),
      ),
    ).toBeTruthy();
    expect(within(second).getByText('Anonymous')).toBeTruthy();
    expect(within(second).getByText('A')).toBeTruthy();
  });

  it('goes back to the forum', async () => {
    openThread({ [threadUrl]: { status: 200, body: aThreadDetail() } });
    const back = await screen.findByRole('link', { name: '← Back to discussions' });
    fireEvent.click(back);
    expect(await screen.findByText('The forum list')).toBeTruthy();
  });

  it('shows what people wrote as text, never as markup', async () => {
    const { container } = openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          content: '<img src=x onerror="alert(1)">',
          replies: [aReply({ content: '<script>alert(2)</script><b>bold?</b>' })],
        }),
      },
    });
    expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(screen.getByText('<script>alert(2)</script><b>bold?</b>')).toBeTruthy();
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('says kindly when the discussion is not available, with a way back', async () => {
    openThread({ [threadUrl]: { status: 404, body: { message: "We couldn't find that discussion." } } });
    expect(await screen.findByRole('heading', { name: 'This discussion is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Pause and Post' }).getAttribute('href')).toBe('/forum');
  });

  it("marks the caller's own held post and offers no report button on their own words", async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({ mine: true, status: 'flagged', replies: [aReply({ mine: true })] }),
      },
    });
    expect(await screen.findByText('Waiting for a moderator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});

describe('replying', () => {
  it('keeps the reply and waits, saying why, while the browser is offline', async () => {
    const online = (connected: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connected });
      window.dispatchEvent(new Event(connected ? 'online' : 'offline'));
    };
    openThread({ [threadUrl]: { status: 200, body: aThreadDetail() } });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: 'You can do this, one page at a time.' } });
    try {
      act(() => online(false));
      expect(screen.getByText(/^You're offline\. Your reply stays here/).getAttribute('role')).toBe('status');
      expect((screen.getByRole('button', { name: 'Post Reply' }) as HTMLButtonElement).disabled).toBe(true);
      act(() => online(true));
      expect((screen.getByRole('button', { name: 'Post Reply' }) as HTMLButtonElement).disabled).toBe(false);
      expect(replyBox().value).toBe('You can do this, one page at a time.');
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('asks for at least 5 characters and sends nothing until then', async () => {
    const { calls } = openThread({ [threadUrl]: { status: 200, body: aThreadDetail() } });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: 'Hey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Reply must be at least 5 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the reply, says so, clears the form and reads the thread again', async () => {
    const words = 'You can do this, one page at a time.';
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      [repliesUrl]: { status: 201, body: aReply({ content: words, mine: true }) },
    });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: words } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));

    expect(await screen.findByText('Your reply has been posted!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: words });
    await waitFor(() => expect(replyBox().value).toBe(''));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url === `/api/forum/threads/${THREAD_ID}`),
      ).toHaveLength(2),
    );
  });

  it("says 'Posting...' while it sends", async () => {
    openThread({ [threadUrl]: { status: 200, body: aThreadDetail() }, [repliesUrl]: 'pending' });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: 'Sending you a hug.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(((await screen.findByRole('button', { name: 'Posting...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the reply and says so when it cannot be posted', async () => {
    openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      [repliesUrl]: { status: 503, statusText: 'Service Unavailable' },
    });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: 'Sending you a hug.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Failed to create reply. Please try again.')).toBeTruthy();
    expect(replyBox().value).toBe('Sending you a hug.');
  });

  it('shows helplines at once when a reply mentions a crisis', async () => {
    openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      [repliesUrl]: {
        status: 201,
        body: { ...aReply({ mine: true, status: 'flagged' }), notice: crisisNotice },
      },
    });
    await screen.findByRole('heading', { name: 'Add a Reply' });
    fireEvent.change(replyBox(), { target: { value: 'Some words that worry the screening.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    const notice = await screen.findByRole('alert', { name: crisisNotice.title });
    expect(within(notice).getByRole('link', { name: /988/ }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Your reply has been posted!')).toBeNull();
    expect(document.activeElement).toBe(notice);
  });

  it('asks someone who has not agreed to the Community Guidelines to agree first', async () => {
    openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      'GET /api/forum/consent': { status: 200, body: { accepted: false, acceptedAt: null } },
      'POST /api/forum/consent': {
        status: 200,
        body: { accepted: true, acceptedAt: '2026-11-21T09:00:00.000Z' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Read the Community Guidelines' }));
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join Our Caring Community' }));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeTruthy();
  });
});

describe('reporting', () => {
  it('sends the chosen reason once, thanks the reporter, and the button says it is done', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      [`POST /api/forum/threads/${THREAD_ID}/report`]: { status: 200, body: { ok: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Report Mia's post" }));
    const dialog = await screen.findByRole('dialog', { name: "Report Mia's post" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bullying or harassment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thank you. A moderator will take a look.')).toBeTruthy();
    const reports = calls.filter((call) => call.url === `/api/forum/threads/${THREAD_ID}/report`);
    expect(reports.map((call) => call.body)).toEqual([{ reason: 'Bullying or harassment' }]);
    const done = await screen.findByRole('button', { name: "Reported Mia's post" });
    expect(done.getAttribute('aria-disabled')).toBe('true');
    expect(done.textContent).toBe('Reported');
    // Focus comes back to where the Report button was, not to the page's start (issue 19).
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('dialog', { name: "Report Mia's post" })).toBeNull();
  });

  it("reports a reply, and explains in the forum's words when it cannot", async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      [`POST /api/forum/replies/${REPLY_ID}/report`]: {
        status: 404,
        body: { message: "We couldn't find that reply. It may have been removed." },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Report Leo's reply" }));
    const dialog = await screen.findByRole('dialog', { name: "Report Leo's reply" });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Unkind or hurtful' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText("We couldn't find that reply. It may have been removed.")).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/report'))).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: "Report Leo's reply" })).toBeTruthy();
  });

  it('remembers, after a reload, what the member already reported', async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({ reportedByMe: false, replies: [aReply({ reportedByMe: true })] }),
      },
    });
    const reported = await screen.findByRole('button', { name: "Reported Leo's reply" });
    expect(reported.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: "Report Leo's reply" })).toBeNull();
    expect(screen.getByRole('button', { name: "Report Mia's post" })).toBeTruthy();
  });
});

describe('an edit a moderator asked for', () => {
  const message = 'Please leave out the name of your classmate.';
  const asked = aThreadDetail({
    mine: true,
    status: 'flagged',
    content: 'Sam Lee from 8B laughed at me in class.',
    heldNote: { reason: 'edit-requested', message, at: '2026-11-21T10:00:00.000Z' },
  });
  const editedWords = 'Someone in my class laughed at me.';
  const waitingForReview = aThreadDetail({
    mine: true,
    status: 'flagged',
    content: editedWords,
    heldNote: { reason: 'edit-review', at: '2026-11-21T10:30:00.000Z' },
  });

  it('tells the author what to change, lets them edit, and says a moderator reads the edit first', async () => {
    let edited = false;
    const { calls } = openThread({
      [threadUrl]: () => ({ status: 200, body: edited ? waitingForReview : asked }),
      [`PUT /api/forum/threads/${THREAD_ID}`]: () => {
        edited = true;
        return { status: 200, body: waitingForReview };
      },
    });
    const panel = await screen.findByRole('region', { name: 'A moderator asked you to edit your post' });
    expect(within(panel).getByText(message)).toBeTruthy();
    expect(screen.getByText('Edit requested')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Edit post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' });
    const box = within(dialog).getByRole('textbox', { name: 'Your post' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Sam Lee from 8B laughed at me in class.');
    fireEvent.change(box, { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));
    expect(
      await within(dialog).findByText('Please share more details (at least 10 characters)'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: editedWords } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));

    expect(
      await screen.findByText('Thank you! A moderator will read your edit before others see your post.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ content: editedWords });
    expect(
      await screen.findByText('Your edit is waiting for a moderator. Only you can see it until then.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /asked you to edit/ })).toBeNull();
    expect(screen.getByText('Waiting for a moderator')).toBeTruthy();
    expect(screen.queryByText(/visible to everyone/)).toBeNull();
  });

  it("keeps the author's words and shows the forum's reason when the edit cannot be saved", async () => {
    openThread({
      [threadUrl]: { status: 200, body: asked },
      [`PUT /api/forum/threads/${THREAD_ID}`]: {
        status: 409,
        body: { message: 'You can edit a post only when a moderator asks you to.' },
      },
    });
    const panel = await screen.findByRole('region', { name: 'A moderator asked you to edit your post' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your post' }), {
      target: { value: editedWords },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));
    expect(
      await within(dialog).findByText('You can edit a post only when a moderator asks you to.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Your post' }) as HTMLTextAreaElement).value).toBe(
      editedWords,
    );
  });

  it("asks for a reply's edit in the reply itself", async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          replies: [
            aReply({
              mine: true,
              status: 'flagged',
              heldNote: { reason: 'edit-requested', message, at: '2026-11-21T10:00:00.000Z' },
            }),
          ],
        }),
      },
    });
    const replies = await screen.findByRole('region', { name: 'Replies' });
    const panel = within(replies).getByRole('region', { name: 'A moderator asked you to edit your reply' });
    expect(within(panel).getByText(message)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });
});
