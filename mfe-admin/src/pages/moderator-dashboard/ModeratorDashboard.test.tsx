import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffFigureText } from '@heartwise/contracts';
import {
  aCrisisReply,
  anItem,
  aTrend,
  aWeek,
  forumActivity,
  moderationFigures,
  queueRoutes,
  quietTrends,
} from '../../testing/fixtures.js';
import { ModerationQueue } from '../moderation-queue/ModerationQueue.js';
import { ModeratorDashboard } from './ModeratorDashboard.js';

afterEach(() => {
  dismissToast();
});

const moderator = { 'GET /api/user': { status: 200, body: aUser('moderator', { firstName: 'Robin' }) } };

const ok = (body: unknown) => ({ status: 200, body });
const boom = { status: 500, body: { message: 'Boom' } };

/** The dashboard's calls: the moderation figures and the forum's activity answered as given. */
function dashboardApi(
  figures: FakeRoute,
  activity: FakeRoute = ok(forumActivity(0)),
  queueAge: FakeRoute = ok({ pending: 0, oldestWaitingSince: null, oldestWaitingMinutes: null }),
) {
  return fakeApi({
    ...moderator,
    'GET /api/moderation/queue-age': queueAge,
    'GET /api/moderation/figures': figures,
    'GET /api/forum/activity': activity,
    ...queueRoutes({}),
  });
}

/** The figure under a count card's heading. */
const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

