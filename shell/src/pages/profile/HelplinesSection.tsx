import { zodResolver } from '@hookform/resolvers/zod';
import { HelplineCountry, helplineCountryNames, type User } from '@heartwise/contracts';
import { Button, FieldError, Label, Muted, Select, toast } from '@heartwise/ui-kit';
import {
  currentUserQuery,
  serverMessage,
  setChosenHelplineCountry,
  toastFailure,
  useBrowserHelplineCountry,
} from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { z } from 'zod';
import { updateProfile } from '../../api/account.js';
import { FormActions, ProfileSection, SectionForm } from './ProfileSection.js';

/** Label, select, hint and error, spaced as ui-kit's TextField spaces them. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Hint = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The select's value: a covered country, or '' for "this browser's region". */
const HelplineChoice = z.object({
  helplineCountry: z.union([HelplineCountry, z.literal('')], {
    error: 'Please choose one of the listed countries.',
  }),
});
type HelplineChoice = z.infer<typeof HelplineChoice>;

const choiceOf = (user: Pick<User, 'helplineCountry'>): HelplineChoice => ({
  helplineCountry: user.helplineCountry ?? '',
});

/** What the hint says about the choice: which country "this browser's region" is, or that none is listed. */
function choiceHint(
  chosen: HelplineChoice['helplineCountry'],
  browserCountry: HelplineCountry | null,
): string {
  if (chosen) return 'We show free helplines for this country.';
  return browserCountry
    ? `This browser's region is ${helplineCountryNames[browserCountry]}: we show its free helplines.`
    : 'This browser names no country we list, so we show helplines you can reach anywhere.';
}

/**
 * "Helplines" (issue 19): whose helplines "Get help now" and every support message show. The
 * choice is the account's (PATCH /api/user), so it follows the person to any device; unset, their
 * browser's region decides. A district's own helplines still replace them, which the hint says.
 */
export function HelplinesSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const browserCountry = useBrowserHelplineCountry();
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(HelplineChoice), defaultValues: choiceOf(user) });
  const chosen = useWatch({ control, name: 'helplineCountry' });

  const save = useMutation({
    mutationFn: (choice: HelplineChoice) =>
      updateProfile({ helplineCountry: choice.helplineCountry || null }),
    onSuccess: (updated) => {
      // Every call from now on carries the new country, and the support list shows its helplines.
      setChosenHelplineCountry(updated.helplineCountry);
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      reset(choiceOf(updated));
      toast({ title: 'Saved', description: 'Your helplines have been updated.', variant: 'success' });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'Failed to save your helplines. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const error = errors.helplineCountry?.message;
  return (
    <ProfileSection
      id="helplines"
      title="Helplines"
      description='Who "Get help now" and our support messages suggest you reach.'
    >
      <SectionForm noValidate aria-label="Helplines" onSubmit={handleSubmit((choice) => save.mutate(choice))}>
        <Field>
          <Label htmlFor={selectId}>Where you are</Label>
          <Select
            id={selectId}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            {...register('helplineCountry')}
          >
            {/* Which country that is, the hint says: a closed select on a phone cuts a longer option. */}
            <option value="">Use this browser's region</option>
            {HelplineCountry.options.map((country) => (
              <option key={country} value={country}>
                {helplineCountryNames[country]}
              </option>
            ))}
          </Select>
          <Hint id={hintId}>
            {`${choiceHint(chosen, browserCountry)} If your school or district has its own, you'll see those instead.`}
          </Hint>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </Field>
        <FormActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save helplines'}
          </Button>
        </FormActions>
      </SectionForm>
    </ProfileSection>
  );
}
