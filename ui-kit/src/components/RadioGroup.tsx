import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { styled } from 'styled-components';

/**
 * Radix radio group: one tab stop, arrow keys move and choose, each item is a `radio` with
 * `aria-checked`. Label the group with `aria-label` or `aria-labelledby`.
 */
export const RadioGroup = styled(RadioGroupPrimitive.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  min-width: 7rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  &:has([data-state='checked']) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Item = styled(RadioGroupPrimitive.Item)`
  display: grid;
  place-items: center;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* The whole choice shows focus (above). */
  &:focus-visible {
    outline: none;
  }
`;

const Dot = styled(RadioGroupPrimitive.Indicator)`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

/** One choice: the radio and its visible label, the whole row clickable. */
export function RadioGroupItem({ value, label }: { value: string; label: string }) {
  const id = useId();
  return (
    <Choice htmlFor={id}>
      <Item id={id} value={value}>
        <Dot />
      </Item>
      {label}
    </Choice>
  );
}
