import { staffFigureText, type CheckInTypeFigures } from '@heartwise/contracts';
import { Card, LoadFailed, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { forumFiguresQuery, wellnessFiguresQuery } from '../../api/figures.js';
import { CountGrid, StaffFigureCard } from '../../components/CountCard.js';
import { figure, trendOf } from '../../components/figure.js';

const Label = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Average = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  line-height: 1.1;
`;

const Apart = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One check-in type's average rating (of 10), how many check-ins it averages (every one of the
 * type), and how many of those answered the app's prompt rather than being chosen (issue 14: a
 * forced check-in must not read as a chosen one). Null: the figures could not be loaded.
 */
function RatingCard({ label, figures }: { label: string; figures: CheckInTypeFigures | null | undefined }) {
  return (
    <Card aria-busy={figures === undefined}>
      <Label>{label}</Label>
      {figures === undefined ? (
        <Average>…</Average>
      ) : figures === null ? (
        <Average title="Could not be loaded">—</Average>
      ) : figures.averageRating === null ? (
        <p>No check-ins yet</p>
      ) : (
        <>
          <Average>{figures.averageRating.toFixed(1)}</Average>
          <p>{`from ${figures.count} check-in${figures.count === 1 ? '' : 's'}`}</p>
          <Apart>{`${figures.prompted} prompted by the app, ${figures.count - figures.prompted} chosen`}</Apart>
        </>
      )}
    </Card>
  );
}

/**
 * Analytics: how members feel before, after and later (averages only), how many check-ins a week
 * they make, and how much the forum holds.
 */
export function AnalyticsTab() {
  const wellness = useQuery(wellnessFiguresQuery);
  const forum = useQuery(forumFiguresQuery);
  const checkIns = wellness.isError ? null : wellness.data?.checkIns;

  return (
    <Stack gap={6}>
      <Stack as="section" gap={3} aria-labelledby="emotion-ratings-title">
        <SectionTitle id="emotion-ratings-title">Average Emotion Ratings</SectionTitle>
        <CountGrid>
          <RatingCard label="Before (pre)" figures={checkIns === null ? null : checkIns?.pre} />
          <RatingCard label="After (post)" figures={checkIns === null ? null : checkIns?.post} />
          <RatingCard label="Later (post-post)" figures={checkIns === null ? null : checkIns?.postPost} />
          {/* How much the averages rest on, week by week (issue 19): the last week is this one. */}
          <StaffFigureCard
            figure={staffFigureText.checkInsThisWeek}
            count={figure(wellness, (data) => data.checkInsMade?.at(-1)?.count)}
            trend={trendOf(wellness, (data) => data.checkInsMade)}
          />
        </CountGrid>
        {wellness.isError ? (
          <LoadFailed what="the check-in figures" onRetry={() => void wellness.refetch()} />
        ) : null}
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="forum-totals-title">
        <SectionTitle id="forum-totals-title">Forum</SectionTitle>
        <CountGrid>
          {/* What members see, by the forum's own rule; what they cannot see, apart (issue 19). */}
          <StaffFigureCard
            figure={staffFigureText.visibleThreads}
            count={figure(forum, (data) => data.visibleThreads)}
          />
          <StaffFigureCard
            figure={staffFigureText.hiddenThreads}
            count={figure(forum, (data) => data.hiddenThreads)}
          />
          <StaffFigureCard
            figure={staffFigureText.visibleReplies}
            count={figure(forum, (data) => data.visibleReplies)}
          />
          <StaffFigureCard
            figure={staffFigureText.threadsStartedThisWeek}
            count={figure(forum, (data) => data.threadsThisWeek)}
            trend={trendOf(forum, (data) => data.threadsStarted)}
          />
        </CountGrid>
        {forum.isError ? <LoadFailed what="the forum figures" onRetry={() => void forum.refetch()} /> : null}
      </Stack>
    </Stack>
  );
}
