import type { FakeCall } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, REPLY_ID, reviewNotice, THREAD_ID } from '../../testing/forumFixtures.js';
import { openThread, threadUrl } from '../../testing/openThread.js';

const deletes = (calls: FakeCall[]) => calls.filter((call) => call.method === 'DELETE');

describe('an author deletes their own words', () => {
  it('deletes their discussion after saying yes, and goes back to the forum with a word that it is gone', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true, user: { firstName: 'Sam' } }) },
      [`DELETE /api/forum/threads/${THREAD_ID}`]: { status: 200, body: { ok: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    expect(within(dialog).getByText(/gone for everyone/)).toBeTruthy();
    expect(deletes(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('The forum list')).toBeTruthy();
    expect(await screen.findByText('Your post was deleted. It is gone for everyone.')).toBeTruthy();
    expect(deletes(calls).map((call) => call.url)).toEqual([`/api/forum/threads/${THREAD_ID}`]);
  });

  it('sends nothing when they change their mind', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes(calls)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('deletes their reply, which leaves the page', async () => {
    let deleted = false;
    const { calls } = openThread({
      [threadUrl]: () => ({
        status: 200,
        body: aThreadDetail({ replies: deleted ? [] : [aReply({ mine: true, user: { firstName: 'Sam' } })] }),
      }),
      [`DELETE /api/forum/replies/${REPLY_ID}`]: () => {
        deleted = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const replies = await screen.findByRole('region', { name: 'Replies' });
    expect(within(replies).queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(replies).getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your reply?' });
    expect(
      within(dialog).getByText('Your reply will be gone for everyone. You cannot undo this.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reply' }));

    expect(await screen.findByText('Your reply was deleted. It is gone for everyone.')).toBeTruthy();
    expect(await screen.findByText('No replies yet. Your kind words could be the first.')).toBeTruthy();
    expect(deletes(calls).map((call) => call.url)).toEqual([`/api/forum/replies/${REPLY_ID}`]);
  });

  it("keeps the dialog open with the forum's words when it cannot delete", async () => {
    openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true }) },
      [`DELETE /api/forum/threads/${THREAD_ID}`]: {
        status: 404,
        body: { message: "We couldn't find that discussion." },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await within(dialog).findByText("We couldn't find that discussion.")).toBeTruthy();
    expect(screen.queryByText('The forum list')).toBeNull();
  });
});

const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');
const ownPost = aThreadDetail({ mine: true, user: { firstName: 'Sam' } });
const newWords = 'My exams start next week, and breathing slowly is helping me.';

describe('an author edits their own words (issue 19)', () => {
  it('changes their published post: the new words show at once, and focus is back on Edit', async () => {
    let saved = false;
    const { calls } = openThread({
      [threadUrl]: () => ({ status: 200, body: saved ? { ...ownPost, content: newWords } : ownPost }),
      [`PUT /api/forum/threads/${THREAD_ID}`]: () => {
        saved = true;
        return { status: 200, body: { ...ownPost, content: newWords } };
      },
    });
    const edit = await screen.findByRole('button', { name: 'Edit your post' });
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' });
    const words = within(dialog).getByRole('textbox', { name: 'Your post' }) as HTMLTextAreaElement;
    expect(words.value).toBe(ownPost.content);
    fireEvent.change(words, { target: { value: newWords } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));

    expect(await screen.findByText('Your post was updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit your post' })).toBeNull());
    expect(await screen.findByText(newWords)).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ content: newWords }]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit your post' })),
    );
  });

  it('shows the support notice when screening holds the edit, and focus goes to the post', async () => {
    const held = {
      ...ownPost,
      content: 'Everything is too much lately.',
      status: 'flagged' as const,
      heldNote: { reason: 'review' as const, at: '2026-11-21T10:00:00.000Z' },
    };
    let saved = false;
    openThread({
      [threadUrl]: () => ({ status: 200, body: saved ? held : ownPost }),
      [`PUT /api/forum/threads/${THREAD_ID}`]: () => {
        saved = true;
        return { status: 200, body: { ...held, notice: reviewNotice } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your post' }), {
      target: { value: held.content },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));

    expect(await screen.findByText(reviewNotice.title)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit your post' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article')));
  });

  it("keeps the dialog open with the typed words and the forum's reason when it cannot save", async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: ownPost },
      [`PUT /api/forum/threads/${THREAD_ID}`]: {
        status: 409,
        body: { message: 'A moderator is reading this post. You can edit it once they have looked at it.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your post' });
    const words = within(dialog).getByRole('textbox', { name: 'Your post' }) as HTMLTextAreaElement;
    fireEvent.change(words, { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));
    expect(
      await within(dialog).findByText('Please share more details (at least 10 characters)'),
    ).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(words, { target: { value: newWords } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));
    expect(
      await within(dialog).findByText(
        'A moderator is reading this post. You can edit it once they have looked at it.',
      ),
    ).toBeTruthy();
    expect(words.value).toBe(newWords);
  });

  it('edits their reply in place', async () => {
    const reply = aReply({ mine: true, user: { firstName: 'Sam' } });
    let saved = false;
    const { calls } = openThread({
      [threadUrl]: () => ({
        status: 200,
        body: aThreadDetail({ replies: [saved ? { ...reply, content: newWords } : reply] }),
      }),
      [`PUT /api/forum/replies/${REPLY_ID}`]: () => {
        saved = true;
        return { status: 200, body: { ...reply, content: newWords } };
      },
    });
    const replies = await screen.findByRole('region', { name: 'Replies' });
    fireEvent.click(within(replies).getByRole('button', { name: 'Edit your reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your reply' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your reply' }), {
      target: { value: newWords },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save edit' }));
    expect(await screen.findByText('Your reply was updated.')).toBeTruthy();
    expect(await within(replies).findByText(newWords)).toBeTruthy();
    expect(puts(calls).map((call) => call.url)).toEqual([`/api/forum/replies/${REPLY_ID}`]);
  });

  it("offers no Edit on someone else's words, nor on their own held post", async () => {
    openThread({
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          mine: true,
          status: 'flagged',
          heldNote: { reason: 'review', at: '2026-11-21T10:00:00.000Z' },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Delete your post' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
