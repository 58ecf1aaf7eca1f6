import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@heartwise/contracts';
import { UpdateProfileRequest } from '@heartwise/contracts';
import { Button, TextField, toast } from '@heartwise/ui-kit';
import { currentUserQuery, serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { updateProfile } from '../../api/account.js';
import { FieldRow, FormActions, ProfileSection, SectionForm } from './ProfileSection.js';

/** What the username is for, in words that fit each role. */
const usernameHint: Record<User['role'], string> = {
  youth:
    "This is what a parent or guardian types to ask to link with your account. Share it only with them. It can't be changed.",
  parent: "It can't be changed. To link with your young person, you'll use their username below.",
  moderator: "It can't be changed.",
  admin: "It can't be changed.",
  'org-admin': "It can't be changed.",
};

const namesOf = (user: User) => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });

/** The names of PATCH /api/user (its helpline country has a section of its own). */
const NamesForm = UpdateProfileRequest.pick({ firstName: true, lastName: true });

/** "Your details": the username to read, first and last name to change (PATCH /api/user). */
export function DetailsSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(NamesForm), defaultValues: namesOf(user) });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      // The header reads this query: the new first name shows there at once.
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      reset(namesOf(updated));
      toast({ title: 'Saved', description: 'Your details have been updated.', variant: 'success' });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'Failed to save your details. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <ProfileSection id="details" title="Your details" description="How you appear across Heartwise.">
      <TextField
        label="Username"
        name="username"
        value={user.username}
        readOnly
        autoComplete="username"
        hint={usernameHint[user.role]}
      />
      <SectionForm
        noValidate
        aria-label="Your details"
        onSubmit={handleSubmit((values) => save.mutate(values))}
      >
        <FieldRow>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...register('lastName')}
            error={errors.lastName?.message}
          />
        </FieldRow>
        <FormActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </FormActions>
      </SectionForm>
    </ProfileSection>
  );
}
