import type { ModerationStatus } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardTitle, Spinner } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { moderationQueueQuery } from '../../api/moderation.js';
import { StaffItemCard } from './StaffItemCard.js';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled(Card)`
  align-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[10]};
`;

/** The items of one status: loading, failed (with a retry), empty (`empty`'s words) or the cards. */
export function QueueList({
  status,
  empty,
}: {
  status: ModerationStatus;
  empty: { title: string; description: string };
}) {
  const queue = useQuery(moderationQueueQuery(status));
  const role = useCurrentUser().data?.role;

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
      <Empty>
        <CardTitle>{empty.title}</CardTitle>
        <CardDescription>{empty.description}</CardDescription>
      </Empty>
    );
  }
  return (
    <Items>
      {queue.data.map((item) => (
        <StaffItemCard key={item.id} item={item} role={role} />
      ))}
    </Items>
  );
}