describe('the moderator dashboard: Overview', () => {
  it('greets the moderator by first name and shows the three tabs', async () => {
    dashboardApi(ok(moderationFigures()));
    renderPage(<ModeratorDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Moderator Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Robin.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Review Queue',
      'Reports',
    ]);
  });

  it('counts pending, today, approved and active discussions from what the services say', async () => {
    dashboardApi(
      ok(
        moderationFigures({
          pending: 4,
          reviewedToday: 7,
          // Items approved now: no longer shown (a later report would take an approval back).
          approved: 1,
          week: aWeek({ total: 15, approved: 12, rejected: 3 }),
          trends: { ...quietTrends(), approvals: aTrend(5, 8, 12) },
        }),
      ),
      ok(forumActivity(31)),
    );
    renderPage(<ModeratorDashboard />);
    await waitFor(() => expect(countOf('Active Discussions')).toBe('31'));
    expect(countOf('Pending Reviews')).toBe('4');
    expect(countOf("Today's Reviews")).toBe('7');
    expect(countOf('Approved This Week')).toBe('12');
    expect(
      screen.getByRole('img', {
        name: 'Approvals per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 5, 8, 12',
      }),
    ).toBeTruthy();
    expect(screen.getByText(staffFigureText.approvedThisWeek.description)).toBeTruthy();
  });

  it('says how long the oldest pending item has waited, as the service counted it (issue 19)', async () => {
    dashboardApi(
      ok(moderationFigures({ pending: 3 })),
      ok(forumActivity(0)),
      ok({ pending: 3, oldestWaitingSince: '2026-11-21T07:55:00.000Z', oldestWaitingMinutes: 125 }),
    );
    renderPage(<ModeratorDashboard />);
    const age = await screen.findByText('2 h 5 min');
    expect(age.tagName).toBe('TIME');
    expect(age.getAttribute('dateTime')).toBe('2026-11-21T07:55:00.000Z');
    expect(age.parentElement?.textContent).toBe('Oldest waiting: 2 h 5 min');
  });

  it('says nothing is waiting on an empty queue, and owns up when the age could not be loaded', async () => {
    dashboardApi(ok(moderationFigures()));
    renderPage(<ModeratorDashboard />);
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
    cleanup();
    dashboardApi(ok(moderationFigures()), ok(forumActivity(0)), boom);
    renderPage(<ModeratorDashboard />);
    expect(await screen.findByText("We couldn't load how long items have waited.")).toBeTruthy();
  });

  it('shows other figures when the data changes', async () => {
    dashboardApi(
      ok(moderationFigures({ pending: 0, reviewedToday: 1, week: aWeek({ total: 2, approved: 2 }) })),
      ok(forumActivity(5)),
    );
    renderPage(<ModeratorDashboard />);
    await waitFor(() => expect(countOf('Active Discussions')).toBe('5'));
    expect(countOf('Pending Reviews')).toBe('0');
    expect(countOf("Today's Reviews")).toBe('1');
    expect(countOf('Approved This Week')).toBe('2');
  });

  it('lists recent decisions: what, on which kind of content, by whom and when', async () => {
    dashboardApi(
      ok(
        moderationFigures({
          recentActivity: [
            {
              itemId: anItem().id,
              action: 'hide',
              contentType: 'reply',
              by: { firstName: 'Mo', username: 'calm-moss-5' },
              at: '2026-11-21T10:15:00.000Z',
            },
            {
              itemId: anItem().id,
              action: 'support',
              contentType: 'thread',
              by: { firstName: null, username: 'anonymous' },
              at: '2026-11-21T09:15:00.000Z',
            },
          ],
        }),
      ),
    );
    renderPage(<ModeratorDashboard />);
    const list = (await screen.findByText('Hidden')).closest('ul');
    if (!list) throw new Error('no list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toMatch(/^HiddenReplyby Mo \(@calm-moss-5\)/);
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T10:15:00.000Z');
    expect(second?.textContent).toMatch(/^Kept private with supportDiscussion threadby @anonymous/);
  });

  it('says so when nobody has decided anything yet', async () => {
    dashboardApi(ok(moderationFigures()));
    renderPage(<ModeratorDashboard />);
    expect(await screen.findByText('No moderation activity yet')).toBeTruthy();
  });

  it('shows the figures as loading until they arrive', () => {
    dashboardApi('pending', 'pending');
    renderPage(<ModeratorDashboard />);
    expect(countOf('Pending Reviews')).toBe('…');
    expect(screen.getByText('Loading recent activity...')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    dashboardApi(boom, ok(forumActivity(3)));
    renderPage(<ModeratorDashboard />);
    expect(await screen.findByText("We couldn't load the moderation figures")).toBeTruthy();
    expect(countOf('Pending Reviews')).toBe('—');
    await waitFor(() => expect(countOf('Active Discussions')).toBe('3'));
  });
});

describe('the moderator dashboard: Review Queue', () => {
  it('is the review queue of /moderator/review: the same tabs, cards and decisions', async () => {
    const routes = {
      ...moderator,
      'GET /api/moderation/figures': ok(moderationFigures({ pending: 2 })),
      'GET /api/forum/activity': ok(forumActivity(2)),
      ...queueRoutes({ pending: [anItem({ priority: 'high' }), aCrisisReply()] }),
    };
    /** Every tab and every button the queue shows, in order. */
    const whatTheQueueOffers = async (queue: HTMLElement) => {
      await within(queue).findByText('Crisis words');
      await waitFor(() => expect(within(queue).getAllByRole('list', { name: 'Decisions' })).toHaveLength(2));
      return {
        tabs: within(queue)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
        buttons: within(queue)
          .getAllByRole('button')
          .map((button) => button.textContent),
      };
    };

    fakeApi(routes);
    renderPage(<ModerationQueue />);
    const onThePage = await whatTheQueueOffers(screen.getByRole('region', { name: 'Moderation Queue' }));
    cleanup();

    fakeApi(routes);
    renderPage(<ModeratorDashboard />);
    openTab('Review Queue');
    const onTheDashboard = await whatTheQueueOffers(screen.getByRole('tabpanel', { name: 'Review Queue' }));

    expect(onTheDashboard).toEqual(onThePage);
    expect(onThePage.tabs).toEqual(['Pending (2)', 'Flagged (0)', 'Approved', 'Rejected']);
    expect(onThePage.buttons).toEqual(
      expect.arrayContaining(['Hide it', 'Keep it', 'Keep private and support', 'Make public', 'Escalate']),
    );
  });

  it('decides from the tab, and the figures follow', async () => {
    const item = anItem({ priority: 'high' });
    let decided = false;
    const calls = fakeApi({
      ...moderator,
      'GET /api/moderation/figures': () =>
        ok(moderationFigures({ pending: decided ? 0 : 1, reviewedToday: decided ? 1 : 0 })),
      'GET /api/forum/activity': ok(forumActivity(2)),
      ...queueRoutes({ pending: () => ok(decided ? [] : [item]) }),
      [`POST /api/admin/moderation/${item.id}/keep`]: () => {
        decided = true;
        return ok({ ...item, status: 'approved' });
      },
    });
    renderPage(<ModeratorDashboard />);
    await waitFor(() => expect(countOf('Pending Reviews')).toBe('1'));
    openTab('Review Queue');
    const card = (await screen.findByText('Nobody gets it')).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('High')).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Keep it' }));

    expect(await screen.findByText('Kept: the post stays up')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/keep'))).toBe(true);
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    // The figures were asked again after the decision.
    openTab('Overview');
    await waitFor(() => expect(countOf('Pending Reviews')).toBe('0'));
    expect(countOf("Today's Reviews")).toBe('1');
  });

  it('asks the author for an edit, then shows the item waiting for it with no second request', async () => {
    const item = anItem();
    let asked = false;
    const calls = fakeApi({
      ...moderator,
      'GET /api/moderation/figures': ok(moderationFigures({ pending: 1 })),
      'GET /api/forum/activity': ok(forumActivity(2)),
      ...queueRoutes({
        pending: () => ok([{ ...item, editRequested: asked, visibility: asked ? 'held' : 'public' }]),
      }),
      [`POST /api/admin/moderation/${item.id}/request-edit`]: () => {
        asked = true;
        return ok({ ...item, editRequested: true, visibility: 'held' });
      },
    });
    renderPage(<ModeratorDashboard />);
    openTab('Review Queue');
    fireEvent.click(await screen.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an edit' });
    fireEvent.change(within(dialog).getByLabelText('What should the author change?'), {
      target: { value: 'Please leave out the name of your classmate.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the author' }));

    expect(await screen.findByText(/^Edit requested:/)).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/request-edit'))?.body).toEqual({
      messageToAuthor: 'Please leave out the name of your classmate.',
    });
    const waiting = (await screen.findByText("Waiting for the author's edit")).closest('li') as HTMLElement;
    expect(within(waiting).getByText('Only its author can see it (waiting)')).toBeTruthy();
    // Asked once: the item now waits for its author, and offers no second request.
    expect(within(waiting).queryByRole('button', { name: 'Request Edit' })).toBeNull();
  });
});

