import { PageTitle, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { moderationFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { figure } from '../../components/figure.js';
import { ReviewQueue } from './ReviewQueue.js';
import { queueStatuses } from './statuses.js';

/**
 * Content Moderation (SPEC §2; /admin/moderation and /moderator/review): the count cards, then the
 * review queue the moderator dashboard shows too. The cards count whole statuses from the
 * moderation figures (the dashboards' numbers), not the length of a list's first page.
 */
export function ModerationQueue() {
  const figures = useQuery(moderationFiguresQuery);
  return (
    <Stack gap={6}>
      <PageTitle>Content Moderation</PageTitle>
      <CountGrid as="section" aria-label="Moderation figures">
        {queueStatuses.map(({ status, card, countOf }) => (
          <CountCard key={status} label={card} count={figure(figures, countOf)} />
        ))}
      </CountGrid>
      <Stack as="section" gap={2} aria-labelledby="moderation-queue-title">
        <SectionTitle id="moderation-queue-title">Moderation Queue</SectionTitle>
        <ReviewQueue />
      </Stack>
    </Stack>
  );
}
