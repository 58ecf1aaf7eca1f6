import { Role, type User } from '@heartwise/contracts';
import { Button, Label, Muted, Select, Stack, toast } from '@heartwise/ui-kit';
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
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { identityFiguresKey } from '../../api/figures.js';
import { adminActivityKey } from '../../api/admin-activity.js';
import { adminUsersKey, changeUserRole } from '../../api/users.js';
import { refusal } from './refusal.js';
import { fullName, roleLabel, roles } from './roles.js';

const Question = styled.p`
  font-weight: 600;
`;

/**
 * SPEC §4 edit-role dialog, with issue 19's confirmation: picking a role only proposes it; the
 * dialog asks "Change Ana Silva's role from Youth to Parent/Guardian?" and nothing is sent until
 * the admin says yes. The dialog closes once the service agrees.
 */
export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const [proposed, setProposed] = useState<Role | null>(null);
  const close = () => {
    setProposed(null);
    onClose();
  };
  const change = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeUserRole(userId, role),
    onSuccess: () => {
      toast({ title: 'Success', description: 'User role updated successfully', variant: 'success' });
      close();
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: refusal(error, 'Failed to update user role'),
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
  const question =
    user && proposed
      ? `Change ${fullName(user)}'s role from ${roleLabel[user.role]} to ${roleLabel[proposed]}?`
      : null;

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) close();
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
              // The stored role until a change is proposed; a refused change goes back to it.
              value={proposed ?? user.role}
              disabled={change.isPending}
              aria-busy={change.isPending}
              onChange={(event) => {
                const role = Role.parse(event.target.value);
                setProposed(role === user.role ? null : role);
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel[role]}
                </option>
              ))}
            </Select>
            {question ? (
              <Stack gap={2} role="group" aria-label="Confirm the role change">
                <Question aria-live="polite">{question}</Question>
                <Muted>They are signed out everywhere and sign in again with the new role.</Muted>
              </Stack>
            ) : (
              <Muted>Pick a role; you confirm before anything changes.</Muted>
            )}
          </Stack>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          {user && proposed ? (
            <Button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate({ userId: user.id, role: proposed })}
            >
              {change.isPending ? 'Changing role...' : 'Change role'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
