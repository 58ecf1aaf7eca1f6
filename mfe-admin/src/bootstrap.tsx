// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/ui-kit/zod-jitless';
import { renderStandalone } from '@heartwise/ui-kit/standalone';
import AdminDashboard from './exposes/AdminDashboard.js';
import EscalatedReview from './exposes/EscalatedReview.js';
import ModerationQueue from './exposes/ModerationQueue.js';
import ModeratorDashboard from './exposes/ModeratorDashboard.js';
import UserManagement from './exposes/UserManagement.js';

// Running alone (not inside the shell): the page the path names, the moderation queue otherwise.
const dashboardPaths = ['/admin/dashboard', '/admin/analytics', '/admin/settings', '/admin/linking'];
const pageFor = (path: string) =>
  path.startsWith('/admin/users')
    ? UserManagement
    : path.startsWith('/admin/review')
      ? EscalatedReview
      : path.startsWith('/moderator/dashboard')
        ? ModeratorDashboard
        : dashboardPaths.some((dashboard) => path.startsWith(dashboard))
          ? AdminDashboard
          : ModerationQueue;

renderStandalone({ scope: 'admin-standalone', page: pageFor(window.location.pathname) });
