import { Label } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The activity's prompt as the label of the text area the answer goes in. */
export function ResponseField({
  prompt,
  value,
  onChange,
}: {
  prompt: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Wrap>
      <Label htmlFor={id}>{prompt}</Label>
      <TextArea
        id={id}
        value={value}
        maxLength={5000}
        placeholder="Write your thoughts here..."
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrap>
  );
}
