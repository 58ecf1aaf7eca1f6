import { MODERATION_QUEUE_PAGE, type ModerationStatus } from '@heartwise/contracts';
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

const PageNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The items of one status: loading, failed (with a retry), empty (`empty`'s words) or the cards. A
 * full page says how many the whole status holds (`total`, the moderation figures'), so a list of
 * 500 never reads as everything.
 */
export function QueueList({
  status,
  empty,
  total,
}: {
  status: ModerationStatus;
  empty: { title: string; description: string };
  total?: number | null | undefined;
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
  const shown = queue.data.length;
  return (
    <>
      {shown >= MODERATION_QUEUE_PAGE && typeof total === 'number' && total > shown ? (
        <PageNote>{`Showing the first ${shown} of ${total}: high priority first, then newest first.`}</PageNote>
      ) : null}
      <Items>
        {queue.data.map((item) => (
          <StaffItemCard key={item.id} item={item} role={role} />
        ))}
      </Items>
    </>
  );
}
