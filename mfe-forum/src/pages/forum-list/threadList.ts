import { Card } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

// The list of thread cards and its empty state, as both the plain list (ForumList) and the
// discussions found (FoundThreads) draw them.

export const ThreadList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EmptyList = styled(Card)`
  align-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[10]};
`;
