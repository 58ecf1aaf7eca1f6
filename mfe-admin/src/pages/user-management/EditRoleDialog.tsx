import { Role, type User } from '@heartwise/contracts';
import { Button, Label, Select, Stack, toast } from '@heartwise/ui-kit';
import { toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { identityFiguresKey } from '../../api/figures.js';
import { adminUsersKey, changeUserRole } from '../../api/users.js';
import { refusal } from './refusal.js';
import { fullName, roleLabel, roles } from './roles.js';

/** SPEC §4 edit-role dialog: choosing a role saves it at once and closes the dialog on success. */
export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const change = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeUserRole(userId, role),
    onSuccess: () => {
      toast({ title: 'Success', description: 'User role updated successfully', variant: 'success' });
      onClose();
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: refusal(error, 'Failed to update user role'),
        variant: 'destructive',
      });
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
      <DialogContent>
        <DialogTitle>Edit User Role</DialogTitle>
        <DialogDescription>
          {user ? `Change the role for ${fullName(user)}` : 'Change the role'}
        </DialogDescription>
        {user ? (
          <Stack gap={2}>
            <Label htmlFor={selectId}>Role</Label>
            <Select
              id={selectId}
              // The stored role until the server agrees: a refused change snaps back.
              value={user.role}
              disabled={change.isPending}
              aria-busy={change.isPending}
              onChange={(event) => {
                const role = Role.parse(event.target.value);
                if (role !== user.role) change.mutate({ userId: user.id, role });
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel[role]}
                </option>
              ))}
            </Select>
          </Stack>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
