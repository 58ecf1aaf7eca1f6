import { Button, Card, CardDescription, CardTitle, Muted, Skeleton, Stack } from '@heartwise/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { checkInKeys, fetchCheckInPage } from '../../api/checkins.js';
import { CheckInItem } from './CheckInItem.js';

/** How many check-ins one 'Load more' brings. */
export const HISTORY_PAGE_SIZE = 20;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The person's check-ins, newest first, a page at a time (the `before` cursor is the oldest shown). */
export function CheckInHistory() {
  const history = useInfiniteQuery({
    queryKey: checkInKeys.history,
    queryFn: ({ pageParam }) => fetchCheckInPage({ limit: HISTORY_PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length < HISTORY_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.createdAt,
  });

  if (history.isPending) {
    return (
      <Stack gap={2} aria-busy="true">
        <Muted role="status">Loading your check-ins...</Muted>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Card role="alert">
        <CardTitle>We couldn&apos;t load your check-ins</CardTitle>
        <CardDescription>Please try again in a moment.</CardDescription>
        <Button type="button" variant="secondary" size="sm" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const checkIns = history.data.pages.flat();
  if (checkIns.length === 0) {
    return <Muted>No check-ins yet. When you check in, each one shows here.</Muted>;
  }
  return (
    <Stack gap={3}>
      <List aria-label="Your check-ins, newest first">
        {checkIns.map((checkIn) => (
          <CheckInItem key={checkIn.id} checkIn={checkIn} />
        ))}
      </List>
      {history.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      {history.isFetchNextPageError ? (
        <p role="alert">We couldn&apos;t load more check-ins. Please try again.</p>
      ) : null}
    </Stack>
  );
}
