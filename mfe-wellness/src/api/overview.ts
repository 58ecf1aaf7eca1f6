import type { ForumActivity, WellnessOverview } from '@heartwise/contracts';
import {
  ForumActivity as ForumActivitySchema,
  WellnessOverview as WellnessOverviewSchema,
} from '@heartwise/contracts';
import { getJson, keyPath } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

const overviewKey = ['/api/wellness/overview'];
const forumActivityKey = ['/api/forum/activity'];

/** GET /api/wellness/overview: the caller's own figures for today, this week and the intensity trend. */
export const fetchOverview = (): Promise<WellnessOverview> =>
  getJson(keyPath(overviewKey), WellnessOverviewSchema);

export const overviewQuery = queryOptions({ queryKey: overviewKey, queryFn: fetchOverview });

/** GET /api/forum/activity (svc-forum): how many discussions the community has, for the overview card. */
export const fetchForumActivity = (): Promise<ForumActivity> =>
  getJson(keyPath(forumActivityKey), ForumActivitySchema);

export const forumActivityQuery = queryOptions({ queryKey: forumActivityKey, queryFn: fetchForumActivity });
