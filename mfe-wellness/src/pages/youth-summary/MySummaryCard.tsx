import { Button, Card, CardDescription, CardTitle, Muted, Skeleton, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { mySummaryQuery } from '../../api/summaries.js';
import { SummaryCard } from '../../insights/SummaryCard.js';

/**
 * For youth: 'What your parent can see', drawn by the same component a linked parent's summary
 * uses, so what it shows is exactly what they see.
 */
export function MySummaryCard() {
  const summary = useQuery(mySummaryQuery);
  return (
    <section aria-labelledby="my-summary-title">
      <Stack gap={3}>
        <h2 id="my-summary-title">What your parent can see</h2>
        <Muted>
          A linked parent or guardian sees only these numbers. Your check-in notes, practice answers and posts
          stay private to you.
        </Muted>
        {summary.isPending ? (
          <Stack gap={2} aria-busy="true">
            <Muted role="status">Loading your summary...</Muted>
            <Skeleton height="6rem" />
          </Stack>
        ) : summary.isError ? (
          <Card role="alert">
            <CardTitle>We couldn&apos;t load your summary</CardTitle>
            <CardDescription>Please try again in a moment.</CardDescription>
            <Button type="button" variant="secondary" size="sm" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <SummaryCard summary={summary.data} />
        )}
      </Stack>
    </section>
  );
}
