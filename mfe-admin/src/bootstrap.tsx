// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/web-runtime/zod-jitless';
import { renderStandalone } from '@heartwise/web-runtime/standalone';
import type { ComponentType } from 'react';
import AdminDashboard from './exposes/AdminDashboard.js';
import Districts from './exposes/Districts.js';
import EscalatedReview from './exposes/EscalatedReview.js';
import ModerationQueue from './exposes/ModerationQueue.js';
import ModeratorDashboard from './exposes/ModeratorDashboard.js';
import UserManagement from './exposes/UserManagement.js';

// Running alone (not inside the shell): the page the path names, the moderation queue otherwise.
const dashboardPaths = ['/admin/dashboard', '/admin/analytics', '/admin/settings', '/admin/linking'];
const pages: ReadonlyArray<readonly [string, ComponentType]> = [
  ['/admin/users', UserManagement],
  ['/admin/districts', Districts],
  ['/admin/review', EscalatedReview],
  ['/moderator/dashboard', ModeratorDashboard],
  ...dashboardPaths.map((path) => [path, AdminDashboard] as const),
];
const pageFor = (path: string): ComponentType =>
  pages.find(([prefix]) => path.startsWith(prefix))?.[1] ?? ModerationQueue;

renderStandalone({ scope: 'admin-standalone', page: pageFor(window.location.pathname) });
