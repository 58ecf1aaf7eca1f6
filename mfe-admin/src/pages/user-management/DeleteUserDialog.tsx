import type { User } from '@heartwise/contracts';
import { Button, handleUnauthorized, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityFiguresKey } from '../../api/figures.js';
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
      if (handleUnauthorized(error)) return;
      toast({ title: 'Failed to delete user', description: refusal(error), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: identityFiguresKey }),
      ]),
  });

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>{user ? `Delete ${fullName(user)}?` : 'Delete user?'}</DialogTitle>
        <DialogDescription>
          Are you sure you want to delete this user? This action cannot be undone.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="danger"
            disabled={remove.isPending || user === null}
            onClick={() => {
              if (user) remove.mutate(user.id);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
