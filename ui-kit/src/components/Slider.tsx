import * as SliderPrimitive from '@radix-ui/react-slider';
import { styled } from 'styled-components';

const Root = styled(SliderPrimitive.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: 2.75rem;
  touch-action: none;
  user-select: none;
`;

const Track = styled(SliderPrimitive.Track)`
  position: relative;
  flex-grow: 1;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Range = styled(SliderPrimitive.Range)`
  position: absolute;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled(SliderPrimitive.Thumb)`
  display: block;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: grab;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The accessible name, unless `labelledBy` points at a visible label. */
  label?: string;
  labelledBy?: string;
  /** What a screen reader says for a value ("5, Strong"); the number alone by default. */
  valueText?: (value: number) => string;
  disabled?: boolean;
  id?: string;
}

/** Radix slider with one thumb: arrow keys, Page Up/Down, Home and End move it; announced as a slider. */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  label,
  labelledBy,
  valueText,
  disabled,
  id,
}: SliderProps) {
  return (
    <Root
      value={[value]}
      onValueChange={(values) => {
        const [next] = values;
        if (next !== undefined) onValueChange(next);
      }}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
    >
      <Track>
        <Range />
      </Track>
      <Thumb
        id={id}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText ? valueText(value) : undefined}
      />
    </Root>
  );
}
