import { staffFigureText, type Link } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage, renderRoutes } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aLinkPerson,
  anItem,
  aPendingLink,
  aTrend,
  aWeek,
  forumFigures,
  identityFigures,
  moderationFigures,
  queueRoutes,
  quietTrends,
  systemHealth,
} from '../../testing/fixtures.js';
import { serveUsers } from '../../testing/fakeUsersService.js';
import { AdminDashboard } from './AdminDashboard.js';

afterEach(() => {
  dismissToast();
});

const ok = (body: unknown) => ({ status: 200, body });
const boom = { status: 500, body: { message: 'Boom' } };
/** svc-identity's sign-in slowing as it ships (issue 15). */
const signInLimits = {
  perDevice: { freeTries: 5, maxDelaySeconds: 900, windowSeconds: 3600 },
  perAccount: { freeTries: 20, maxDelaySeconds: 900, windowSeconds: 3600 },
  perAddress: { freeTries: 100, maxDelaySeconds: 60, windowSeconds: 3600 },
  knownDeviceDays: 180,
};

/** Every call the dashboard makes, answered with a quiet community unless a test says otherwise. */
function adminApi(routes: Record<string, FakeRoute> = {}) {
  const calls = fakeApi({
    'GET /api/admin/activity': ok({ entries: [], nextCursor: null }),
    'GET /api/user': ok(aUser('admin', { firstName: 'Ada' })),
    'GET /api/admin/figures': ok(identityFigures()),
    'GET /api/moderation/figures': ok(moderationFigures()),
    'GET /api/admin/health': ok(systemHealth()),
    'GET /api/wellness/admin/figures': ok({
      checkIns: {
        pre: { count: 0, prompted: 0, averageRating: null },
        post: { count: 0, prompted: 0, averageRating: null },
        postPost: { count: 0, prompted: 0, averageRating: null },
      },
    }),
    'GET /api/forum/admin/figures': ok(forumFigures()),
    'GET /api/admin/settings': ok({
      sessionLifetimeSeconds: 86_400,
      password: { minLength: 8, maxLength: 128, minGuessesLog10: 8 },
      signInLimits,
      signUpLimits: { freeTries: 60, maxDelaySeconds: 600, windowSeconds: 600 },
    }),
    'GET /api/admin/links?status=pending': ok([]),
    ...queueRoutes({}),
    ...routes,
  });
  serveUsers(calls, () => []);
  return calls;
}

const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

/** The dashboard under every path the shell mounts it at, so tab changes can move between them. */
const renderAt = (path: string) =>
  renderRoutes(
    ['/admin/dashboard', '/admin/analytics', '/admin/settings', '/admin/linking'].map((route) => ({
      path: route,
      element: <AdminDashboard />,
    })),
    { path },
  );

