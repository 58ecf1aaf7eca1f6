import type { CreateOrganizationRequest } from '@heartwise/contracts';
import { MAX_SCHOOLS_AT_CREATION } from '@heartwise/contracts';
import { Button, CardDescription, FieldError, Muted, Stack, TextField } from '@heartwise/ui-kit';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

// Remove sits under its school, where it reads with it on a phone and on a wide screen alike.
const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  & > :first-child {
    align-self: stretch;
  }
`;

/** The district's schools: a name a row, added and removed; the last one stays. */
export function SchoolRows({ form }: { form: UseFormReturn<CreateOrganizationRequest> }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const rows = useFieldArray({ control, name: 'schools' });
  const aboutId = useId();
  const full = rows.fields.length >= MAX_SCHOOLS_AT_CREATION;
  // The list's own problems (none, or two of one name): from the schema at `schools.root`, from the service at `schools`.
  const listProblem = errors.schools?.root?.message ?? errors.schools?.message;
  return (
    <Fieldset aria-describedby={aboutId}>
      <legend>Schools</legend>
      <Stack gap={3}>
        <CardDescription id={aboutId}>
          Add the schools you know now; the rest can come with the district's roster import.
        </CardDescription>
        {rows.fields.map((row, index) => (
          <Row key={row.id}>
            <TextField
              label={`School ${index + 1}`}
              autoComplete="off"
              {...register(`schools.${index}.name`)}
              error={errors.schools?.[index]?.name?.message}
            />
            {rows.fields.length > 1 ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                {`Remove school ${index + 1}`}
              </Button>
            ) : null}
          </Row>
        ))}
        {listProblem ? <FieldError>{listProblem}</FieldError> : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={full}
            onClick={() => rows.append({ name: '' }, { shouldFocus: true })}
          >
            Add another school
          </Button>
          {full ? (
            <Muted>{`A district starts with up to ${MAX_SCHOOLS_AT_CREATION} schools; import the rest.`}</Muted>
          ) : null}
        </div>
      </Stack>
    </Fieldset>
  );
}
