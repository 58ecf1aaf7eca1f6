import type { ModerationStatus } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  PageTitle,
  SectionTitle,
  Spinner,
  Stack,
} from '@heartwise/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useQueries, useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { moderationQueueQuery } from '../../api/moderation.js';
import { ModerationItemCard } from './ModerationItemCard.js';

const tabs: ReadonlyArray<{ status: ModerationStatus; label: string; counted: boolean }> = [
  { status: 'pending', label: 'Pending', counted: true },
  { status: 'flagged', label: 'Flagged', counted: true },
  { status: 'approved', label: 'Approved', counted: false },
  { status: 'rejected', label: 'Rejected', counted: false },
];

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AllClear = styled(Card)`
  align-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[10]};
`;

function QueueForStatus({ status }: { status: ModerationStatus }) {
  const queue = useQuery(moderationQueueQuery(status));
  if (queue.isPending) return <Spinner label="Loading moderation queue..." showLabel />;
  if (queue.isError) {
    return (
      <Card role="alert">
        <CardTitle>We couldn't load the moderation queue</CardTitle>
        <CardDescription>Please try again in a moment.</CardDescription>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => void queue.refetch()}
          style={{ alignSelf: 'flex-start' }}
        >
          Try again
        </Button>
      </Card>
    );
  }
  if (queue.data.length === 0) {
    return (
      <AllClear>
        <CardTitle>All caught up!</CardTitle>
        <CardDescription>No content to review in this category.</CardDescription>
      </AllClear>
    );
  }
  return (
    <Items>
      {queue.data.map((item) => (
        <ModerationItemCard key={item.id} item={item} />
      ))}
    </Items>
  );
}

/** Content Moderation (SPEC §2): the queue by status. Approve, reject and flag arrive in a later issue. */
export function ModerationQueue() {
  // Pending and Flagged show their count once their list has been loaded (SPEC §2: counts come from loaded lists only).
  const counts = useQueries({
    queries: tabs.map((tab) => ({ ...moderationQueueQuery(tab.status), enabled: false })),
  }).map((result) => result.data?.length);

  return (
    <Stack gap={6}>
      <PageTitle>Content Moderation</PageTitle>
      <Stack as="section" gap={2} aria-labelledby="moderation-queue-title">
        <SectionTitle id="moderation-queue-title">Moderation Queue</SectionTitle>
        <Tabs defaultValue="pending">
          <TabsList aria-label="Moderation status">
            {tabs.map((tab, index) => (
              <TabsTrigger key={tab.status} value={tab.status}>
                {tab.counted && counts[index] !== undefined ? `${tab.label} (${counts[index]})` : tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.status} value={tab.status}>
              <QueueForStatus status={tab.status} />
            </TabsContent>
          ))}
        </Tabs>
      </Stack>
    </Stack>
  );
}
