import type {
  DistrictForumFigures,
  DistrictModerationFigures,
  DistrictPeopleFigures,
  DistrictWellnessFigures,
} from '@heartwise/contracts';
import {
  districtForumFigures,
  districtModerationFigures,
  districtPeopleFigures,
  districtWellnessFigures,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

// The district dashboard's figures, one call per service that owns them. Every figure is a
// GuardedFigure: "fewer than 10" when it was computed over fewer than 10 youth.

export const peopleFiguresKey = apiKey(districtPeopleFigures);

/** GET /api/org/figures/people (svc-identity): per school, youth and youth active this week. */
export const fetchPeopleFigures = (): Promise<DistrictPeopleFigures> => callApi(districtPeopleFigures);

export const peopleFiguresQuery = queryOptions({ queryKey: peopleFiguresKey, queryFn: fetchPeopleFigures });

export const wellnessFiguresKey = apiKey(districtWellnessFigures);

/** GET /api/org/figures/wellness (svc-wellness): this week's check-in participation and wellness averages. */
export const fetchWellnessFigures = (): Promise<DistrictWellnessFigures> => callApi(districtWellnessFigures);

export const wellnessFiguresQuery = queryOptions({
  queryKey: wellnessFiguresKey,
  queryFn: fetchWellnessFigures,
});

export const forumFiguresKey = apiKey(districtForumFigures);

/** GET /api/org/figures/forum (svc-forum): this week's threads, replies and youth who posted. */
export const fetchForumFigures = (): Promise<DistrictForumFigures> => callApi(districtForumFigures);

export const forumFiguresQuery = queryOptions({ queryKey: forumFiguresKey, queryFn: fetchForumFigures });

export const moderationFiguresKey = apiKey(districtModerationFigures);

/** GET /api/org/figures/moderation (svc-moderation): items entered this week and open now; absent schools have none. */
export const fetchModerationFigures = (): Promise<DistrictModerationFigures> =>
  callApi(districtModerationFigures);

export const moderationFiguresQuery = queryOptions({
  queryKey: moderationFiguresKey,
  queryFn: fetchModerationFigures,
});
