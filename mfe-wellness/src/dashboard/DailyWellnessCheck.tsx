import type { Habit, HabitType } from '@heartwise/contracts';
import { habitDefinitions } from '@heartwise/contracts';
import { Card, Grid, SectionTitle, Skeleton, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { habitsQuery } from '../api/habits.js';
import { HabitCard } from './HabitCard.js';
import { loadFailed, LoadProblem } from './LoadProblem.js';
import { TodaysChallenge } from './TodaysChallenge.js';

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

/**
 * The Daily Wellness Check (SPEC §2, §4): today's five habits to mark done, 'N of M completed',
 * and Today's Challenge while any habit is still to do. A failed load says so with Try again, the
 * habits already shown staying (issue 19).
 */
export function DailyWellnessCheck() {
  const habits = useQuery(habitsQuery);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const failed = loadFailed(habits);
  const ordered = habits.data ? inDisplayOrder(habits.data) : [];
  const incomplete = ordered.filter((habit) => !habit.completed);

  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <Heading>
        <SectionTitle id={titleId} ref={title} tabIndex={-1}>
          Daily Wellness Check
        </SectionTitle>
        {habits.data ? (
          <Progress aria-live="polite">{`${ordered.length - incomplete.length} of ${ordered.length} completed`}</Progress>
        ) : null}
      </Heading>
      {habits.isPending && !failed ? <Placeholders /> : null}
      {failed ? <LoadProblem what="today's habits" query={habits} focusOnRecovery={title} /> : null}
      {habits.data ? (
        <List>
          {ordered.map((habit) => (
            <HabitCard key={habit.id} habit={habit} />
          ))}
          {incomplete.length > 0 ? <TodaysChallenge incomplete={incomplete} /> : null}
        </List>
      ) : null}
    </Stack>
  );
}