describe('the admin dashboard: heading and tabs', () => {
  it("says 'Admin Dashboard' and welcomes the admin by first name", async () => {
    adminApi();
    renderPage(<AdminDashboard />, { path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Ada.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Analytics',
      'Linking',
      'Review',
      'Settings',
    ]);
  });

  it.each([
    ['/admin/dashboard', 'Overview'],
    ['/admin/analytics', 'Analytics'],
    ['/admin/settings', 'Settings'],
    ['/admin/linking', 'Linking'],
  ])('opens %s on the %s tab', (path, tab) => {
    adminApi();
    renderAt(path);
    expect(selectedTab()).toBe(tab);
  });

  it("goes to a tab's own path when it is chosen", async () => {
    adminApi();
    const { router } = renderAt('/admin/dashboard');
    openTab('Settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
    expect(selectedTab()).toBe('Settings');
    openTab('Users');
    expect(selectedTab()).toBe('Users');
    expect(router.state.location.pathname).toBe('/admin/settings');
  });
});

describe('the admin dashboard: Overview', () => {
  it('counts users, sessions, links and reviews from what the services say', async () => {
    adminApi({
      'GET /api/admin/figures': ok(
        identityFigures({
          users: { total: 42, byRole: { youth: 30, parent: 9, moderator: 2, admin: 1, 'org-admin': 0 } },
          activeSessions: 7,
          links: { pending: 2, approved: 5 },
          signUps: aTrend(3, 0, 6),
        }),
      ),
      'GET /api/moderation/figures': ok(
        moderationFigures({
          contentReviews: 40,
          week: aWeek({ total: 13, approved: 9, rejected: 4 }),
          trends: { ...quietTrends(), decisions: aTrend(11, 13) },
        }),
      ),
    });
    renderAt('/admin/dashboard');
    await waitFor(() => expect(countOf('Total Users')).toBe('42'));
    expect(countOf('Active Sessions')).toBe('7');
    expect(countOf('Parent-Youth Links')).toBe('5');
    // Decisions as the moderator's Reports count them (issue 19), not items ever reviewed.
    await waitFor(() => expect(countOf('Decisions This Week')).toBe('13'));
    expect(screen.queryByRole('heading', { name: 'Content Reviews' })).toBeNull();
  });

  it("says what each figure counts and shows sign-ups' and decisions' last 8 weeks in words (issue 19)", async () => {
    adminApi({
      'GET /api/admin/figures': ok(identityFigures({ signUps: aTrend(3, 0, 6) })),
      'GET /api/moderation/figures': ok(
        moderationFigures({ trends: { ...quietTrends(), decisions: aTrend(11, 13) } }),
      ),
    });
    renderAt('/admin/dashboard');
    expect(
      await screen.findByRole('img', {
        name: 'New accounts per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 3, 0, 6',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Decisions per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 11, 13',
      }),
    ).toBeTruthy();
    expect(screen.getByText(staffFigureText.totalUsers.description)).toBeTruthy();
    expect(screen.getByText(staffFigureText.decisionsThisWeek.description)).toBeTruthy();
  });

  it("shows each service's readiness and latency, the uptime, median response time and error rate", async () => {
    const health = systemHealth({
      gateway: { startedAt: '2026-11-19T07:00:00.000Z', uptimeSeconds: 2 * 86_400 + 3 * 3_600 + 5 * 60 },
      api: { requests: 400, p50LatencyMs: 23.4, errorRate: 0.025 },
    });
    const [, , forum] = health.services;
    if (forum)
      Object.assign(forum, { status: 'unavailable', latencyMs: 1200, checks: { database: 'timeout' } });
    adminApi({ 'GET /api/admin/health': ok(health) });
    renderAt('/admin/dashboard');
    const panel = (await screen.findByText('Uptime')).closest('dl');
    if (!panel) throw new Error('no health panel');
    const valueOf = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(valueOf('Accounts (identity)')).toBe('Ready4 ms');
    expect(valueOf('Forum')).toBe('Unavailable1200 msdatabase: timeout');
    expect(valueOf('Uptime')).toBe('2 d 3 h 5 min');
    expect(valueOf('API response time (median)')).toBe('23 ms');
    expect(valueOf('Error rate')).toBe('2.5% of 400 requests');
  });

  it('says when no request has been measured yet', async () => {
    adminApi({
      'GET /api/admin/health': ok(
        systemHealth({ api: { requests: 0, p50LatencyMs: null, errorRate: null } }),
      ),
    });
    renderAt('/admin/dashboard');
    expect((await screen.findAllByText('No requests yet')).length).toBe(2);
  });

  it('lists recent admin activity in sentences, newest first', async () => {
    const admin = aLinkPerson('admin-river-42', 'Ada');
    adminApi({
      'GET /api/admin/activity': ok({
        nextCursor: null,
        entries: [
          {
            id: anItem().id,
            kind: 'role-changed',
            at: '2026-11-21T10:00:00.000Z',
            by: admin,
            whom: aLinkPerson('quiet-fern-12', 'Jo'),
            fromRole: 'youth',
            toRole: 'moderator',
          },
          {
            id: anItem().id,
            kind: 'user-deleted',
            at: '2026-11-21T09:00:00.000Z',
            by: admin,
            whom: null,
            fromRole: 'parent',
          },
        ],
      }),
    });
    renderAt('/admin/dashboard');
    expect(
      await screen.findByText(
        "Ada (@admin-river-42) changed Jo (@quiet-fern-12)'s role from Youth to Moderator",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ada (@admin-river-42) deleted a Parent/Guardian account')).toBeTruthy();
  });

  it('shows empty and failed parts for what they are', async () => {
    adminApi({ 'GET /api/admin/health': boom });
    renderAt('/admin/dashboard');
    expect(await screen.findByText('No admin activity yet')).toBeTruthy();
    expect(await screen.findByText("We couldn't load the system's health")).toBeTruthy();
  });
});

describe('the admin dashboard: Users', () => {
  it('counts accounts per role and offers Create New User and the way to User Management', async () => {
    adminApi({
      'GET /api/admin/figures': ok(
        identityFigures({
          users: { total: 16, byRole: { youth: 11, parent: 3, moderator: 1, admin: 1, 'org-admin': 0 } },
        }),
      ),
    });
    renderAt('/admin/dashboard');
    openTab('Users');
    await waitFor(() => expect(countOf('Youth')).toBe('11'));
    expect(countOf('Parents/Guardians')).toBe('3');
    expect(countOf('Moderators')).toBe('1');
    expect(countOf('Administrators')).toBe('1');
    expect(screen.getByRole('link', { name: 'Manage users' }).getAttribute('href')).toBe('/admin/users');
    fireEvent.click(screen.getByRole('button', { name: 'Create New User' }));
    expect(await screen.findByRole('dialog', { name: 'Create New User' })).toBeTruthy();
  });
});

describe('the admin dashboard: Analytics', () => {
  it('shows average pre, post and post-post ratings, how many the app prompted, and the forum totals', async () => {
    adminApi({
      'GET /api/wellness/admin/figures': ok({
        checkIns: {
          pre: { count: 12, prompted: 9, averageRating: 4.5 },
          post: { count: 8, prompted: 0, averageRating: 6.25 },
          postPost: { count: 0, prompted: 0, averageRating: null },
        },
        checkInsMade: aTrend(9, 11),
      }),
      'GET /api/forum/admin/figures': ok(
        forumFigures({
          threads: { total: 17, active: 15, flagged: 1, archived: 1 },
          replies: { total: 64, active: 60, flagged: 2, archived: 2 },
          threadsThisWeek: 4,
          visibleThreads: 15,
          hiddenThreads: 2,
          visibleReplies: 60,
          threadsStarted: aTrend(2, 4),
        }),
      ),
    });
    renderAt('/admin/analytics');
    const card = async (label: string) => {
      const heading = await screen.findByRole('heading', { name: label });
      return heading.parentElement?.textContent;
    };
    await waitFor(async () =>
      expect(await card('Before (pre)')).toBe(
        'Before (pre)4.5from 12 check-ins9 prompted by the app, 3 chosen',
      ),
    );
    expect(await card('After (post)')).toBe('After (post)6.3from 8 check-ins0 prompted by the app, 8 chosen');
    expect(await card('Later (post-post)')).toBe('Later (post-post)No check-ins yet');
    // Check-ins per week as svc-wellness counted them (issue 19): this week's, and the last 8.
    expect(countOf('Check-ins This Week')).toBe('11');
    expect(
      screen.getByRole('img', {
        name: 'Check-ins per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 9, 11',
      }),
    ).toBeTruthy();
    // What members can see, apart from what is held or removed (issue 19), as svc-forum counted it.
    await waitFor(() => expect(countOf('Threads members can see')).toBe('15'));
    expect(countOf('Threads held or removed')).toBe('2');
    expect(countOf('Responses members can see')).toBe('60');
    expect(countOf('Threads Started This Week')).toBe('4');
    expect(screen.getByText(staffFigureText.visibleThreads.description)).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Threads started per week, last 8 weeks, oldest first: 0, 0, 0, 0, 0, 0, 2, 4',
      }),
    ).toBeTruthy();
  });

  it('shows "—" for the figures a service older than issue 19 does not send, and the rest as usual', async () => {
    const {
      visibleThreads: _v,
      hiddenThreads: _h,
      visibleReplies: _r,
      threadsStarted: _t,
      ...older
    } = forumFigures({ threadsThisWeek: 3 });
    adminApi({ 'GET /api/forum/admin/figures': ok(older) });
    renderAt('/admin/analytics');
    await waitFor(() => expect(countOf('Threads Started This Week')).toBe('3'));
    for (const label of ['Threads members can see', 'Threads held or removed', 'Check-ins This Week'])
      expect(countOf(label)).toBe('—');
    expect(screen.queryByRole('img', { name: /per week/ })).toBeNull();
    expect(screen.getAllByText('No check-ins yet')).toHaveLength(3);
  });

  it("says 'No check-ins yet' for every type in a community without check-ins", async () => {
    adminApi();
    renderAt('/admin/analytics');
    await waitFor(() => expect(screen.getAllByText('No check-ins yet')).toHaveLength(3));
  });
});

