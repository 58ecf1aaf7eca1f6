import type { User } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityFiguresKey } from '../../api/figures.js';
import { adminActivityKey } from '../../api/admin-activity.js';
import { adminUsersKey, deleteUser } from '../../api/users.js';
import { refusal } from './refusal.js';
import { fullName } from './roles.js';

/** SPEC §5: deleting asks first; nothing is sent until the admin confirms. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (userId: string) => deleteUser(userId),
    onSuccess: () => {
      toast({ title: 'User deleted successfully', variant: 'success' });
      onClose();
    },
    onError: (error) => {
      // SPEC's delete failure is a toast, so the dialog shows no error of its own.
      toastFailure(error, {
        title: 'Failed to delete user',
        description: refusal(error),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all(
        [adminUsersKey, identityFiguresKey, adminActivityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user ? `Delete ${fullName(user)}?` : 'Delete user?'}
      description="Are you sure you want to delete this user? This action cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (user) remove.mutate(user.id);
      }}
    />
  );
}
