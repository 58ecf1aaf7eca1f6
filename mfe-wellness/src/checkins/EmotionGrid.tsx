import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { displayEmotion } from './emotionName.js';

// 7.5rem columns: two side by side in a dialog on a 320 px phone, four in the dialog on a wide
// screen, wide enough that 'Aesthetic appreciation' breaks between its words, not inside one.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(7.5rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const EmotionButton = styled.button`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  overflow-wrap: break-word;
  hyphens: auto;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** How many emotions sit on one line now (the grid's columns follow the screen's width). */
function perRow(buttons: readonly (HTMLButtonElement | null)[]): number {
  const firstTop = buttons[0]?.getBoundingClientRect().top ?? 0;
  const onFirstRow = buttons.filter(
    (button) => button && Math.abs(button.getBoundingClientRect().top - firstTop) < 1,
  ).length;
  return Math.max(1, onFirstRow);
}

/**
 * Where each key moves: left and right along the row (on to the next row at its end), up and down
 * to the same column of the row above or below (staying put at the top or bottom), Home and End
 * to the first and last emotion.
 */
const nextIndex: Record<string, (index: number, count: number, columns: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowDown: (index, count, columns) => (index + columns < count ? index + columns : index),
  ArrowUp: (index, _count, columns) => (index - columns >= 0 ? index - columns : index),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface EmotionGridProps {
  emotions: readonly string[];
  selected: string | null;
  onSelect: (emotion: string) => void;
  /** The group's accessible name. */
  label: string;
}

/**
 * One toggle button per emotion (aria-pressed), one tab stop for the whole grid: arrow keys move
 * as the grid is drawn (rows and columns), Home and End to the ends, Space or Enter chooses one.
 */
export function EmotionGrid({ emotions, selected, onSelect, label }: EmotionGridProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.max(0, selected ? emotions.indexOf(selected) : 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = nextIndex[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, emotions.length, perRow(buttons.current))]?.focus();
  };

  return (
    <Grid role="group" aria-label={label}>
      {emotions.map((emotion, index) => (
        <EmotionButton
          key={emotion}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-pressed={emotion === selected}
          tabIndex={index === tabStop ? 0 : -1}
          onClick={() => onSelect(emotion)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {displayEmotion(emotion)}
        </EmotionButton>
      ))}
    </Grid>
  );
}
