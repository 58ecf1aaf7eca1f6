import type { TrendDirection } from '@heartwise/contracts';
import { Card, CardDescription, CardTitle, Skeleton } from '@heartwise/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FigureCards } from '../../layout/FigureCards.js';
import { forumActivityQuery, overviewQuery } from '../../api/overview.js';

/** The overview's intensity direction in words a youth reads. */
export const directionWords: Record<TrendDirection, string> = {
  improving: 'Improving',
  steady: 'Steady',
  'needs-care': 'Needs some care',
  'not-enough-data': 'Not enough check-ins yet',
};

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

/** One figure card: the figure once its call answers, a placeholder before, a kind word on failure. */
function FigureCard<T>({
  title,
  query,
  figure,
  note,
}: {
  title: string;
  query: UseQueryResult<T>;
  figure: (data: T) => ReactNode;
  note: (data: T) => ReactNode;
}) {
  return (
    <Card as="li" aria-busy={query.isPending}>
      <CardTitle>{title}</CardTitle>
      {query.isPending ? <Skeleton height="2rem" width="40%" /> : null}
      {query.isError ? <CardDescription>Not available right now.</CardDescription> : null}
      {query.data !== undefined ? (
        <>
          <Figure>{figure(query.data)}</Figure>
          <CardDescription>{note(query.data)}</CardDescription>
        </>
      ) : null}
    </Card>
  );
}

/** The youth overview's four cards, every figure from the API (SPEC §2, real instead of samples). */
export function OverviewCards() {
  const overview = useQuery(overviewQuery);
  const forum = useQuery(forumActivityQuery);
  return (
    <FigureCards aria-label="Your day at a glance">
      <FigureCard
        title="Today's Goals"
        query={overview}
        figure={(data) => `${data.today.habits.completed} of ${data.today.habits.total}`}
        note={() => 'habits done today'}
      />
      <FigureCard
        title="Practice Activities"
        query={overview}
        figure={(data) => data.today.practices}
        note={(data) => `${data.today.practices === 1 ? 'practice' : 'practices'} today`}
      />
      <FigureCard
        title="Wellness Trend"
        query={overview}
        figure={(data) => directionWords[data.intensity.direction]}
        note={(data) =>
          data.intensity.average === null
            ? 'Check in to see how your feelings change.'
            : `Average intensity ${data.intensity.average.toFixed(1)} over the last 7 days`
        }
      />
      <FigureCard
        title="Pause and Post"
        query={forum}
        figure={(data) => data.discussions}
        note={(data) => `${data.discussions === 1 ? 'discussion' : 'discussions'} in the community`}
      />
    </FigureCards>
  );
}
