import type { ForumActivity, WellnessOverview } from '@heartwise/contracts';
import { forumActivity, wellnessOverview } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/wellness/overview (`wellnessOverview`): the caller's own figures for today, this week and the intensity trend. */
export const fetchOverview = (): Promise<WellnessOverview> => callApi(wellnessOverview);

export const overviewQuery = queryOptions({ queryKey: apiKey(wellnessOverview), queryFn: fetchOverview });

/** GET /api/forum/activity (svc-forum, `forumActivity`): how many discussions the community has, for the overview card. */
export const fetchForumActivity = (): Promise<ForumActivity> => callApi(forumActivity);

export const forumActivityQuery = queryOptions({
  queryKey: apiKey(forumActivity),
  queryFn: fetchForumActivity,
});
