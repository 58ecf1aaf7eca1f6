import * as LabelPrimitive from '@radix-ui/react-label';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';

export const Label = styled(LabelPrimitive.Root)`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  /* Shown, not for typing in: a quieter surface says so. */
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A field's validation message; announced when it appears. */
export const FieldError = styled.p.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Label + input + hint + error, wired for screen readers. Spread react-hook-form's
 * `register('field')` straight into it: name, handlers and ref pass through.
 */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

const Choices = styled.div`
  display: grid;
  /* Side by side only where each option has room for its whole label ("Parent/Guardian" is one
     unbreakable word): stacked on a phone (issue 19). */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11.5rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
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
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
`;

export interface ChoiceFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A native radio group (arrow keys, one tab stop); spread `register('field')` into it. */
export function ChoiceField({ legend, options, error, ref, ...input }: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Choices>
        {options.map((option) => (
          <Choice key={option.value}>
            <input type="radio" value={option.value} ref={ref} {...input} />
            {option.label}
          </Choice>
        ))}
      </Choices>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
