import type { TopicGroup } from '@heartwise/contracts';
import { FieldError, Label } from '@heartwise/ui-kit';
import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface TopicPickerProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  groups: readonly TopicGroup[] | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The required topic: the catalogue's sentences under their groups. A native select with
 * optgroups, so every keyboard, screen reader and phone picker knows it; spread `register('title')`.
 */
export function TopicPicker({ groups, error, id, ...select }: TopicPickerProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = `${selectId}-error`;
  return (
    <Wrap>
      <Label htmlFor={selectId}>Topic</Label>
      <Select
        id={selectId}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={!groups}
        {...select}
      >
        <option value="" disabled>
          {groups ? 'Choose what your post is about' : 'Loading topics...'}
        </option>
        {groups?.map((group) => (
          <optgroup key={group.group} label={group.group}>
            {group.topics.map((topic) => (
              <option key={topic.title} value={topic.title}>
                {topic.title}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrap>
  );
}

/** The helper prompt of the chosen topic, if any. */
export const promptOf = (groups: readonly TopicGroup[] | undefined, title: string): string | undefined =>
  groups?.flatMap((group) => group.topics).find((topic) => topic.title === title)?.prompt;
