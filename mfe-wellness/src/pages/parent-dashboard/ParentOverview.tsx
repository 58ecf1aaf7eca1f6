import { Button, Card, CardDescription, CardFooter, CardTitle, Skeleton, Stack } from '@heartwise/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FigureNumber, FigureWords, partOf } from '../../layout/Figure.js';
import { FigureCards } from '../../layout/FigureCards.js';
import { overviewQuery } from '../../api/overview.js';
import { youthSummariesQuery } from '../../api/summaries.js';
import { directionWords, youthName } from '../../insights/familyWords.js';
import { LinkingHelp } from '../../insights/LinkingHelp.js';
import { weeklyInsights } from '../../insights/weeklyInsights.js';
import { DiscussionThemesCard } from './DiscussionThemesCard.js';

const Sentences = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A figure card: a placeholder while its calls answer, a kind word when they cannot. */
function FigureCard({
  title,
  queries,
  children,
}: {
  title: string;
  queries: UseQueryResult[];
  children: () => ReactNode;
}) {
  const pending = queries.some((query) => query.isPending);
  const failed = queries.some((query) => query.isError);
  return (
    <Card as="li" aria-busy={pending}>
      <CardTitle>{title}</CardTitle>
      {pending ? <Skeleton height="2rem" width="40%" /> : null}
      {!pending && failed ? <CardDescription>Not available right now.</CardDescription> : null}
      {!pending && !failed ? children() : null}
    </Card>
  );
}

/** The parent overview (SPEC §2), every figure from the API instead of SPEC's samples. */
export function ParentOverview() {
  const summaries = useQuery(youthSummariesQuery);
  const overview = useQuery(overviewQuery);
  const youth = summaries.data ?? [];
  const insights = weeklyInsights(youth, overview.data);

  return (
    <Stack gap={6}>
      <FigureCards aria-label="Your family at a glance">
        <FigureCard title="Linked Youth" queries={[summaries]}>
          {() => (
            <>
              <FigureNumber>{youth.length}</FigureNumber>
              <CardDescription>
                {youth.length === 0
                  ? 'No linked youth yet'
                  : youth.map((summary) => youthName(summary)).join(', ')}
              </CardDescription>
            </>
          )}
        </FigureCard>
        <FigureCard title="Youth Trend" queries={[summaries]}>
          {() =>
            youth.length === 0 ? (
              <>
                <FigureWords>No linked youth yet</FigureWords>
                <LinkingHelp />
              </>
            ) : (
              <Sentences>
                {youth.map((summary) => (
                  <li key={summary.youthId}>
                    {youthName(summary)}: {directionWords[summary.intensity.direction]}
                  </li>
                ))}
              </Sentences>
            )
          }
        </FigureCard>
        <FigureCard title="My Habits Today" queries={[overview]}>
          {() =>
            overview.data ? (
              <>
                <FigureNumber>
                  {partOf(overview.data.today.habits.completed, overview.data.today.habits.total)}
                </FigureNumber>
                <CardDescription>of your own habits done today</CardDescription>
              </>
            ) : null
          }
        </FigureCard>
        <FigureCard title="Weekly Insights" queries={[summaries, overview]}>
          {/* The sentences themselves: a big count of them read as a figure about the family (issue 19). */}
          {() =>
            insights.length === 0 ? (
              <CardDescription>Insights appear as check-ins, habits and practices come in.</CardDescription>
            ) : (
              <Sentences aria-label="This week's insights">
                {insights.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </Sentences>
            )
          }
        </FigureCard>
      </FigureCards>
      <Card as="section" aria-labelledby="family-wellness-title">
        <CardTitle as="h2" id="family-wellness-title">
          Family wellness
        </CardTitle>
        <CardDescription>
          See each linked young person&apos;s week in numbers: habits, check-ins, how strong feelings have
          been and practices.
        </CardDescription>
        <CardFooter>
          <Button as={Link} to="/parent/youth-summary" variant="secondary" size="sm">
            Open the youth summary
          </Button>
        </CardFooter>
      </Card>
      <DiscussionThemesCard />
    </Stack>
  );
}
