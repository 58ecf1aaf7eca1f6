import type { Habit, HabitType } from '@heartwise/contracts';
import { habitDefinitions } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Grid,
  SectionTitle,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { habitsQuery } from '../../api/habits.js';
import { HabitCard } from './HabitCard.js';

const PLACEHOLDER_COUNT = 5;
const displayOrder = Object.keys(habitDefinitions) as HabitType[];

/** SPEC §3 table order: water, exercise, outdoor, nutrition, sleep. */
const inDisplayOrder = (habits: readonly Habit[]): Habit[] =>
  [...habits].sort((a, b) => displayOrder.indexOf(a.habitType) - displayOrder.indexOf(b.habitType));

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Progress = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

const List = styled(Grid).attrs({ as: 'ul', min: '180px' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Placeholders() {
  return (
    <>
      <VisuallyHidden role="status">Loading your habits...</VisuallyHidden>
      <Grid min="180px" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <Card key={index}>
            <Skeleton height="2.5rem" width="2.5rem" />
            <Skeleton height="1.25rem" width="60%" />
            <Skeleton height="1rem" />
          </Card>
        ))}
      </Grid>
    </>
  );
}

/** The Daily Wellness Check (SPEC §2): today's five habits and how many are done. */
export function DailyWellnessCheck() {
  const habits = useQuery(habitsQuery);

  return (
    <Stack as="section" gap={4} aria-labelledby="daily-wellness-title">
      <Heading>
        <SectionTitle id="daily-wellness-title">Daily Wellness Check</SectionTitle>
        {habits.data ? (
          <Progress>{`${habits.data.filter((habit) => habit.completed).length} of ${habits.data.length} completed`}</Progress>
        ) : null}
      </Heading>
      {habits.isPending ? <Placeholders /> : null}
      {habits.isError ? (
        <Card role="alert">
          <CardTitle>We couldn't load today's habits</CardTitle>
          <CardDescription>Please try again in a moment.</CardDescription>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => void habits.refetch()}
            style={{ alignSelf: 'flex-start' }}
          >
            Try again
          </Button>
        </Card>
      ) : null}
      {habits.data ? (
        <List>
          {inDisplayOrder(habits.data).map((habit) => (
            <HabitCard key={habit.id} habit={habit} />
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
