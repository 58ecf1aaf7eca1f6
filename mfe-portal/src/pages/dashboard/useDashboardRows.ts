import { useQueries } from '@tanstack/react-query';
import {
  forumFiguresQuery,
  moderationFiguresQuery,
  peopleFiguresQuery,
  wellnessFiguresQuery,
} from '../../api/figures.js';
import { myOrganizationQuery } from '../../api/organization.js';
import { dashboardRows } from './dashboardFigures.js';

/**
 * The district and every school's figures: GET /api/org and the four figures calls (identity,
 * wellness, forum, moderation). The table shows once all have answered, so a CSV is never half a
 * table; a retry asks again only what failed.
 */
export function useDashboardRows() {
  const [district, people, wellness, forum, moderation] = useQueries({
    queries: [
      myOrganizationQuery,
      peopleFiguresQuery,
      wellnessFiguresQuery,
      forumFiguresQuery,
      moderationFiguresQuery,
    ],
  });
  const all = [district, people, wellness, forum, moderation];
  const ready = district.data && people.data && wellness.data && forum.data && moderation.data;
  return {
    district: district.data,
    computedAt: people.data?.computedAt,
    rows: ready
      ? dashboardRows(district.data, {
          people: people.data,
          wellness: wellness.data,
          forum: forum.data,
          moderation: moderation.data,
        })
      : undefined,
    isPending: all.some((query) => query.isPending),
    isError: all.some((query) => query.isError),
    retry: () => {
      for (const query of all) if (query.isError) void query.refetch();
    },
  };
}
