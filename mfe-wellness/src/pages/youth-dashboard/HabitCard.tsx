import type { Habit, HabitType } from '@heartwise/contracts';
import { habitDefinitions } from '@heartwise/contracts';
import type { IconName } from '@heartwise/ui-kit';
import { Badge, Card, CardDescription, CardTitle, Icon } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

const icons: Record<HabitType, IconName> = {
  water: 'droplet',
  exercise: 'activity',
  outdoor: 'sun',
  nutrition: 'apple',
  sleep: 'moon',
};

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
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

/** One habit, read-only for now: marking it done arrives with the habit toggle. */
export function HabitCard({ habit }: { habit: Habit }) {
  const definition = habitDefinitions[habit.habitType];
  return (
    <Card as="li">
      <Top>
        <IconTile>
          <Icon name={icons[habit.habitType]} />
        </IconTile>
        {habit.completed ? <Badge tone="success">Completed! ✓</Badge> : <Badge>Not yet today</Badge>}
      </Top>
      <CardTitle>{definition.title}</CardTitle>
      <CardDescription>{definition.question}</CardDescription>
    </Card>
  );
}
