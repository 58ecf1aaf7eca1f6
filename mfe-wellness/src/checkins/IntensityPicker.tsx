import type { IntensityBand } from '@heartwise/contracts';
import { intensityBand, intensityLabel } from '@heartwise/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';
import { bandFill, bandStyle } from './intensityColours.js';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

const Scale = styled.div`
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]};
`;

const Step = styled.label<{ $band: IntensityBand }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 700;
  cursor: pointer;
  ${({ $band }) => bandStyle($band)}
  &:has(input:checked) {
    ${({ $band }) => bandFill($band)}
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

const Reading = styled.p<{ $band: IntensityBand }>`
  align-self: flex-start;
  padding: 0.125rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  ${({ $band }) => bandStyle($band)}
`;

export interface IntensityPickerProps {
  value: number;
  onChange: (value: number) => void;
  legend: string;
}

/**
 * SPEC's 1–10 intensity as a native radio group (one tab stop, arrow keys), each step in its
 * colour band and named by its dashboard label; the chosen label is written out beneath.
 */
export function IntensityPicker({ value, onChange, legend }: IntensityPickerProps) {
  const name = useId();
  const band = intensityBand(value);
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Scale>
        {Array.from({ length: 10 }, (_, index) => index + 1).map((step) => (
          <Step key={step} $band={intensityBand(step)} data-band={intensityBand(step)}>
            <input
              type="radio"
              name={name}
              value={step}
              checked={step === value}
              onChange={() => onChange(step)}
              aria-label={`${step}, ${intensityLabel(step)}`}
            />
            <span aria-hidden="true">{step}</span>
          </Step>
        ))}
      </Scale>
      <Reading $band={band} data-band={band} aria-hidden="true">
        {value}/10 · {intensityLabel(value)}
      </Reading>
    </Fieldset>
  );
}
