import { styled } from 'styled-components';

/**
 * A figure card's count, in the big number style: only ever a number or "n of m" (issue 19:
 * words are never styled as numbers).
 */
export const FigureNumber = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

/** A figure card's answer in words ("Improving", "No linked youth yet"): body size, so it reads as words. */
export const FigureWords = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

/** "3 of 5": one way to write a part of a whole on every dashboard. */
export const partOf = (part: number, whole: number): string => `${part} of ${whole}`;
