import type { ModerationItem, ModerationStatus, Role } from '@heartwise/contracts';
import { MODERATION_QUEUE_PAGE } from '@heartwise/contracts';
import {
  CRISIS_RISK_CONFIRMATION,
  decisionLabel,
  decisionRules,
  ModerationDecision,
} from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeCall, FakeReply } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aContext,
  aCrisisReply,
  anItem,
  aSanction,
  moderationFigures,
  queueAndFigures,
  queueRoutes,
} from '../../testing/fixtures.js';
import { ModerationQueue } from './ModerationQueue.js';

afterEach(() => {
  dismissToast();
});

const reportedThread = anItem({ priority: 'high', reporters: 3 });
const reportedReply = anItem({
  contentType: 'reply',
  content: {
    content: 'You should just ignore them',
    user: { firstName: 'Alex', lastName: null, username: 'swift-hawk-9' },
  },
  threadTitle: 'Falling out with a friend',
  moderatorNotes: 'Second report this week',
});
const escalated = anItem({
  status: 'flagged',
  visibility: 'held',
  content: {
    title: 'Meet me after school',
    content: 'Send me your address.',
    user: { firstName: 'Kim', lastName: 'Lee', username: 'tall-oak-7' },
  },
  threadTitle: 'Meet me after school',
  history: [
    {
      action: 'escalate',
      by: { firstName: 'Mo', username: 'calm-moss-5' },
      at: '2026-11-21T10:15:00.000Z',
      notes: 'Asks for an address',
    },
  ],
});

const signedInAs = (role: Role) => ({ 'GET /api/user': { status: 200, body: aUser(role) } });

/** The figure under a count card's heading. */
const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';

/** The card (list item) holding `text`. */
const cardOf = (text: string) => {
  const card = screen.getByText(text).closest('li');
  if (!card) throw new Error(`no card with ${text}`);
  return card;
};

/** The decision buttons of a card, in order. */
const decisionsOn = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Decisions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

/**
 * The queue holding `item` under its status until a decision succeeds, after which the lists leave
 * it out. Every decision and sanction about it answers `reply` (by default: the item, a sanction).
 * Returns every call the page made.
 */
function queueWith(role: Role, item: ModerationItem, reply?: FakeReply) {
  let decided = false;
  const listed = (status: ModerationStatus) => () => ({
    status: 200,
    body: !decided && item.status === status ? [item] : [],
  });
  const decide = () => {
    const answer = reply ?? { status: 200, body: item };
    decided = answer.status < 300;
    return answer;
  };
  return fakeApi({
    ...signedInAs(role),
    ...queueAndFigures({
      pending: listed('pending'),
      flagged: listed('flagged'),
      approved: listed('approved'),
      rejected: listed('rejected'),
    }),
    ...Object.fromEntries(
      ModerationDecision.options.map((decision) => [
        `POST /api/admin/moderation/${item.id}/${decision}`,
        decide,
      ]),
    ),
    [`POST /api/admin/moderation/${item.id}/sanctions`]: reply ?? { status: 201, body: aSanction() },
  });
}