describe('the admin dashboard: Linking', () => {
  /** Pending requests that leave the list once rejected; returns the calls. */
  function linking(links: Link[], reply?: FakeRoute) {
    const rejected = new Set<string>();
    const reject = (id: string) => () => {
      if (reply) return reply;
      rejected.add(id);
      return ok({ ...links.find((link) => link.id === id), status: 'rejected' });
    };
    return adminApi({
      'GET /api/admin/links?status=pending': () => ok(links.filter((link) => !rejected.has(link.id))),
      ...Object.fromEntries(
        links.map((link) => [`POST /api/admin/links/${link.id}/reject`, reject(link.id)]),
      ),
    });
  }
  const requestOf = (text: string) => {
    const card = screen.getByText(text).closest('li');
    if (!card) throw new Error(`no request naming ${text}`);
    return card;
  };

  it('offers no way to approve: only the youth can accept, and says so', async () => {
    linking([aPendingLink('Pat', 'Riley')]);
    renderAt('/admin/linking');
    await screen.findByText('Pat Stone');
    const card = requestOf('Pat Stone');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject request']);
    expect(screen.queryByRole('button', { name: /approve/i })).toBeNull();
    expect(screen.getByText(/Only the youth can accept a link request/)).toBeTruthy();
  });

  it('rejects a request once confirmed, says so, and the list refreshes without it', async () => {
    const link = aPendingLink('Pat', 'Riley');
    const calls = linking([link, aPendingLink('Kim', 'Lee')]);
    renderAt('/admin/linking');
    await screen.findByText('Pat Stone');
    fireEvent.click(within(requestOf('Pat Stone')).getByRole('button', { name: 'Reject request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this link request?' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Request rejected')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ url: `/api/admin/links/${link.id}/reject`, body: undefined }),
    ]);
    await waitFor(() => expect(screen.queryByText('Pat Stone')).toBeNull());
    expect(screen.getByText('Kim Stone')).toBeTruthy();
  });

  it('keeps the request when the admin thinks again', async () => {
    const calls = linking([aPendingLink('Pat', 'Riley')]);
    renderAt('/admin/linking');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this link request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByText('Pat Stone')).toBeTruthy();
  });

  it('shows the username asked for when no youth has it', async () => {
    linking([{ ...aPendingLink('Pat', 'Riley'), youth: null, youthUsername: 'made-up-name1' }]);
    renderAt('/admin/linking');
    await screen.findByText('Pat Stone');
    const card = requestOf('Pat Stone');
    expect(card.textContent).toContain(
      'Pat Stone @pat-oak-1 asks to link with @made-up-name1 (no youth has this username)',
    );
  });

  it("shows the service's sentence when it refuses", async () => {
    linking([aPendingLink('Pat', 'Riley')], {
      status: 409,
      body: { message: 'This link request has already been answered.' },
    });
    renderAt('/admin/linking');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this link request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Failed to reject the request')).toBeTruthy();
    expect(screen.getByText('This link request has already been answered.')).toBeTruthy();
  });

  it('says there is nothing waiting when there is nothing', async () => {
    adminApi();
    renderAt('/admin/linking');
    expect(await screen.findByText('No pending link requests')).toBeTruthy();
  });
});

