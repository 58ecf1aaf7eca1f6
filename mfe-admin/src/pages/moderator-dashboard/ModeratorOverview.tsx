import { LoadFailed, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { forumActivityQuery, moderationFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { figure } from '../../components/figure.js';
import { OldestWaiting } from './OldestWaiting.js';
import { RecentModerationActivity } from './RecentModerationActivity.js';

/** The moderator's Overview: the queue's figures, the forum's active discussions, the latest decisions. */
export function ModeratorOverview() {
  const figures = useQuery(moderationFiguresQuery);
  const activity = useQuery(forumActivityQuery);

  return (
    <Stack gap={6}>
      <CountGrid as="section" aria-label="Moderation figures">
        <CountCard label="Pending Reviews" count={figure(figures, (data) => data.pending)} />
        <CountCard label="Today's Reviews" count={figure(figures, (data) => data.reviewedToday)} />
        <CountCard label="Approved Content" count={figure(figures, (data) => data.approved)} />
        <CountCard label="Active Discussions" count={figure(activity, (data) => data.discussions)} />
      </CountGrid>
      <OldestWaiting />
      {activity.isError ? (
        <LoadFailed what="the forum's activity" onRetry={() => void activity.refetch()} />
      ) : null}
      <Stack as="section" gap={3} aria-labelledby="recent-moderation-title">
        <SectionTitle id="recent-moderation-title">Recent Moderation Activity</SectionTitle>
        {figures.isError ? (
          <LoadFailed what="the moderation figures" onRetry={() => void figures.refetch()} />
        ) : (
          <RecentModerationActivity decisions={figures.data?.recentActivity} />
        )}
      </Stack>
    </Stack>
  );
}
