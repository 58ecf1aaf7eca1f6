import { Button, Card, CardDescription, CardFooter, SectionTitle, Skeleton } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { youthSummariesQuery } from '../../api/summaries.js';

const linkedYouth = (count: number) =>
  count === 0
    ? 'No young people are linked to your account yet. You can ask to link from your profile.'
    : `You're linked with ${count} ${count === 1 ? 'young person' : 'young people'}.`;

/** Parents only (SPEC §2): how many youth are linked, and the way to their summaries. */
export function FamilyWellnessOverview() {
  const summaries = useQuery(youthSummariesQuery);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Family Wellness Overview</SectionTitle>
      {summaries.isPending ? <Skeleton height="1.25rem" width="60%" /> : null}
      {summaries.isError ? (
        <CardDescription role="alert">
          We couldn&apos;t load your family overview. Please try again in a moment.
        </CardDescription>
      ) : null}
      {summaries.data ? <CardDescription>{linkedYouth(summaries.data.length)}</CardDescription> : null}
      <CardFooter>
        <Button as={Link} to="/parent/youth-summary" variant="secondary" size="sm">
          View Youth Summary
        </Button>
        {summaries.data?.length === 0 ? (
          <Button as={Link} to="/profile" variant="ghost" size="sm">
            Link a young person
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
