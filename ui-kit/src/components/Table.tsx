import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

// Scrolls sideways on a phone; focusable so the keyboard can scroll it too. Positioned, so visually
// hidden words inside (absolutely placed) scroll and clip with it instead of widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
`;

/**
 * A data table with its caption, in a region named by it that scrolls sideways on a phone. Give
 * the columns `th scope="col"` and each row a `th scope="row"`.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        <caption id={captionId}>{caption}</caption>
        {children}
      </StyledTable>
    </Scroller>
  );
}