describe('Content Moderation: reading the queue', () => {
  it("says 'Loading moderation queue...' while the pending items load", () => {
    fakeApi({ ...signedInAs('admin'), ...queueAndFigures({ pending: 'pending' }) });
    renderPage(<ModerationQueue />);
    expect(screen.getByRole('heading', { name: 'Content Moderation' })).toBeTruthy();
    expect(screen.getByText('Loading moderation queue...')).toBeTruthy();
  });

  it('counts every whole status as svc-moderation counts it, in the cards and on the Pending and Flagged tabs', async () => {
    fakeApi({
      ...signedInAs('admin'),
      // The lists hold a page each; the figures count the whole status (issue 19).
      'GET /api/moderation/figures': {
        status: 200,
        body: moderationFigures({ pending: 2, flagged: 1, approved: 734, rejected: 120 }),
      },
      ...queueRoutes({
        pending: [reportedThread, reportedReply],
        flagged: [escalated],
        approved: [
          anItem({ status: 'approved' }),
          anItem({ status: 'approved' }),
          anItem({ status: 'approved' }),
        ],
      }),
    });
    renderPage(<ModerationQueue />);
    await waitFor(() => expect(countOf('Rejected')).toBe('120'));
    expect(countOf('Pending Review')).toBe('2');
    expect(countOf('Flagged Content')).toBe('1');
    expect(countOf('Approved')).toBe('734');
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flagged (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Approved' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rejected' })).toBeTruthy();
  });

  it('says a full list is the first page of its status, and how many the status holds', async () => {
    const page = Array.from({ length: MODERATION_QUEUE_PAGE }, () => anItem());
    fakeApi({
      ...signedInAs('moderator'),
      'GET /api/moderation/figures': { status: 200, body: moderationFigures({ pending: 612 }) },
      ...queueRoutes({ pending: page }),
    });
    renderPage(<ModerationQueue />);
    expect(
      await screen.findByText(
        `Showing the first ${MODERATION_QUEUE_PAGE} of 612: high priority first, then newest first.`,
        {},
        // Five hundred item cards take a while to draw in jsdom.
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending (612)' })).toBeTruthy();
  });

  it('shows "—" where the figures cannot be had, and the lists as usual', async () => {
    const { rejected: _older, ...olderFigures } = moderationFigures({ pending: 1 });
    fakeApi({
      ...signedInAs('admin'),
      'GET /api/moderation/figures': { status: 200, body: olderFigures },
      ...queueRoutes({ pending: [reportedThread] }),
    });
    renderPage(<ModerationQueue />);
    await waitFor(() => expect(countOf('Pending Review')).toBe('1'));
    // A service older than issue 19 does not count rejected items: the card does not guess.
    expect(countOf('Rejected')).toBe('—');
    expect(await screen.findByText(reportedThread.content.content)).toBeTruthy();
  });

  it('shows each item with its type, status, priority, kind, who can see it, its discussion, words and people', async () => {
    fakeApi({ ...signedInAs('moderator'), ...queueAndFigures({ pending: [reportedThread, reportedReply] }) });
    renderPage(<ModerationQueue />);

    await screen.findByText('Discussion Thread');
    const thread = cardOf('Discussion Thread');
    expect(within(thread).getByText('Pending')).toBeTruthy();
    expect(within(thread).getByText('High')).toBeTruthy();
    expect(within(thread).getByText('Reported')).toBeTruthy();
    expect(within(thread).getByText('Everyone can see it')).toBeTruthy();
    expect(within(thread).getByText('Nobody gets it')).toBeTruthy();
    expect(within(thread).getByText('Some days everything feels too much.')).toBeTruthy();
    expect(within(thread).getByText('Jo Park (@quiet-fern-12)')).toBeTruthy();
    expect(within(thread).getByText('Mia (@bright-sun-3)')).toBeTruthy();
    expect(within(thread).getByText('3 members reported this')).toBeTruthy();
    expect(within(thread).getByText('Report reason')).toBeTruthy();
    expect(within(thread).getByText('None so far.')).toBeTruthy();

    // A reply names the discussion it sits in.
    const reply = cardOf('Reply');
    expect(within(reply).getByText('Medium')).toBeTruthy();
    expect(within(reply).getByText('Falling out with a friend')).toBeTruthy();
    expect(within(reply).getByText('Alex (@swift-hawk-9)')).toBeTruthy();
    expect(within(reply).getByText('Moderator notes')).toBeTruthy();
    expect(within(reply).queryByText('3 members reported this')).toBeNull();
  });

  it('names why screened items wait and who can see them now', async () => {
    fakeApi({
      ...signedInAs('moderator'),
      ...queueAndFigures({
        pending: [aCrisisReply(), anItem({ kind: 'abusive', visibility: 'held', reportedBy: undefined })],
        rejected: [anItem({ status: 'rejected', visibility: 'private', kind: 'crisis' })],
      }),
    });
    renderPage(<ModerationQueue />);
    const crisis = (await screen.findByText('Crisis words')).closest('li') as HTMLElement;
    expect(within(crisis).getByText('Only its author can see it (waiting)')).toBeTruthy();
    expect(within(crisis).getByText('Exams next week')).toBeTruthy();
    expect(within(cardOf('Abusive words')).getByText('Only its author can see it (waiting)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('Kept private with support')).toBeTruthy();
  });

  it('shows who did what, when, why, and what the author was told', async () => {
    const decided = anItem({
      status: 'rejected',
      visibility: 'removed',
      history: [
        {
          action: 'escalate',
          by: { firstName: 'Mo', username: 'calm-moss-5' },
          at: '2026-11-21T10:15:00.000Z',
          notes: 'Names a classmate',
        },
        {
          action: 'hide',
          by: { firstName: 'Ada', username: 'wise-elm-2' },
          at: '2026-11-21T11:00:00.000Z',
          messageToAuthor: 'Please leave names out.',
        },
        {
          action: 'deleted',
          by: { firstName: 'Jo', username: 'quiet-fern-12' },
          at: '2026-11-21T12:00:00.000Z',
        },
      ],
    });
    fakeApi({ ...signedInAs('admin'), ...queueAndFigures({ rejected: [decided] }) });
    renderPage(<ModerationQueue />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Rejected' }));
    await screen.findByText('Nobody gets it');
    const [escalation, hidden, deleted] = within(cardOf('History')).getAllByRole('listitem');
    expect(escalation?.textContent).toMatch(/^Escalated by Mo \(@calm-moss-5\), .+Why: Names a classmate$/);
    expect(escalation?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T10:15:00.000Z');
    expect(hidden?.textContent).toMatch(
      /^Hidden by Ada \(@wise-elm-2\), .+The author was told: Please leave names out\.$/,
    );
    expect(deleted?.textContent).toMatch(/^Deleted by its author — Jo \(@quiet-fern-12\), /);
  });

  it("lists the author's earlier sanctions", async () => {
    const item = anItem({
      authorSanctions: [
        aSanction({ kind: 'warning', endsAt: null, reason: 'Name-calling' }),
        aSanction({ kind: 'mute', endsAt: '2026-01-02T10:00:00.000Z', reason: 'Spam' }),
      ],
    });
    fakeApi({ ...signedInAs('moderator'), ...queueAndFigures({ pending: [item] }) });
    renderPage(<ModerationQueue />);
    const sanctions = within(
      (await screen.findByText("The author's sanctions")).parentElement as HTMLElement,
    );
    const [warning, mute] = sanctions.getAllByRole('listitem');
    expect(warning?.textContent).toMatch(/^Warned — Name-calling \(by Mo \(@calm-moss-5\), /);
    expect(mute?.textContent).toMatch(/^Muted, ended .+ — Spam/);
    // Neither holds any more: nothing to lift.
    expect(sanctions.queryByRole('button', { name: 'Lift' })).toBeNull();
  });

  it("says 'All caught up!' for a status with nothing to review", async () => {
    fakeApi({ ...signedInAs('admin'), ...queueAndFigures({ pending: [reportedThread] }) });
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Flagged (0)' }));
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('No content to review in this category.')).toBeTruthy();
  });

  it('offers a retry when a list fails to load, and the retry loads it', async () => {
    let failing = true;
    fakeApi({
      ...signedInAs('admin'),
      ...queueAndFigures({
        pending: () => (failing ? { status: 500, body: { message: 'Boom' } } : { status: 200, body: [] }),
      }),
    });
    renderPage(<ModerationQueue />);
    expect(await screen.findByText("We couldn't load the moderation queue")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All caught up!')).toBeTruthy();
  });
});

describe('Content Moderation: the item in its discussion', () => {
  it('links to the item in place: the thread, or the reply inside it', async () => {
    const crisis = aCrisisReply();
    fakeApi({ ...signedInAs('moderator'), ...queueAndFigures({ pending: [reportedThread, crisis] }) });
    renderPage(<ModerationQueue />);
    await screen.findByText('Discussion Thread');
    expect(
      within(cardOf('Discussion Thread')).getByRole('link', { name: 'View in place' }).getAttribute('href'),
    ).toBe(`/forum/${reportedThread.threadId}`);
    expect(within(cardOf('Reply')).getByRole('link', { name: 'View in place' }).getAttribute('href')).toBe(
      `/forum/${crisis.threadId}#reply-${crisis.contentId}`,
    );
  });

  it('shows the opening post and the replies around the item, the item highlighted, each with its status', async () => {
    const crisis = aCrisisReply();
    const calls = fakeApi({
      ...signedInAs('moderator'),
      ...queueAndFigures({ pending: [crisis] }),
      [`GET /api/forum/context/reply/${crisis.contentId}`]: { status: 200, body: aContext(crisis) },
    });
    renderPage(<ModerationQueue />);
    const card = (await screen.findByText('Crisis words')).closest('li') as HTMLElement;
    // Nothing is asked of the forum until the moderator wants the context.
    expect(calls.some((call) => call.url.startsWith('/api/forum/context'))).toBe(false);
    const show = within(card).getByRole('button', { name: 'Show the discussion' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);

    const discussion = await within(card).findByRole('list', { name: 'The discussion “Exams next week”' });
    const entries = within(discussion).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Mia.+Everyone can see itExams next weekAnyone else dreading exams\?$/),
      expect.stringMatching(/^Sam.+Everyone can see itMe too, every day\.$/),
      expect.stringMatching(/^This itemLeo.+Only its author can see itI can't go on like this\.$/),
      expect.stringMatching(/^Ava.+Everyone can see itLeo, we are here for you\.$/),
    ]);
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(
      within(card).getByRole('button', { name: 'Hide the discussion' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('highlights the opening post when the item is the thread', async () => {
    const calls = fakeApi({
      ...signedInAs('moderator'),
      ...queueAndFigures({ pending: [reportedThread] }),
      [`GET /api/forum/context/thread/${reportedThread.contentId}`]: {
        status: 200,
        body: { ...aContext(reportedThread), before: [], target: null, after: [] },
      },
    });
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Show the discussion' }));
    const discussion = await screen.findByRole('list', { name: /^The discussion/ });
    const [opening] = within(discussion).getAllByRole('listitem');
    expect(opening?.getAttribute('aria-current')).toBe('true');
    expect(calls.filter((call) => call.url.startsWith('/api/forum/context'))).toHaveLength(1);
  });
});

describe('Content Moderation: the decisions each kind of item offers', () => {
  const cases: Array<{ what: string; item: ModerationItem; role: Role; decisions: ModerationDecision[] }> = [
    {
      what: 'a report',
      item: anItem(),
      role: 'moderator',
      decisions: ['hide', 'keep', 'request-edit', 'escalate'],
    },
    {
      what: 'crisis words',
      item: aCrisisReply(),
      role: 'moderator',
      decisions: ['support', 'remove', 'publish', 'escalate'],
    },
    {
      what: 'abusive words',
      item: anItem({ kind: 'abusive', visibility: 'held' }),
      role: 'moderator',
      decisions: ['remove', 'allow', 'request-edit', 'escalate'],
    },
    {
      what: 'an edit waiting for review',
      item: anItem({ kind: 'abusive', visibility: 'held', editAwaitingReview: true }),
      role: 'moderator',
      decisions: ['allow', 'request-edit', 'remove', 'escalate'],
    },
    {
      what: 'a report escalated, to an admin',
      item: { ...escalated },
      role: 'admin',
      decisions: ['hide', 'keep', 'request-edit'],
    },
    {
      what: 'settled public content',
      item: anItem({ status: 'approved' }),
      role: 'moderator',
      decisions: ['remove'],
    },
    {
      what: 'crisis content kept private',
      item: aCrisisReply({ status: 'rejected', visibility: 'private' }),
      role: 'moderator',
      decisions: ['support', 'remove', 'restore'],
    },
    {
      what: 'content taken down',
      item: anItem({ status: 'rejected', visibility: 'removed' }),
      role: 'moderator',
      decisions: ['restore'],
    },
  ];

  for (const { what, item, role, decisions } of cases) {
    const buttons = decisions.map((decision) => decisionLabel(decision, item));
    it(`offers ${buttons.join(', ')} on ${what}, each described by the item and its effect`, async () => {
      fakeApi({ ...signedInAs(role), ...queueAndFigures({ [item.status]: [item] }) });
      renderPage(<ModerationQueue />);
      const tab = { pending: 'Pending', flagged: 'Flagged', approved: 'Approved', rejected: 'Rejected' };
      fireEvent.mouseDown(await screen.findByRole('tab', { name: new RegExp(`^${tab[item.status]}`) }));
      const card = (await screen.findByText(item.content.content)).closest('li') as HTMLElement;
      await waitFor(() => expect(decisionsOn(card)).toEqual(buttons));
      for (const decision of decisions) {
        const button = within(card).getByRole('button', { name: decisionLabel(decision, item) });
        const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
        const described = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
        expect(described).toBe(
          `${item.contentType === 'thread' ? 'Discussion Thread' : 'Reply'} ${item.threadTitle} ${decisionRules[decision].effect}`,
        );
      }
    });
  }

  it('gives a moderator no decisions on an escalated item: it is an administrator’s', async () => {
    fakeApi({
      ...signedInAs('moderator'),
      ...queueAndFigures({ pending: [anItem()], flagged: [escalated] }),
    });
    renderPage(<ModerationQueue />);
    // Their role has loaded: the pending item offers them its decisions.
    expect(await screen.findByRole('button', { name: 'Keep it' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Flagged (1)' }));
    const card = cardOf('Send me your address.');
    expect(within(card).queryByRole('list', { name: 'Decisions' })).toBeNull();
    expect(within(card).getByText('Escalated: an administrator decides.')).toBeTruthy();
  });

  it('offers nothing on content its author deleted', async () => {
    const gone = anItem({ status: 'rejected', visibility: 'deleted' });
    fakeApi({ ...signedInAs('admin'), ...queueAndFigures({ rejected: [gone] }) });
    renderPage(<ModerationQueue />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Rejected' }));
    const card = (await screen.findByText('Deleted by its author')).closest('li') as HTMLElement;
    expect(within(card).queryByRole('list', { name: 'Decisions' })).toBeNull();
  });
});

describe('Content Moderation: deciding', () => {
  it('keeps a reported post with "Keep it": no body at all, says so, and the item leaves the list', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(within(cardOf('Nobody gets it')).getByRole('button', { name: 'Keep it' }));

    expect(await screen.findByText('Kept: the post stays up')).toBeTruthy();
    const [keep] = posts(calls);
    expect(keep?.url).toBe(`/api/admin/moderation/${item.id}/keep`);
    expect(keep?.body).toBeUndefined();
    expect(keep?.headers['Content-Type']).toBeUndefined();
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeTruthy());
  });

  it('asks before "Hide it", naming the effect, and sends nothing when the moderator cancels', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Hide it' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Hide it?' });
    expect(within(dialog).getByText(decisionRules.hide.effect)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls)).toEqual([]);
  });

  it('hides a reported post after confirmation, with the message for its author', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Hide it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide it?' });
    fireEvent.change(within(dialog).getByLabelText('A message to the author (optional)'), {
      target: { value: 'Please keep names out of posts.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide it' }));

    expect(await screen.findByText('Hidden: taken down for everyone')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: `/api/admin/moderation/${item.id}/hide`,
        body: { messageToAuthor: 'Please keep names out of posts.' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps crisis content private with support and the moderator’s message', async () => {
    const item = aCrisisReply();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep private and support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep private and support?' });
    expect(within(dialog).getByText(decisionRules.support.effect)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('A message to the author (optional)'), {
      target: { value: 'We are here for you, Leo.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep private and support' }));

    expect(await screen.findByText('Kept private with support: only its author sees it')).toBeTruthy();
    expect(posts(calls)[0]).toMatchObject({
      url: `/api/admin/moderation/${item.id}/support`,
      body: { messageToAuthor: 'We are here for you, Leo.' },
    });
  });

  it('makes crisis content public only after a reason and a second confirmation that names the risk', async () => {
    const item = aCrisisReply();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make public' }));

    const first = await screen.findByRole('alertdialog', { name: 'Make public?' });
    expect(within(first).getByText(decisionRules.publish.effect)).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    expect(await within(first).findByText('Please say why, for the record')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText('Why? (for the record)'), {
      target: { value: 'Song lyrics, talked it through with Leo.' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));

    const risk = await screen.findByRole('alertdialog', { name: 'Other young people will read it' });
    expect(within(risk).getByText(CRISIS_RISK_CONFIRMATION)).toBeTruthy();
    const confirm = within(risk).getByRole('button', { name: 'Make public' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(risk).getByLabelText('I have read this, and it is safe and supportive to share'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    expect(await screen.findByText('Made public: everyone can see it')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: `/api/admin/moderation/${item.id}/publish`,
        body: { notes: 'Song lyrics, talked it through with Leo.', confirmRisk: true },
      }),
    ]);
  });

  it('sends nothing when the moderator steps back at the risk confirmation', async () => {
    const item = aCrisisReply();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make public' }));
    const first = await screen.findByRole('alertdialog', { name: 'Make public?' });
    fireEvent.change(within(first).getByLabelText('Why? (for the record)'), { target: { value: 'Lyrics' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    const risk = await screen.findByRole('alertdialog', { name: 'Other young people will read it' });
    fireEvent.click(within(risk).getByLabelText('I have read this, and it is safe and supportive to share'));
    fireEvent.click(within(risk).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    // Asked again, the confirmation starts unticked.
    fireEvent.click(screen.getByRole('button', { name: 'Make public' }));
    const again = await screen.findByRole('alertdialog', { name: 'Make public?' });
    fireEvent.change(within(again).getByLabelText('Why? (for the record)'), { target: { value: 'Lyrics' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    const riskAgain = await screen.findByRole('alertdialog', { name: 'Other young people will read it' });
    expect(
      (within(riskAgain).getByRole('button', { name: 'Make public' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('removes settled public content only with a reason', async () => {
    const item = anItem({ status: 'approved' });
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Approved' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove?' });
    expect(within(dialog).getByText(decisionRules.remove.effect)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Please say why, for the record')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Why? (for the record)'), {
      target: { value: 'Shares a phone number' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: taken down for everyone')).toBeTruthy();
    expect(posts(calls)[0]).toMatchObject({
      url: `/api/admin/moderation/${item.id}/remove`,
      body: { notes: 'Shares a phone number' },
    });
  });

  it('asks what the author should change before requesting an edit', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an edit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the author' }));
    expect(await within(dialog).findByText('Please tell the author what to change')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('What should the author change?'), {
      target: { value: 'Please leave out the name of your classmate.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the author' }));

    expect(await screen.findByText(/^Edit requested:/)).toBeTruthy();
    expect(posts(calls)[0]).toMatchObject({
      url: `/api/admin/moderation/${item.id}/request-edit`,
      body: { messageToAuthor: 'Please leave out the name of your classmate.' },
    });
  });

  it('escalates at once: an administrator decides', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('Escalated: an administrator decides')).toBeTruthy();
    expect(posts(calls)[0]?.url).toBe(`/api/admin/moderation/${item.id}/escalate`);
    expect(posts(calls)[0]?.body).toBeUndefined();
  });

  it("says 'Failed to process moderation action' with the service's sentence when it refuses", async () => {
    const item = anItem();
    const sentence = 'Only an administrator can decide an escalated item.';
    queueWith('moderator', item, { status: 409, body: { message: sentence } });
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('Failed to process moderation action')).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
  });
});

describe('Content Moderation: warning, muting or suspending the author', () => {
  it('asks for a duration and a reason, then mutes the author', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item);
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Warn, mute or suspend the author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn, mute or suspend the author' });
    expect(
      within(dialog).getByText(
        'Jo (@quiet-fern-12) is shown your reason and, for a mute or a suspension, when it ends.',
      ),
    ).toBeTruthy();
    // The ladder starts at a warning.
    expect(within(dialog).getByRole('radio', { name: 'Warn' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Mute' }));
    expect(within(dialog).getByText(/can read Pause and Post but not post, reply or report/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await within(dialog).findByText('Please choose how long it lasts')).toBeTruthy();
    expect(within(dialog).getByText('Please give the reason: the member is shown it')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '3 days' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Name-calling, again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));

    expect(
      await screen.findByText('Muted for 3 days: they are shown your reason and when it ends'),
    ).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: `/api/admin/moderation/${item.id}/sanctions`,
        body: { kind: 'mute', durationHours: 72, reason: 'Name-calling, again' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a warning without a duration', async () => {
    const item = anItem();
    const calls = queueWith('moderator', item, {
      status: 201,
      body: aSanction({ kind: 'warning', endsAt: null }),
    });
    renderPage(<ModerationQueue />);
    fireEvent.click(await screen.findByRole('button', { name: 'Warn, mute or suspend the author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn, mute or suspend the author' });
    // Choosing a suspension and going back to a warning leaves no duration behind.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Suspend' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '1 week' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Warn' }));
    expect(within(dialog).queryByRole('radio', { name: '1 week' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Unkind words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect(await screen.findByText('Warned: they are shown your reason')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ kind: 'warning', reason: 'Unkind words' });
  });

  it('lifts a mute that still holds, with no body', async () => {
    const mute = aSanction({ endsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const item = anItem({ authorSanctions: [mute] });
    const calls = fakeApi({
      ...signedInAs('moderator'),
      ...queueAndFigures({ pending: [item] }),
      [`POST /api/admin/moderation/sanctions/${mute.id}/lift`]: {
        status: 200,
        body: { ...mute, liftedAt: new Date().toISOString() },
      },
    });
    renderPage(<ModerationQueue />);
    const entry = (await screen.findByText(/^Muted until/)).closest('li') as HTMLElement;
    expect(within(entry).getByText('In force')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('Lifted: they can post, reply and report again')).toBeTruthy();
    const [lift] = posts(calls);
    expect(lift?.url).toBe(`/api/admin/moderation/sanctions/${mute.id}/lift`);
    expect(lift?.body).toBeUndefined();
  });
});
