import type {
  ForumActivity,
  ForumAdminFigures,
  IdentityFigures,
  IdentitySettings,
  ModerationFigures,
  SystemHealth,
  WellnessAdminFigures,
} from '@heartwise/contracts';
import {
  forumActivity,
  forumAdminFigures,
  identityFigures,
  identitySettings,
  moderationFigures,
  systemHealth,
  wellnessAdminFigures,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

// The dashboards' figures, each from the service that owns it. Every key is the call's path.

export const moderationFiguresKey = apiKey(moderationFigures);
export const identityFiguresKey = apiKey(identityFigures);
export const identitySettingsKey = apiKey(identitySettings);
export const wellnessFiguresKey = apiKey(wellnessAdminFigures);
export const forumFiguresKey = apiKey(forumAdminFigures);
export const forumActivityKey = apiKey(forumActivity);
export const systemHealthKey = apiKey(systemHealth);

/** GET /api/moderation/figures: queue counts, today's reviews, recent decisions, this week, reasons. */
export const fetchModerationFigures = (): Promise<ModerationFigures> => callApi(moderationFigures);

/** GET /api/admin/figures: users per role, live sessions, links, the audit log's newest entries. */
export const fetchIdentityFigures = (): Promise<IdentityFigures> => callApi(identityFigures);

/** GET /api/admin/settings: what svc-identity enforces. */
export const fetchIdentitySettings = (): Promise<IdentitySettings> => callApi(identitySettings);

/** GET /api/wellness/admin/figures: community-wide check-in counts and average ratings. */
export const fetchWellnessFigures = (): Promise<WellnessAdminFigures> => callApi(wellnessAdminFigures);

/** GET /api/forum/admin/figures: threads and replies by status. */
export const fetchForumFigures = (): Promise<ForumAdminFigures> => callApi(forumAdminFigures);

/** GET /api/forum/activity: `discussions` is the number of visible discussions. */
export const fetchForumActivity = (): Promise<ForumActivity> => callApi(forumActivity);

/** GET /api/admin/health: the gateway's live probes of every service and its API figures. */
export const fetchSystemHealth = (): Promise<SystemHealth> => callApi(systemHealth);

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
