import { styled } from 'styled-components';
import { media } from '../theme/theme.js';

/** Centred page column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

export const Stack = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'gap' })<{
  gap?: 2 | 3 | 4 | 6 | 8;
}>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 4 }) => theme.space[gap]};
`;

/**
 * Responsive card grid: one column on phones, then as many `min` wide columns as fit. auto-fit, so
 * a row with fewer cards than columns shares the width out instead of leaving empty columns.
 */
export const Grid = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'min' })<{ min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(${({ min = '240px' }) => min}, 1fr));
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
