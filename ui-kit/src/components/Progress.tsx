import * as ProgressPrimitive from '@radix-ui/react-progress';
import type { ComponentProps } from 'react';
import { styled } from 'styled-components';

const Root = styled(ProgressPrimitive.Root)`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Indicator = styled(ProgressPrimitive.Indicator)`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: transform 300ms ease;
`;

export interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> {
  /** 0 to `max`. */
  value: number;
  max?: number;
}

/**
 * Radix progress bar: role="progressbar" with aria-valuenow/min/max. Name it with `aria-label`
 * or `aria-labelledby`; put the figure in visible text next to it too.
 */
export function Progress({ value, max = 100, ...props }: ProgressProps) {
  const clamped = Math.min(max, Math.max(0, value));
  return (
    <Root value={clamped} max={max} {...props}>
      <Indicator style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }} />
    </Root>
  );
}
