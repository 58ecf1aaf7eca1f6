import { PageSpinner } from '@heartwise/ui-kit';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { RequireUser } from '../guards/guards.js';
import { HomePage } from '../pages/home/HomePage.js';
import { AuthPage } from '../pages/auth/authRoute.js';
import { LazyLandingPage } from '../pages/landing/LazyLandingPage.js';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.js';
import { RemotePage } from '../remotes/RemotePage.js';
import type { RemotePageId } from '../remotes/remotePages.js';
import { RootLayout } from './RootLayout.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';

// The forms (react-hook-form, resolvers) load only when someone opens /auth (authRoute.tsx) or /profile.
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage.js'));

const forumList = <RemotePage id="forum/ForumList" title="Pause and Post" />;
const moderationQueue = <RemotePage id="admin/ModerationQueue" title="Content Moderation" />;
const checkIns = <RemotePage id="wellness/CheckInsPage" title="Check-ins" />;
const practice = <RemotePage id="wellness/PracticePage" title="Practice" />;

/** The Organization Portal (issue 16, mfe-portal): an organization admin's pages, in the header's order. */
const organizationPortal: ReadonlyArray<readonly [string, RemotePageId, string]> = [
  ['/org/dashboard', 'portal/PortalDashboard', 'District Dashboard'],
  ['/org/schools', 'portal/Schools', 'Schools'],
  ['/org/people', 'portal/People', 'People'],
  ['/org/escalations', 'portal/Escalations', 'Escalations'],
  ['/org/import', 'portal/RosterImport', 'Import'],
  ['/org/activation-codes', 'portal/ActivationCodes', 'Activation codes'],
  ['/org/settings', 'portal/OrgSettings', 'Settings'],
];

/**
 * SPEC §2 route table (rendered by `useRoutes` in a declarative BrowserRouter, App.tsx). Page
 * errors render inside the layout, so the header keeps working.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/landing', element: <LazyLandingPage /> },
          {
            path: '/auth',
            element: (
              <Suspense fallback={<PageSpinner label="Loading..." />}>
                <AuthPage />
              </Suspense>
            ),
          },
          {
            element: <RequireUser />,
            children: [
              { path: '/forum', element: forumList },
              { path: '/forum/:id', element: <RemotePage id="forum/ThreadDetail" title="Pause and Post" /> },
              {
                path: '/profile',
                element: (
                  <Suspense fallback={<PageSpinner label="Loading..." />}>
                    <ProfilePage />
                  </Suspense>
                ),
              },
            ],
          },
          {
            element: <RequireUser allow={['youth']} />,
            children: [
              {
                path: '/youth/dashboard',
                element: <RemotePage id="wellness/YouthDashboard" title="Youth Dashboard" />,
              },
              { path: '/youth/discussions', element: forumList },
              { path: '/youth/checkins', element: checkIns },
              { path: '/youth/practice', element: practice },
            ],
          },
          {
            element: <RequireUser allow={['parent']} />,
            children: [
              {
                path: '/parent/dashboard',
                element: <RemotePage id="wellness/ParentDashboard" title="Parent Dashboard" />,
              },
              {
                path: '/parent/youth-summary',
                element: <RemotePage id="wellness/YouthSummary" title="Youth Summary" />,
              },
              { path: '/parent/checkins', element: checkIns },
              { path: '/parent/practice', element: practice },
            ],
          },
          {
            element: <RequireUser allow={['moderator']} />,
            children: [
              {
                path: '/moderator/dashboard',
                element: <RemotePage id="admin/ModeratorDashboard" title="Moderator Dashboard" />,
              },
              { path: '/moderator/review', element: moderationQueue },
            ],
          },
          {
            element: <RequireUser allow={['admin']} />,
            children: [
              ...['/admin/dashboard', '/admin/analytics', '/admin/settings', '/admin/linking'].map(
                (path) => ({
                  path,
                  element: <RemotePage id="admin/AdminDashboard" title="Admin Dashboard" />,
                }),
              ),
              {
                path: '/admin/users',
                element: <RemotePage id="admin/UserManagement" title="User Management" />,
              },
              {
                path: '/admin/districts',
                element: <RemotePage id="admin/Districts" title="Districts" />,
              },
              { path: '/admin/moderation', element: moderationQueue },
              {
                path: '/admin/review',
                element: <RemotePage id="admin/EscalatedReview" title="Escalated Content" />,
              },
            ],
          },
          {
            element: <RequireUser allow={['org-admin']} />,
            children: organizationPortal.map(([path, id, title]) => ({
              path,
              element: <RemotePage id={id} title={title} />,
            })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
