import { Muted, SectionTitle, Stack } from '@heartwise/ui-kit';
import { noEscalations } from '../escalated-review/EscalatedReview.js';
import { QueueList } from '../moderation-queue/QueueList.js';

/** Review: what moderators escalated, for an administrator to decide (as /admin/review). */
export function ReviewTab() {
  return (
    <Stack as="section" gap={3} aria-labelledby="escalated-title">
      <Stack gap={2}>
        <SectionTitle id="escalated-title">Escalated Content</SectionTitle>
        <Muted>Posts and replies a moderator escalated for an administrator's decision.</Muted>
      </Stack>
      <QueueList status="flagged" empty={noEscalations} />
    </Stack>
  );
}
