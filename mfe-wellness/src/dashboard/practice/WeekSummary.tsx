import type { WellnessOverview } from '@heartwise/contracts';
import { WEEKLY_PRACTICE_GOAL, weeklyPracticePercent } from '@heartwise/contracts';
import { Skeleton, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { Progress } from '@heartwise/ui-kit/overlays';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { styled } from 'styled-components';
import { overviewQuery } from '../../api/overview.js';
import { practices } from './activities.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

const Counts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const timesWord = (count: number) => (count === 1 ? '1 time' : `${count} times`);

/** The bar's words: past the goal the count goes on ("9 practices this week"), never "9 of 7". */
export function weekWords(practicesThisWeek: number): string {
  if (practicesThisWeek < WEEKLY_PRACTICE_GOAL)
    return `${practicesThisWeek} of ${WEEKLY_PRACTICE_GOAL} practices this week`;
  return `${practicesThisWeek} practices this week: weekly goal of ${WEEKLY_PRACTICE_GOAL} reached`;
}

/** SPEC §9 weekly bar: practices since Sunday out of 7, capped at 100 %. */
export function WeeklyBar({ practicesThisWeek }: { practicesThisWeek: number }) {
  const labelId = useId();
  const percent = weeklyPracticePercent(practicesThisWeek);
  return (
    <Stack gap={2}>
      <Row>
        <span id={labelId}>Weekly progress</span>
        <span>{weekWords(practicesThisWeek)}</span>
      </Row>
      <Progress value={percent} aria-labelledby={labelId} />
    </Stack>
  );
}

/** How many of each practice this week. */
export function CountsByType({ byType }: { byType: WellnessOverview['week']['practicesByType'] }) {
  const titleId = useId();
  return (
    <Stack gap={2}>
      <strong id={titleId}>This week by practice</strong>
      <Counts aria-labelledby={titleId}>
        {practices.map((activity) => (
          <li key={activity.type}>
            <span>{activity.title}</span>
            <span>{timesWord(byType[activity.type] ?? 0)}</span>
          </li>
        ))}
      </Counts>
    </Stack>
  );
}

/** The week's bar and per-type counts from GET /api/wellness/overview. */
export function WeekSummary() {
  const overview = useQuery(overviewQuery);
  if (overview.isPending)
    return (
      <Stack gap={2}>
        <VisuallyHidden role="status">Loading your week...</VisuallyHidden>
        <Skeleton height="0.75rem" />
        <Skeleton height="4rem" />
      </Stack>
    );
  if (overview.isError)
    return <p role="alert">We couldn&apos;t load this week&apos;s progress. Please try again in a moment.</p>;
  return (
    <Stack gap={4}>
      <WeeklyBar practicesThisWeek={overview.data.week.practices} />
      <CountsByType byType={overview.data.week.practicesByType} />
    </Stack>
  );
}
