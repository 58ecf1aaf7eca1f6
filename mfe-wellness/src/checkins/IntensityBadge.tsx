import type { IntensityBand } from '@heartwise/contracts';
import { intensityBand, intensityLabel } from '@heartwise/contracts';
import { styled } from 'styled-components';
import { bandStyle } from './intensityColours.js';

const Chip = styled.span<{ $band: IntensityBand }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  ${({ $band }) => bandStyle($band)}
`;

/** "7/10 · Really strong" in its SPEC §9 colour band (data-band names the band for tests and styles). */
export function IntensityBadge({ intensity }: { intensity: number }) {
  const band = intensityBand(intensity);
  return (
    <Chip $band={band} data-band={band}>
      {intensity}/10 · {intensityLabel(intensity)}
    </Chip>
  );
}
