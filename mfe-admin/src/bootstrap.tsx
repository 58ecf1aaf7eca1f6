// First, before any module builds a zod schema: no eval under the gateway's CSP (inside the shell, the
// shell's bootstrap has done this already).
import '@heartwise/ui-kit/zod-jitless';
import { renderStandalone } from '@heartwise/ui-kit/standalone';
import EscalatedReview from './exposes/EscalatedReview.js';
import ModerationQueue from './exposes/ModerationQueue.js';
import UserManagement from './exposes/UserManagement.js';

// Running alone (not inside the shell): the page the path names, the moderation queue otherwise.
const pageFor = (path: string) =>
  path.startsWith('/admin/users')
    ? UserManagement
    : path.startsWith('/admin/review')
      ? EscalatedReview
      : ModerationQueue;

renderStandalone({ scope: 'admin-standalone', page: pageFor(window.location.pathname) });
