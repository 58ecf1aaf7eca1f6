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

/** Below this width a table that asks for it becomes a card per row (issue 19: a phone is 390 px). */
const CARDS_BELOW = '767px';

const StyledTable = styled.table<{ $cards: boolean }>`
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
  td[data-label]::before {
    display: none;
  }
  ${({ $cards, theme }) =>
    $cards
      ? `
  @media (max-width: ${CARDS_BELOW}) {
    thead {
      /* Each card shows its own labels: header controls (sort buttons) would be focusable yet
         unseen if only clipped, so the header row is not there at all; offer them elsewhere. */
      display: none;
    }
    tbody tr {
      display: grid;
      gap: ${theme.space[2]};
      padding: ${theme.space[4]};
      border-top: 1px solid ${theme.colors.border};
    }
    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
    td[data-label] {
      display: grid;
      grid-template-columns: 7rem 1fr;
      gap: ${theme.space[2]};
      align-items: center;
    }
    td[data-label]::before {
      display: block;
      content: attr(data-label);
      color: ${theme.colors.textMuted};
      font-weight: 600;
    }
  }`
      : ''}
`;

/**
 * A data table with its caption, in a region named by it that scrolls sideways on a phone. Give
 * the columns `th scope="col"` and each row a `th scope="row"`. `cardsOnPhone`: below 768 px each
 * row is a card instead, its cells labelled by their `data-label` (the header row is not shown).
 */
export function DataTable({
  caption,
  cardsOnPhone = false,
  children,
}: {
  caption: string;
  cardsOnPhone?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable $cards={cardsOnPhone}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </StyledTable>
    </Scroller>
  );
}
