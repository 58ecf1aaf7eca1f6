import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteAccountRequest } from '@heartwise/contracts';
import { Button, TextField, toast } from '@heartwise/ui-kit';
import { ApiError, currentUserQuery, serverMessage, toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { deleteMyAccount } from '../../api/account.js';
import { SectionForm } from './ProfileSection.js';

/** A wrong password (403) or too many tries (429): about the password typed, so said next to it. */
const isAboutThePassword = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 403 || error.status === 429);

/**
 * The password form inside the dialog. It mounts with the dialog, so every opening starts empty.
 * Deleted: forget everything cached for this person (as logging out does) and go to /auth.
 */
function ConfirmWithPassword({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteAccountRequest), defaultValues: { password: '' } });

  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      void navigate('/auth', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      toast({ title: 'Your account has been deleted', description: 'Take care of yourself.' });
    },
    onError: (error) => {
      const message = serverMessage(error, 'Failed to delete your account. Please try again.');
      if (isAboutThePassword(error)) {
        setError('password', { message }, { shouldFocus: true });
        return;
      }
      toastFailure(error, { title: 'Account not deleted', description: message, variant: 'destructive' });
    },
  });

  return (
    <SectionForm
      noValidate
      aria-label="Confirm with your password"
      onSubmit={handleSubmit((values) => remove.mutate(values))}
    >
      {/* For password managers: which account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Keep my account
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </SectionForm>
  );
}

/**
 * 'Delete my account' asks for the password first: it cannot be undone. Focus moves into the
 * dialog (the password field); Escape or 'Keep my account' closes it and focus returns here.
 */
export function DeleteAccountDialog({ username }: { username: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="danger">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This can't be undone. Please enter your password to confirm it's you.
        </DialogDescription>
        <ConfirmWithPassword username={username} />
      </DialogContent>
    </Dialog>
  );
}