describe('the moderator dashboard: Reports', () => {
  it("shows this week's reports and decisions, what waits now, and the reasons of the same reports", async () => {
    const reasons = [
      { reason: 'Inappropriate language', count: 6, percent: 67 },
      { reason: 'Safety screening: possibly abusive language', count: 3, percent: 33 },
    ];
    dashboardApi(
      ok(
        moderationFigures({
          pending: 3,
          flagged: 1,
          week: aWeek(
            { total: 8, approved: 4, rejected: 1, escalated: 2, editRequested: 1 },
            { total: 9, fromMembers: 6, fromScreening: 3, reasons },
          ),
          commonReasons: reasons,
          trends: {
            reports: aTrend(4, 7, 9),
            decisions: aTrend(6, 8),
            approvals: aTrend(3, 4),
            rejections: aTrend(2, 1),
          },
        }),
      ),
    );
    renderPage(<ModeratorDashboard />);
    openTab('Reports');
    await screen.findByRole('heading', { name: 'Common Flags' });
    expect(countOf('Reports This Week')).toBe('9');
    expect(countOf('Decisions This Week')).toBe('8');
    expect(countOf('Approved This Week')).toBe('4');
    expect(countOf('Rejected This Week')).toBe('1');
    expect(countOf('Escalated This Week')).toBe('2');
    expect(countOf('Edits Requested This Week')).toBe('1');
    expect(countOf('Pending Reviews')).toBe('3');
    expect(countOf('Waiting for an Administrator')).toBe('1');
    // The reasons share out the very reports the total counts, screening's included (issue 19).
    expect(
      screen.getByText("The reasons of this week's 9 reports: 6 from members, 3 from safety screening."),
    ).toBeTruthy();
    expect(screen.getByText('Inappropriate language').nextElementSibling?.textContent).toBe('67%');
    expect(
      screen.getByText('Safety screening: possibly abusive language').nextElementSibling?.textContent,
    ).toBe('33%');
    expect(screen.getByRole('progressbar', { name: 'Inappropriate language' })).toBeTruthy();
    for (const name of [
      'Reports per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 4, 7, 9',
      'Decisions per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 6, 8',
      'Approvals per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 3, 4',
      'Rejections per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 2, 1',
    ]) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    expect(screen.getByText(staffFigureText.reportsThisWeek.description)).toBeTruthy();
  });

  it('says there were no reports this week when there were none', async () => {
    dashboardApi(ok(moderationFigures()));
    renderPage(<ModeratorDashboard />);
    openTab('Reports');
    expect(await screen.findByText('No reports this week')).toBeTruthy();
    expect(countOf('Reports This Week')).toBe('0');
  });

  it('offers a retry when the reports cannot be loaded', async () => {
    dashboardApi(boom);
    renderPage(<ModeratorDashboard />);
    openTab('Reports');
    expect(await screen.findByText("We couldn't load this week's reports")).toBeTruthy();
  });
});
