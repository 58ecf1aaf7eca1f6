import type { ModerationStatus } from '@heartwise/contracts';
import { PageTitle, SectionTitle, Stack } from '@heartwise/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useQueries } from '@tanstack/react-query';
import { moderationQueueQuery } from '../../api/moderation.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { QueueList } from './QueueList.js';

const statuses: ReadonlyArray<{ status: ModerationStatus; tab: string; card: string; counted: boolean }> = [
  { status: 'pending', tab: 'Pending', card: 'Pending Review', counted: true },
  { status: 'flagged', tab: 'Flagged', card: 'Flagged Content', counted: true },
  { status: 'approved', tab: 'Approved', card: 'Approved', counted: false },
  { status: 'rejected', tab: 'Rejected', card: 'Rejected', counted: false },
];

const allCaughtUp = { title: 'All caught up!', description: 'No content to review in this category.' };

/**
 * Content Moderation (SPEC §2). Every status's list is loaded up front, so the count cards and
 * the tab counts are real figures rather than the size of whichever tab was opened.
 */
export function ModerationQueue() {
  const counts = useQueries({
    queries: statuses.map(({ status }) => moderationQueueQuery(status)),
  }).map((result) => (result.isError ? null : result.data?.length));

  return (
    <Stack gap={6}>
      <PageTitle>Content Moderation</PageTitle>
      <CountGrid as="section" aria-label="Moderation figures">
        {statuses.map(({ status, card }, index) => (
          <CountCard key={status} label={card} count={counts[index]} />
        ))}
      </CountGrid>
      <Stack as="section" gap={2} aria-labelledby="moderation-queue-title">
        <SectionTitle id="moderation-queue-title">Moderation Queue</SectionTitle>
        <Tabs defaultValue="pending">
          <TabsList aria-label="Moderation status">
            {statuses.map(({ status, tab, counted }, index) => {
              const count = counts[index];
              return (
                <TabsTrigger key={status} value={status}>
                  {counted && typeof count === 'number' ? `${tab} (${count})` : tab}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {statuses.map(({ status }) => (
            <TabsContent key={status} value={status}>
              <QueueList status={status} empty={allCaughtUp} />
            </TabsContent>
          ))}
        </Tabs>
      </Stack>
    </Stack>
  );
}
