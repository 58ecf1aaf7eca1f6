import type { OrgSettings } from '@heartwise/contracts';
import { MAX_DISTRICT_HELPLINES } from '@heartwise/contracts';
import { Button, FieldError, Grid, Muted, Stack, TextField } from '@heartwise/ui-kit';
import type { UseFormReturn } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { styled } from 'styled-components';
import type { SettingsFormInput } from './settingsForm.js';
import { emptyHelpline } from './settingsForm.js';

const Row = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  margin: 0;
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

/** The district's helplines: a row each (name, phone, text line, hours), added and removed freely. */
export function HelplineRows({ form }: { form: UseFormReturn<SettingsFormInput, unknown, OrgSettings> }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const rows = useFieldArray({ control, name: 'helplines' });
  const full = rows.fields.length >= MAX_DISTRICT_HELPLINES;
  return (
    <Stack gap={4}>
      {rows.fields.length === 0 ? <Muted>No helplines of your own yet.</Muted> : null}
      {rows.fields.map((row, index) => {
        const rowErrors = errors.helplines?.[index];
        return (
          <Row key={row.id}>
            <legend>{`Helpline ${index + 1}`}</legend>
            <Stack gap={3}>
              <Grid min="14rem">
                <TextField
                  label="Name"
                  {...register(`helplines.${index}.name`)}
                  error={rowErrors?.name?.message}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  {...register(`helplines.${index}.phone`)}
                  error={rowErrors?.phone?.message}
                />
                <TextField
                  label="Text line"
                  hint="For example: Text HOME to 741741"
                  {...register(`helplines.${index}.textLine`)}
                  error={rowErrors?.textLine?.message}
                />
                <TextField
                  label="Hours"
                  hint="For example: Weekdays 8am–6pm"
                  {...register(`helplines.${index}.hours`)}
                  error={rowErrors?.hours?.message}
                />
              </Grid>
              <div>
                <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                  {`Remove helpline ${index + 1}`}
                </Button>
              </div>
            </Stack>
          </Row>
        );
      })}
      {errors.helplines?.message ? <FieldError>{errors.helplines.message}</FieldError> : null}
      <div>
        <Button type="button" variant="secondary" disabled={full} onClick={() => rows.append(emptyHelpline)}>
          Add a helpline
        </Button>
        {full ? <Muted>{`A district can have up to ${MAX_DISTRICT_HELPLINES} helplines.`}</Muted> : null}
      </div>
    </Stack>
  );
}
