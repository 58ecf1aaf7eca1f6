import type { Habit, HabitType } from '@heartwise/contracts';
import { habitDefinitions } from '@heartwise/contracts';
import type { IconName } from '@heartwise/ui-kit';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardTitle,
  Icon,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { useToggleHabit } from './useToggleHabit.js';

const icons: Record<HabitType, IconName> = {
  water: 'droplet',
  exercise: 'activity',
  outdoor: 'sun',
  nutrition: 'apple',
  sleep: 'moon',
};

const Done = styled(Card).withConfig({ shouldForwardProp: (prop) => prop !== '$done' })<{ $done: boolean }>`
  border-color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.successSoft : theme.colors.surface)};
`;

const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** One of today's habits, with the toggle that marks it done (SPEC §4: 'Mark Complete' / 'Completed! ✓'). */
export function HabitCard({ habit }: { habit: Habit }) {
  const definition = habitDefinitions[habit.habitType];
  const toggle = useToggleHabit();
  return (
    <Done as="li" $done={habit.completed}>
      <IconTile>
        <Icon name={icons[habit.habitType]} />
      </IconTile>
      <CardTitle>{definition.title}</CardTitle>
      <CardDescription>{definition.question}</CardDescription>
      <CardFooter>
        <Button
          type="button"
          size="sm"
          variant={habit.completed ? 'primary' : 'secondary'}
          aria-pressed={habit.completed}
          onClick={() => {
            // Not disabled while saving: a disabled button would drop keyboard focus.
            if (!toggle.isPending) toggle.mutate({ habit, completed: !habit.completed });
          }}
        >
          {habit.completed ? 'Completed! ✓' : 'Mark Complete'}
          <VisuallyHidden>{` for ${definition.title}`}</VisuallyHidden>
        </Button>
      </CardFooter>
    </Done>
  );
}
