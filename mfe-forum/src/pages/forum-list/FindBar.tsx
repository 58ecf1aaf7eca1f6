import { SEARCH_MAX, topicGroups } from '@heartwise/contracts';
import { Button, Input, Label, Select, media } from '@heartwise/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { FindCriteria } from './findCriteria.js';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const SearchRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export interface FindBarProps {
  criteria: FindCriteria;
  onChange: (criteria: FindCriteria) => void;
}

/**
 * Finding discussions: words (searched on Enter or with the button, cleared with Clear), a topic
 * group and an order. Native selects: keyboard and screen readers work as everywhere.
 */
export function FindBar({ criteria, onChange }: FindBarProps) {
  const id = useId();
  const [words, setWords] = useState(criteria.q ?? '');
  // Back and forward change the address: the box shows the words of the page shown.
  const [searched, setSearched] = useState(criteria.q);
  if (searched !== criteria.q) {
    setSearched(criteria.q);
    setWords(criteria.q ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    onChange({ ...criteria, q: q || undefined });
  };
  const clear = () => {
    setWords('');
    onChange({ ...criteria, q: undefined });
  };

  return (
    <Form role="search" aria-label="Find discussions" onSubmit={submit}>
      <Field>
        <Label htmlFor={`${id}-q`}>Search discussions</Label>
        <SearchRow>
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            value={words}
            maxLength={SEARCH_MAX}
            placeholder="Words in a title or post"
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit" size="sm">
            Search
          </Button>
          {criteria.q || words ? (
            <Button type="button" size="sm" variant="secondary" onClick={clear}>
              Clear
            </Button>
          ) : null}
        </SearchRow>
      </Field>
      <Field>
        <Label htmlFor={`${id}-group`}>Topic group</Label>
        <Select
          id={`${id}-group`}
          value={criteria.group ?? ''}
          onChange={(event) => onChange({ ...criteria, group: event.target.value || undefined })}
        >
          <option value="">All topics</option>
          {topicGroups.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select
          id={`${id}-sort`}
          value={criteria.sort}
          onChange={(event) =>
            onChange({ ...criteria, sort: event.target.value === 'active' ? 'active' : 'newest' })
          }
        >
          <option value="newest">Newest</option>
          <option value="active">Most active (latest replies)</option>
        </Select>
      </Field>
    </Form>
  );
}
