import type { TrendDirection } from '@heartwise/contracts';
import { Card, CardDescription, CardTitle, Skeleton } from '@heartwise/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FigureNumber, FigureWords, partOf } from '../../layout/Figure.js';
import { FigureCards } from '../../layout/FigureCards.js';
import { forumActivityQuery, overviewQuery } from '../../api/overview.js';

/** The overview's intensity direction in words a youth reads. */
export const directionWords: Record<TrendDirection, string> = {
  improving: 'Improving',
  steady: 'Steady',
  'needs-care': 'Needs some care',
  'not-enough-data': 'Not enough check-ins yet',
};

/**
 * One figure card: the figure once its call answers, a placeholder before, a kind word on failure.
 * `words`: the figure is a word ("Improving"), shown as words, never in the number style.
 */
function FigureCard<T>({
  title,
  query,
  figure,
  note,
  words = false,
}: {
  title: string;
  query: UseQueryResult<T>;
  figure: (data: T) => ReactNode;
  note: (data: T) => ReactNode;
  words?: boolean;
}) {
  const Figure = words ? FigureWords : FigureNumber;
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
        figure={(data) => partOf(data.today.habits.completed, data.today.habits.total)}
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
        words
        figure={(data) => directionWords[data.intensity.direction]}
        // No average here: the Wellness Trend card below gives the one average on this page (its
        // last 7 check-ins); a second, over 7 days, read as a contradiction (issue 19).
        note={(data) =>
          data.intensity.direction === 'not-enough-data'
            ? 'A few more check-ins will show how your feelings are changing.'
            : 'How strong your feelings have been over the last 2 weeks'
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
