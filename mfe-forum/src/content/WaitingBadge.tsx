import { Badge } from '@heartwise/ui-kit';

/** A calm mark on the caller's own held content (SPEC: held content is never shown to others). */
export function WaitingBadge() {
  return (
    <Badge tone="neutral" title="Only you can see this until a moderator has read it">
      Waiting for a moderator
    </Badge>
  );
}
