import { Button } from '@heartwise/ui-kit';
import type { InfiniteQueryObserverResult } from '@tanstack/react-query';

/**
 * "Load more" under a list of discussions read a page at a time (the plain list and the ones
 * found), and the alert when the next page could not be read.
 */
export function LoadMoreDiscussions({
  pages,
}: {
  pages: Pick<
    InfiniteQueryObserverResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
}) {
  return (
    <>
      {pages.isFetchNextPageError ? (
        <p role="alert">We couldn&apos;t load more discussions. Please try again.</p>
      ) : null}
      {pages.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}
