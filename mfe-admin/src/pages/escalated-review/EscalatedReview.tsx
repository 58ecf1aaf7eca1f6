import { Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { QueueList } from '../moderation-queue/QueueList.js';

export const noEscalations = {
  title: 'No Escalated Content',
  description: "Nothing is waiting for an administrator's decision.",
};

/**
 * The admin's Review (SPEC §2): items a moderator escalated (status flagged), with the same item
 * cards as the review queue; only an administrator has decisions on them.
 */
export function EscalatedReview() {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Escalated Content</PageTitle>
        <Muted>Posts and replies a moderator escalated for an administrator's decision.</Muted>
      </Stack>
      <QueueList status="flagged" empty={noEscalations} />
    </Stack>
  );
}
