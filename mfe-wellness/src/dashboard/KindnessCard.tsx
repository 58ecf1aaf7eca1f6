import type { KindnessActivityId } from '@heartwise/contracts';
import { kindnessActivities } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardFooter, CardTitle, VisuallyHidden } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

const Tile = styled(Card).withConfig({ shouldForwardProp: (prop) => prop !== '$done' })<{ $done: boolean }>`
  border-color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.successSoft : theme.colors.surface)};
`;

/**
 * One kindness activity and its toggle (issue 19): 'Mark as done' asks for the act while it is still
 * to do, '✓ Done today' says it is done, and the pressed state tells a screen reader the same, as a
 * habit's 'Mark Complete' / 'Completed! ✓' does.
 */
export function KindnessCard({
  id,
  done,
  onToggle,
}: {
  id: KindnessActivityId;
  done: boolean;
  onToggle: (id: KindnessActivityId) => void;
}) {
  const activity = kindnessActivities[id];
  return (
    <Tile as="li" $done={done}>
      <CardTitle>{activity.title}</CardTitle>
      <CardDescription>{activity.description}</CardDescription>
      <CardFooter>
        <Button
          type="button"
          size="sm"
          variant={done ? 'primary' : 'secondary'}
          aria-pressed={done}
          onClick={() => onToggle(id)}
        >
          {done ? (
            <>
              <span aria-hidden="true">✓</span> Done today
            </>
          ) : (
            'Mark as done'
          )}
          <VisuallyHidden>{` for ${activity.title}`}</VisuallyHidden>
        </Button>
      </CardFooter>
    </Tile>
  );
}
