import {
  DistrictForumFigures,
  DistrictModerationFigures,
  DistrictPeopleFigures,
  DistrictWellnessFigures,
} from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

// The district dashboard's figures, one call per service that owns them. Every figure is a
// GuardedFigure: "fewer than 10" when it was computed over fewer than 10 youth.

export const peopleFiguresKey = ['/api/org/figures/people'] as const;

/** GET /api/org/figures/people (svc-identity): per school, youth and youth active this week. */
export const fetchPeopleFigures = (): Promise<DistrictPeopleFigures> =>
  getJson('/api/org/figures/people', DistrictPeopleFigures);

export const peopleFiguresQuery = queryOptions({ queryKey: peopleFiguresKey, queryFn: fetchPeopleFigures });

export const wellnessFiguresKey = ['/api/org/figures/wellness'] as const;

/** GET /api/org/figures/wellness (svc-wellness): this week's check-in participation and wellness averages. */
export const fetchWellnessFigures = (): Promise<DistrictWellnessFigures> =>
  getJson('/api/org/figures/wellness', DistrictWellnessFigures);

export const wellnessFiguresQuery = queryOptions({
  queryKey: wellnessFiguresKey,
  queryFn: fetchWellnessFigures,
});

export const forumFiguresKey = ['/api/org/figures/forum'] as const;

/** GET /api/org/figures/forum (svc-forum): this week's threads, replies and youth who posted. */
export const fetchForumFigures = (): Promise<DistrictForumFigures> =>
  getJson('/api/org/figures/forum', DistrictForumFigures);

export const forumFiguresQuery = queryOptions({ queryKey: forumFiguresKey, queryFn: fetchForumFigures });

export const moderationFiguresKey = ['/api/org/figures/moderation'] as const;

/** GET /api/org/figures/moderation (svc-moderation): items entered this week and open now; absent schools have none. */
export const fetchModerationFigures = (): Promise<DistrictModerationFigures> =>
  getJson('/api/org/figures/moderation', DistrictModerationFigures);

export const moderationFiguresQuery = queryOptions({
  queryKey: moderationFiguresKey,
  queryFn: fetchModerationFigures,
});
