import type { RosterProblem } from '@heartwise/contracts';
import { SectionTitle, Stack } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { placeOf } from './words.js';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Problems with their file and line, and how many more there are than listed. */
export function ProblemList({
  title,
  count,
  shown,
}: {
  title: string;
  count: number;
  shown: readonly RosterProblem[];
}) {
  if (count === 0) return null;
  const more = count - shown.length;
  return (
    <Stack gap={2} as="section" aria-label={title}>
      <SectionTitle>{`${title} (${count})`}</SectionTitle>
      <List>
        {shown.map((problem, index) => {
          const place = placeOf(problem);
          return (
            <li key={`${place ?? ''}-${index}`}>
              {place ? <strong>{`${place}: `}</strong> : null}
              {problem.message}
            </li>
          );
        })}
        {more > 0 ? <li>{`and ${more} more`}</li> : null}
      </List>
    </Stack>
  );
}
