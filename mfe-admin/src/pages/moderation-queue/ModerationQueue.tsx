import { PageTitle, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQueries } from '@tanstack/react-query';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { ReviewQueue } from './ReviewQueue.js';
import { everyQueue, lengthOf, queueStatuses } from './statuses.js';

/**
 * Content Moderation (SPEC §2; /admin/moderation and /moderator/review): the count cards, then the
 * review queue the moderator dashboard shows too. The cards and the tabs read the same cached lists.
 */
export function ModerationQueue() {
  const counts = useQueries(everyQueue).map(lengthOf);
  return (
    <Stack gap={6}>
      <PageTitle>Content Moderation</PageTitle>
      <CountGrid as="section" aria-label="Moderation figures">
        {queueStatuses.map(({ status, card }, index) => (
          <CountCard key={status} label={card} count={counts[index]} />
        ))}
      </CountGrid>
      <Stack as="section" gap={2} aria-labelledby="moderation-queue-title">
        <SectionTitle id="moderation-queue-title">Moderation Queue</SectionTitle>
        <ReviewQueue />
      </Stack>
    </Stack>
  );
}