describe('the admin dashboard: Review', () => {
  it("says 'No Escalated Content' when nothing was flagged", async () => {
    adminApi();
    renderAt('/admin/dashboard');
    openTab('Review');
    expect(await screen.findByText('No Escalated Content')).toBeTruthy();
  });

  it("lists escalated items with the administrator's decisions, and no second escalation", async () => {
    adminApi(queueRoutes({ flagged: [anItem({ status: 'flagged', visibility: 'held' })] }));
    renderAt('/admin/dashboard');
    openTab('Review');
    const card = (await screen.findByText('Nobody gets it')).closest('li');
    if (!card) throw new Error('no card');
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Decisions' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Hide it', 'Keep it', 'Request Edit']),
    );
  });
});

describe('the admin dashboard: Settings', () => {
  it('shows the values svc-identity enforces', async () => {
    adminApi({
      'GET /api/admin/settings': ok({
        sessionLifetimeSeconds: 43_200,
        password: { minLength: 10, maxLength: 72, minGuessesLog10: 8 },
        signInLimits,
        signUpLimits: { freeTries: 40, maxDelaySeconds: 300, windowSeconds: 600 },
      }),
    });
    renderAt('/admin/settings');
    expect(await screen.findByText('12 hours, then members sign in again')).toBeTruthy();
    expect(screen.getByText(/^10 to 72 characters, and hard to guess/)).toBeTruthy();
    expect(screen.getByText(/breached passwords, keyboard patterns and a member's own name/)).toBeTruthy();
    // The slowing as it is: no lock, waits that grow, the known device let through.
    expect(
      screen.getByText(
        /No lockouts: one account from one device or address — after 5 failed sign-ins, each next try waits 1 second, then twice as long each time, up to 15 minutes/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/One account from everywhere — after 20 failed sign-ins/)).toBeTruthy();
    expect(
      screen.getByText(
        /One address across all accounts \(a school shares one\) — after 100 failed sign-ins.*up to 1 minute/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /A device that signed in to the account within 180 days skips the waits strangers caused; failures are forgotten after 1 hour/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Per address within 10 minutes: after 40 sign-ups, each next try waits 1 second, then twice as long each time, up to 5 minutes',
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    adminApi({ 'GET /api/admin/settings': boom });
    renderAt('/admin/settings');
    expect(await screen.findByText("We couldn't load the settings")).toBeTruthy();
  });
});
