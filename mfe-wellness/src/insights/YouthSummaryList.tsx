import { Button, Card, CardDescription, CardTitle, Muted, Skeleton, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { youthSummariesQuery } from '../api/summaries.js';
import { LinkingHelp } from './LinkingHelp.js';
import { SummaryCard } from './SummaryCard.js';

/** Every linked youth's aggregates, with loading, empty (how to link) and error states. */
export function YouthSummaryList() {
  const summaries = useQuery(youthSummariesQuery);
  if (summaries.isPending) {
    return (
      <Stack gap={3} aria-busy="true">
        <Muted role="status">Loading youth summaries...</Muted>
        <Skeleton height="8rem" />
      </Stack>
    );
  }
  if (summaries.isError) {
    return (
      <Card role="alert">
        <CardTitle>We couldn&apos;t load the youth summaries</CardTitle>
        <CardDescription>Please try again in a moment.</CardDescription>
        <Button type="button" variant="secondary" size="sm" onClick={() => void summaries.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (summaries.data.length === 0) {
    return (
      <Card>
        <CardTitle>No linked youth yet</CardTitle>
        <LinkingHelp />
      </Card>
    );
  }
  return (
    <Stack gap={4}>
      {summaries.data.map((summary) => (
        <SummaryCard key={summary.youthId} summary={summary} />
      ))}
    </Stack>
  );
}
