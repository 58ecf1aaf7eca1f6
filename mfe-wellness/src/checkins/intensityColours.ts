import type { IntensityBand } from '@heartwise/contracts';
import { intensityBand } from '@heartwise/contracts';
import type { Theme } from '@heartwise/ui-kit';
import { css } from 'styled-components';

type Colour = keyof Theme['colors'];

/** SPEC §9 bands as theme pairs (each meets AA contrast); the words always travel with the colour. */
const bandColours: Record<IntensityBand, { background: Colour; text: Colour; solid: Colour }> = {
  green: { background: 'successSoft', text: 'success', solid: 'success' },
  yellow: { background: 'warningSoft', text: 'warningSoftText', solid: 'warningSoftText' },
  orange: { background: 'accentSoft', text: 'accentSoftText', solid: 'accent' },
  red: { background: 'dangerSoft', text: 'dangerSoftText', solid: 'danger' },
};

/** Soft background and readable text for an intensity's band. */
export const bandStyle = (band: IntensityBand) => css`
  background: ${({ theme }) => theme.colors[bandColours[band].background]};
  color: ${({ theme }) => theme.colors[bandColours[band].text]};
`;

/** A solid fill for an intensity's band (chart bars, chosen chips). */
export const bandFill = (band: IntensityBand) => css`
  background: ${({ theme }) => theme.colors[bandColours[band].solid]};
`;

export const bandOf = (intensity: number): IntensityBand => intensityBand(intensity);
