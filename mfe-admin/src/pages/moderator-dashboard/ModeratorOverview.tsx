import { staffFigureText } from '@heartwise/contracts';
import { LoadFailed, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { forumActivityQuery, moderationFiguresQuery } from '../../api/figures.js';
import { CountGrid, StaffFigureCard } from '../../components/CountCard.js';
import { figure, trendOf } from '../../components/figure.js';
import { OldestWaiting } from './OldestWaiting.js';
import { RecentModerationActivity } from './RecentModerationActivity.js';

/** The moderator's Overview: the queue's figures, the forum's active discussions, the latest decisions. */
export function ModeratorOverview() {
  const figures = useQuery(moderationFiguresQuery);
  const activity = useQuery(forumActivityQuery);

  return (
    <Stack gap={6}>
      <CountGrid as="section" aria-label="Moderation figures">
        <StaffFigureCard
          figure={staffFigureText.pendingNow}
          count={figure(figures, (data) => data.pending)}
        />
        <StaffFigureCard
          figure={staffFigureText.decisionsToday}
          count={figure(figures, (data) => data.reviewedToday)}
        />
        {/* Approvals as they were made (issue 19): a later report never takes one back. */}
        <StaffFigureCard
          figure={staffFigureText.approvedThisWeek}
          count={figure(figures, (data) => data.week?.decisions.approved)}
          trend={trendOf(figures, (data) => data.trends?.approvals)}
        />
        <StaffFigureCard
          figure={staffFigureText.activeDiscussions}
          count={figure(activity, (data) => data.discussions)}
        />
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
