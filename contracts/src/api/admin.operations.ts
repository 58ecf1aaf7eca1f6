import {
  ForumAdminFigures,
  IdentityFigures,
  IdentitySettings,
  ModerationFigures,
  SystemHealth,
  WellnessAdminFigures,
} from '../admin/figures.js';
import type { Operation } from './operation.js';

/**
 * The moderator and admin dashboards' figures: each service answers for what it owns, and the
 * gateway for the system's health. Roles are enforced by whoever answers (401 signed out, 403 others).
 */
export const adminOperations = {
  identityFigures: {
    method: 'get',
    path: '/api/admin/figures',
    summary:
      "Users per role, live sessions, parent–youth links by status, and the recent admin activity (platform admins' and every district's)",
    service: 'identity',
    auth: 'admin',
    response: IdentityFigures,
  },
  identitySettings: {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'What svc-identity enforces: session lifetime, password length, sign-in limits (read-only)',
    service: 'identity',
    auth: 'admin',
    response: IdentitySettings,
  },
  wellnessAdminFigures: {
    method: 'get',
    path: '/api/wellness/admin/figures',
    summary: 'Average emotion rating and count of pre, post and post-post check-ins, community-wide',
    service: 'wellness',
    auth: 'admin',
    response: WellnessAdminFigures,
  },
  forumAdminFigures: {
    method: 'get',
    path: '/api/forum/admin/figures',
    summary: 'Threads and replies by status, and threads started this week (x-timezone)',
    service: 'forum',
    auth: 'admin',
    response: ForumAdminFigures,
    timeZone: true,
  },
  moderationFigures: {
    method: 'get',
    path: '/api/moderation/figures',
    summary:
      "The moderator dashboard's figures: queue counts, today's reviews, recent decisions, this week and common reasons (moderators and admins)",
    service: 'moderation',
    auth: 'moderator',
    response: ModerationFigures,
    timeZone: true,
  },
  systemHealth: {
    method: 'get',
    path: '/api/admin/health',
    summary: "Live readiness of each service, the gateway's uptime, and API median latency and error rate",
    service: 'gateway',
    auth: 'admin',
    response: SystemHealth,
  },
} as const satisfies Record<string, Operation>;
