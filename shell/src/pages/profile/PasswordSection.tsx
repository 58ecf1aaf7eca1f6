import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequest } from '@heartwise/contracts';
import { Button, TextField, toast } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changePassword } from '../../api/account.js';
import { FormActions, ProfileSection, SectionForm } from './ProfileSection.js';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** "Password": the same rules and messages as sign-up (SPEC §5); the server checks the current one. */
export function PasswordSection({ username }: { username: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangePasswordRequest), defaultValues: empty });

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset(empty);
      toast({
        title: 'Password changed',
        description: "You're still signed in here. Any other devices will need the new password.",
        variant: 'success',
      });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Password not changed',
        description: serverMessage(error, 'Failed to change your password. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <ProfileSection id="password" title="Password" description="Changing it signs you out everywhere else.">
      <SectionForm
        noValidate
        aria-label="Password"
        onSubmit={handleSubmit((values) => change.mutate(values))}
      >
        {/* For password managers: which account this new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters and hard to guess: a few unrelated words together work well."
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormActions>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </FormActions>
      </SectionForm>
    </ProfileSection>
  );
}
