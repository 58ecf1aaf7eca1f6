import { media } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

/**
 * A dashboard's four figure cards: one column on a phone, two by two from sm, one row of four from
 * lg. Fixed steps rather than auto-fill, so four cards never leave a fifth empty column or one card
 * alone on a row (issue 19).
 */
export const FigureCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  /* Each card as tall as what it says: no card stretched around empty space. */
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
