import { encouragement } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, Muted } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { trendQuery } from '../api/checkins.js';
import { overviewQuery } from '../api/overview.js';
import { displayEmotion } from '../checkins/emotionName.js';
import { partOf } from '../layout/Figure.js';
import { TrendChart } from './TrendChart.js';
import { averageIntensity, fearsIdentified, mostCommonFeeling } from './trendFigures.js';

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Encouragement = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-weight: 600;
`;

const checkInsWord = (count: number) => (count === 1 ? 'check-in' : `${count} check-ins`);

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * SPEC §2 Wellness Trend: the last 7 check-ins as bars, their average and most common feeling,
 * fears identified, the last 7 days' habits, and a word of encouragement. Loads its own data.
 */
export function WellnessTrendCard() {
  const trend = useQuery(trendQuery);
  const overview = useQuery(overviewQuery);

  const header = (
    <CardHeader>
      <CardTitle>Wellness Trend</CardTitle>
    </CardHeader>
  );

  if (trend.isPending || (overview.isPending && trend.data?.length)) {
    return (
      <Card aria-busy="true">
        {header}
        <Muted role="status">Loading your wellness trend...</Muted>
      </Card>
    );
  }
  if (trend.isError) {
    return (
      <Card>
        {header}
        <p role="alert">We couldn&apos;t load your wellness trend.</p>
        <Button type="button" variant="secondary" size="sm" onClick={() => void trend.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const points = trend.data;
  if (points.length === 0) {
    return (
      <Card>
        {header}
        <p>
          <strong>Start your wellness journey!</strong>
        </p>
        <CardDescription>Complete a few emotional check-ins to see your wellness trend.</CardDescription>
      </Card>
    );
  }

  const average = averageIntensity(points) ?? 0;
  const feeling = mostCommonFeeling(points);
  const habits = overview.data?.habits7d;
  return (
    <Card>
      {header}
      <TrendChart points={points} />
      <Figures>
        <Figure
          term={`Average intensity, last ${checkInsWord(points.length)}`}
          value={`${average.toFixed(1)}/10`}
        />
        <Figure term="Most common feeling" value={feeling ? displayEmotion(feeling) : '—'} />
        {/* SPEC's "times a fear was found": the person named it; nothing was detected (issue 19). */}
        <Figure
          term="Check-ins naming fear or anxiety"
          value={partOf(fearsIdentified(points), points.length)}
        />
        {habits ? (
          <>
            <Figure term="Habit completion" value={`${habits.percent}%`} />
            <Figure term="Habits completed" value={String(habits.completed)} />
            <Figure term="Total habits" value={String(habits.total)} />
          </>
        ) : null}
      </Figures>
      {habits ? (
        <Encouragement>{encouragement(average, habits.percent)}</Encouragement>
      ) : (
        <Muted role="status">Your habit figures could not load right now.</Muted>
      )}
    </Card>
  );
}
