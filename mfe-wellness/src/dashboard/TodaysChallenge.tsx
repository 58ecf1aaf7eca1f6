import type { Habit, HabitType } from '@heartwise/contracts';
import { habitChallenges, habitDefinitions } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardFooter, CardTitle } from '@heartwise/ui-kit';
import { useState } from 'react';
import { styled } from 'styled-components';

/** The whole row under the five habits: alone in a sixth cell it read as a stray card. */
const WholeRow = styled(Card)`
  grid-column: 1 / -1;
`;

const Challenge = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
`;

/** The habit after `current` among those still to do, wrapping round; the first when none is shown. */
function nextHabit(incomplete: readonly HabitType[], current: HabitType | null): HabitType | undefined {
  const at = current === null ? -1 : incomplete.indexOf(current);
  return incomplete[(at + 1) % incomplete.length];
}

/**
 * 'Today's Challenge': a small personal challenge for one of today's habits not yet done; asking
 * again offers the next one. The parent shows it only while a habit is incomplete (SPEC §4).
 */
export function TodaysChallenge({ incomplete }: { incomplete: readonly Habit[] }) {
  const [shown, setShown] = useState<HabitType | null>(null);
  const types = incomplete.map((habit) => habit.habitType);
  // A challenge whose habit has just been done is over.
  const current = shown !== null && types.includes(shown) ? shown : null;
  const more = current === null || types.length > 1;

  return (
    <WholeRow as="li">
      <CardTitle>Today&apos;s Challenge</CardTitle>
      <CardDescription>A small step for a habit you haven&apos;t done yet today.</CardDescription>
      <div role="status">
        {current ? (
          <Challenge>
            <strong>{habitDefinitions[current].title}</strong>
            <span>{habitChallenges[current]}</span>
          </Challenge>
        ) : null}
      </div>
      {more ? (
        <CardFooter>
          <Button type="button" size="sm" onClick={() => setShown(nextHabit(types, current) ?? null)}>
            {current ? 'Another Challenge' : 'Get My Challenge'}
          </Button>
        </CardFooter>
      ) : null}
    </WholeRow>
  );
}
