import { worksTheQueue, type ModerationItem, type Role } from '@heartwise/contracts';
import { Button } from '@heartwise/ui-kit';
import { ModerationItemCard } from '@heartwise/ui-kit/moderation';
import { DiscussionContext } from './DiscussionContext.js';
import { SanctionDialog } from './SanctionDialog.js';
import { useModerationDecision } from './useModerationDecision.js';
import { useLiftSanction } from './useSanctions.js';

/**
 * ui-kit's item card as moderators and admins see it: decisions through the queue's call, the item
 * in place and in its discussion, and the sanction ladder (warn, mute, suspend, lift).
 */
export function StaffItemCard({ item, role }: { item: ModerationItem; role: Role | undefined }) {
  const sending = useModerationDecision();
  const lift = useLiftSanction();
  const sanctionable = worksTheQueue(role) && item.content.user.username !== 'anonymous';
  return (
    <ModerationItemCard
      item={item}
      role={role}
      sending={sending}
      inContext={(describedBy) => <DiscussionContext item={item} describedBy={describedBy} />}
      tools={
        sanctionable ? (describedBy) => <SanctionDialog item={item} describedBy={describedBy} /> : undefined
      }
      renderLift={(sanction, describedBy) => (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          disabled={lift.isPending}
          onClick={() => lift.mutate(sanction)}
        >
          Lift
        </Button>
      )}
    />
  );
}
