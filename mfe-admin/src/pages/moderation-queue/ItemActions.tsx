import type { ModerationAction, ModerationStatus, Role } from '@heartwise/contracts';
import { Button, CardFooter } from '@heartwise/ui-kit';
import type { ButtonVariant } from '@heartwise/ui-kit';
import { useModerationDecision } from './useModerationDecision.js';

const buttons: Record<ModerationAction, { label: string; variant: ButtonVariant }> = {
  approve: { label: 'Approve', variant: 'primary' },
  reject: { label: 'Reject', variant: 'danger' },
  flag: { label: 'Flag', variant: 'secondary' },
};

/**
 * SPEC §4: pending items offer approve, reject and flag to moderators and admins. A flag escalates
 * to the administrators, so a flagged item offers approve and reject to admins only.
 */
export function actionsFor(status: ModerationStatus, role: Role | undefined): ModerationAction[] {
  const staff = role === 'moderator' || role === 'admin';
  if (status === 'pending' && staff) return ['approve', 'reject', 'flag'];
  if (status === 'flagged' && role === 'admin') return ['approve', 'reject'];
  return [];
}

/** The decision buttons of one item; `describedBy` names the item, so each button says which. */
export function ItemActions({
  itemId,
  actions,
  describedBy,
}: {
  itemId: string;
  actions: ModerationAction[];
  describedBy: string;
}) {
  const decision = useModerationDecision();
  if (actions.length === 0) return null;
  return (
    <CardFooter>
      {actions.map((action) => (
        <Button
          key={action}
          type="button"
          size="sm"
          variant={buttons[action].variant}
          aria-describedby={describedBy}
          disabled={decision.isPending}
          onClick={() => decision.mutate({ itemId, action })}
        >
          {buttons[action].label}
        </Button>
      ))}
    </CardFooter>
  );
}
