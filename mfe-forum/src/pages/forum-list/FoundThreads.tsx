import { Card, CardDescription, CardTitle, LoadFailed, Spinner } from '@heartwise/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { foundThreadsQuery } from '../../api/search.js';
import type { FindCriteria } from './findCriteria.js';
import { ThreadCard } from './ThreadCard.js';
import { EmptyList, ThreadList } from './threadList.js';
import { LoadMoreDiscussions } from './LoadMoreDiscussions.js';

/** "No discussions match “calm” in Body & Health": what was asked, in the person's own words. */
export function noMatchSentence({ q, group }: FindCriteria): string {
  const words = q ? ` “${q}”` : '';
  const topic = group ? ` in ${group}` : '';
  return words || topic ? `No discussions match${words}${topic}` : 'No discussions yet';
}

/**
 * The discussions found for what was chosen, a page at a time ("Load more"). Loaded when first
 * needed (ForumList), so the plain list's first load does not carry it.
 */
export default function FoundThreads({ criteria, staff }: { criteria: FindCriteria; staff: boolean }) {
  const found = useInfiniteQuery(foundThreadsQuery(criteria));
  // Pages never repeat a thread; a thread shown once is not shown again if the order moved it.
  const seen = new Set<string>();
  const threads = (found.data?.pages.flatMap((page) => page.threads) ?? []).filter((thread) =>
    seen.has(thread.id) ? false : (seen.add(thread.id), true),
  );

  if (found.isPending) return <Spinner label="Finding discussions..." showLabel />;
  if (found.isError && !found.data)
    return <LoadFailed what="the discussions" onRetry={() => void found.refetch()} />;

  return (
    <>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {threads.length === 0 && !found.hasNextPage
          ? ''
          : `${threads.length}${found.hasNextPage ? '+' : ''} ${threads.length === 1 ? 'discussion' : 'discussions'} found`}
      </p>
      {threads.length === 0 && !found.hasNextPage ? (
        <EmptyList>
          <CardTitle as="h2">{noMatchSentence(criteria)}</CardTitle>
          <CardDescription>Try other words, or another topic.</CardDescription>
        </EmptyList>
      ) : null}
      {threads.length > 0 ? (
        <ThreadList aria-label="Discussions found">
          {threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} staff={staff} />
          ))}
        </ThreadList>
      ) : null}
      {threads.length === 0 && found.hasNextPage ? (
        <Card>
          <CardDescription>Nothing yet among the most recent discussions. Look further back?</CardDescription>
        </Card>
      ) : null}
      <LoadMoreDiscussions pages={found} />
    </>
  );
}
