import type { ModerationAction, ModerationStatus, Role } from '@heartwise/contracts';
import { Button, CardFooter } from '@heartwise/ui-kit';
import type { ButtonVariant } from '@heartwise/ui-kit';
import { useModerationDecision } from './useModerationDecision.js';
import { RequestEditDialog } from './RequestEditDialog.js';

/** Where the item is shown: the Content Moderation page (SPEC §2) or the moderator's Review Queue. */
export type QueuePlace = 'moderation' | 'review-queue';

const buttons: Record<
  Exclude<ModerationAction, 'request-edit'>,
  { label: string; variant: ButtonVariant }
> = {
  approve: { label: 'Approve', variant: 'primary' },
  reject: { label: 'Reject', variant: 'danger' },
  flag: { label: 'Flag', variant: 'secondary' },
};

/**
 * SPEC §4: pending items offer approve, reject and flag to moderators and admins. A flag escalates
 * to the administrators, so a flagged item offers approve and reject to admins only. The Review
 * Queue also offers Request Edit (SPEC §2), once: then the item waits for its author's edit.
 */
export function actionsFor(
  item: { status: ModerationStatus; editRequested: boolean },
  role: Role | undefined,
  place: QueuePlace = 'moderation',
): ModerationAction[] {
  const staff = role === 'moderator' || role === 'admin';
  if (item.status === 'pending' && staff) {
    const asking = place === 'review-queue' && !item.editRequested ? (['request-edit'] as const) : [];
    return ['approve', 'reject', 'flag', ...asking];
  }
  if (item.status === 'flagged' && role === 'admin') return ['approve', 'reject'];
  return [];
}

/** The decision buttons of one item; `describedBy` names the item, so each button says which. */
export function ItemActions({
  itemId,
  actions,
  describedBy,
  place = 'moderation',
}: {
  itemId: string;
  actions: ModerationAction[];
  describedBy: string;
  place?: QueuePlace;
}) {
  const decision = useModerationDecision();
  if (actions.length === 0) return null;
  return (
    <CardFooter>
      {actions.map((action) =>
        action === 'request-edit' ? (
          <RequestEditDialog key={action} itemId={itemId} describedBy={describedBy} />
        ) : (
          <Button
            key={action}
            type="button"
            size="sm"
            variant={buttons[action].variant}
            aria-describedby={describedBy}
            disabled={decision.isPending}
            onClick={() => decision.mutate({ itemId, action })}
          >
            {action === 'flag' && place === 'review-queue' ? 'Flag for Review' : buttons[action].label}
          </Button>
        ),
      )}
    </CardFooter>
  );
}
