import {
  ForumActivity,
  ForumAdminFigures,
  IdentityFigures,
  IdentitySettings,
  ModerationFigures,
  SystemHealth,
  WellnessAdminFigures,
} from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

// The dashboards' figures, each from the service that owns it. Every key is the call's path.

export const moderationFiguresKey = ['/api/moderation/figures'] as const;
export const identityFiguresKey = ['/api/admin/figures'] as const;
export const identitySettingsKey = ['/api/admin/settings'] as const;
export const wellnessFiguresKey = ['/api/wellness/admin/figures'] as const;
export const forumFiguresKey = ['/api/forum/admin/figures'] as const;
export const forumActivityKey = ['/api/forum/activity'] as const;
export const systemHealthKey = ['/api/admin/health'] as const;

/** GET /api/moderation/figures: queue counts, today's reviews, recent decisions, this week, reasons. */
export const fetchModerationFigures = (): Promise<ModerationFigures> =>
  getJson('/api/moderation/figures', ModerationFigures);

/** GET /api/admin/figures: users per role, live sessions, links, the audit log's newest entries. */
export const fetchIdentityFigures = (): Promise<IdentityFigures> =>
  getJson('/api/admin/figures', IdentityFigures);

/** GET /api/admin/settings: what svc-identity enforces. */
export const fetchIdentitySettings = (): Promise<IdentitySettings> =>
  getJson('/api/admin/settings', IdentitySettings);

/** GET /api/wellness/admin/figures: community-wide check-in counts and average ratings. */
export const fetchWellnessFigures = (): Promise<WellnessAdminFigures> =>
  getJson('/api/wellness/admin/figures', WellnessAdminFigures);

/** GET /api/forum/admin/figures: threads and replies by status. */
export const fetchForumFigures = (): Promise<ForumAdminFigures> =>
  getJson('/api/forum/admin/figures', ForumAdminFigures);

/** GET /api/forum/activity: `discussions` is the number of visible discussions. */
export const fetchForumActivity = (): Promise<ForumActivity> => getJson('/api/forum/activity', ForumActivity);

/** GET /api/admin/health: the gateway's live probes of every service and its API figures. */
export const fetchSystemHealth = (): Promise<SystemHealth> => getJson('/api/admin/health', SystemHealth);

export const moderationFiguresQuery = queryOptions({
  queryKey: moderationFiguresKey,
  queryFn: fetchModerationFigures,
});
export const identityFiguresQuery = queryOptions({
  queryKey: identityFiguresKey,
  queryFn: fetchIdentityFigures,
});
export const identitySettingsQuery = queryOptions({
  queryKey: identitySettingsKey,
  queryFn: fetchIdentitySettings,
});
export const wellnessFiguresQuery = queryOptions({
  queryKey: wellnessFiguresKey,
  queryFn: fetchWellnessFigures,
});
export const forumFiguresQuery = queryOptions({ queryKey: forumFiguresKey, queryFn: fetchForumFigures });
export const forumActivityQuery = queryOptions({ queryKey: forumActivityKey, queryFn: fetchForumActivity });
export const systemHealthQuery = queryOptions({ queryKey: systemHealthKey, queryFn: fetchSystemHealth });
