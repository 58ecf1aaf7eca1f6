import type { OrgSettings } from '@heartwise/contracts';
import { ErrorBody, MAX_RETENTION_DAYS } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  ChoiceField,
  FieldError,
  media,
  Stack,
  TextAreaField,
  TextField,
  toast,
} from '@heartwise/ui-kit';
import { ApiError, serverMessage } from '@heartwise/web-runtime';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { orgSettingsKey, saveOrgSettings } from '../../api/settings.js';
import { HelplineRows } from './HelplineRows.js';
import type { SettingsFormInput } from './settingsForm.js';
import { SettingsForm as SettingsFormSchema, toFormValues, toSettings } from './settingsForm.js';

// The two scope choices are sentences: side by side only when each has room for one (not on a
// phone, where they stack). ChoiceField takes no layout of its own, so this reaches its grid.
const ScopeChoices = styled.div`
  fieldset > div {
    grid-template-columns: 1fr;
    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  label {
    padding-block: ${({ theme }) => theme.space[2]};
  }
`;

const scopeOptions = [
  { value: 'district', label: 'Whole district: youth talk with every young person in the district.' },
  { value: 'school', label: 'Each school: youth talk only with young people of their own school.' },
];

/** The first phrase problem, naming its line (the box holds one phrase a line). */
function phraseError(errors: FieldErrors<SettingsFormInput>['screeningPhrases']): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === 'string' && errors.message) return errors.message;
  const lines = errors as unknown as ReadonlyArray<{ message?: string } | undefined>; // per-line errors
  const index = Array.from(lines).findIndex((line) => line?.message);
  return index >= 0 ? `Phrase ${index + 1}: ${lines[index]?.message}` : undefined;
}

/** The service's own field problems of a refused save (400 with `issues`), as field paths. */
function issuesOf(error: unknown): Array<{ path: string; message: string }> {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = ErrorBody.safeParse(JSON.parse(error.body));
    return body.success
      ? (body.data.issues ?? []).map((issue) => ({ ...issue, path: issue.path.join('.') }))
      : [];
  } catch {
    return [];
  }
}

export function SettingsForm({ stored }: { stored: OrgSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormInput, unknown, OrgSettings>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: toFormValues(stored),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  const save = useMutation({
    mutationFn: saveOrgSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(orgSettingsKey, saved);
      reset(toFormValues(saved));
      toast({ title: 'Settings saved', variant: 'success' });
    },
    onError: (error) => {
      // Nothing typed is lost: the form keeps every value; the service's reasons go beside their fields.
      for (const issue of issuesOf(error)) {
        const [field, index] = issue.path.split('.');
        if (field === 'screeningPhrases' && index !== undefined)
          setError('screeningPhrases', { message: `Phrase ${Number(index) + 1}: ${issue.message}` });
        else setError(issue.path as FieldPath<SettingsFormInput>, { message: issue.message });
      }
    },
  });

  return (
    <form
      noValidate
      aria-label="District settings"
      onSubmit={handleSubmit((settings) => save.mutate(toSettings(settings)))}
    >
      <Stack gap={6}>
        <Card>
          <CardTitle as="h2">Community</CardTitle>
          <ScopeChoices>
            <ChoiceField
              legend="Who your youth talk with in Pause and Post"
              options={scopeOptions}
              {...register('communityScope')}
              error={errors.communityScope?.message}
            />
          </ScopeChoices>
        </Card>
        <Card>
          <CardTitle as="h2">Leaving</CardTitle>
          <TextField
            label="Days to keep a deactivated account"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RETENTION_DAYS}
            hint={`A student removed from the roster can't sign in at once; after this many days (0 to ${MAX_RETENTION_DAYS}) their account and everything in it is deleted.`}
            {...register('retentionDays', { valueAsNumber: true })}
            error={errors.retentionDays?.message}
          />
        </Card>
        <Card>
          <CardTitle as="h2">Screening</CardTitle>
          <TextAreaField
            label="Extra screening phrases"
            hint="One word or phrase a line. A post by one of your youth that uses one waits for a moderator before anyone sees it."
            {...register('screeningPhrases')}
            error={phraseError(errors.screeningPhrases)}
          />
        </Card>
        <Card>
          <CardTitle as="h2">Helplines</CardTitle>
          <CardDescription>
            Your helplines replace the usual ones in every support notice your youth see. With none, they see
            the usual ones.
          </CardDescription>
          <HelplineRows form={form} />
        </Card>
        {save.isError && issuesOf(save.error).length === 0 ? (
          <FieldError>
            {serverMessage(
              save.error,
              "We couldn't save the settings. Your changes are still here; please try again.",
            )}
          </FieldError>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
