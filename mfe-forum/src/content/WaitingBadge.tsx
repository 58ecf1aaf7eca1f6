import { Badge } from '@heartwise/ui-kit';

/**
 * A calm mark on the caller's own held content (SPEC: held content is never shown to others); when
 * a moderator asked for an edit, it says so instead (the reason is on the thread's page).
 */
export function WaitingBadge({ editRequested = false }: { editRequested?: boolean }) {
  if (editRequested) {
    return (
      <Badge tone="warning" title="Only you can see this until you edit it">
        Edit requested
      </Badge>
    );
  }
  return (
    <Badge tone="neutral" title="Only you can see this until a moderator has read it">
      Waiting for a moderator
    </Badge>
  );
}
