import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { displayEmotion } from './emotionName.js';

// 7rem columns: two side by side in a dialog on a 320 px phone; one when even that is too wide.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(7rem, 100%), 1fr));
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
  overflow-wrap: anywhere;
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

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
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
 * One toggle button per emotion (aria-pressed), one tab stop for the whole grid: arrow keys,
 * Home and End move between emotions, Space or Enter chooses one.
 */
export function EmotionGrid({ emotions, selected, onSelect, label }: EmotionGridProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.max(0, selected ? emotions.indexOf(selected) : 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = nextIndex[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, emotions.length)]?.focus();
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
