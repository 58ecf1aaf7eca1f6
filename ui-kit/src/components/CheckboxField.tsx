import { FieldError } from './Field.js';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label (the whole box is clickable) and an error, for an explicit
 * "I understand" before something that cannot be taken back. Spread `register('field')` into it,
 * or control it with `checked` and `onChange`.
 */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <Choice htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </Choice>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
