import { CreateStaffRequest, type User } from '@heartwise/contracts';
import { Button, ChoiceField, FieldError, Stack, TextField } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { identityFiguresKey } from '../../api/figures.js';
import { adminUsersKey, createStaffUser } from '../../api/users.js';
import { roleLabel } from './roles.js';

const staffOptions = CreateStaffRequest.shape.role.options.map((role) => ({
  value: role,
  label: roleLabel[role],
}));

const Username = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

function CreateUserForm({ onCreated }: { onCreated: (user: User) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CreateStaffRequest), defaultValues: { role: 'moderator' } });
  const create = useMutation({
    mutationFn: createStaffUser,
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: identityFiguresKey });
      onCreated(user);
    },
  });

  return (
    <form noValidate aria-label="New staff account" onSubmit={handleSubmit((body) => create.mutate(body))}>
      <Stack gap={4}>
        <TextField
          label="First name"
          autoComplete="off"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
        <ChoiceField
          legend="Role"
          options={staffOptions}
          {...register('role')}
          error={errors.role?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters and hard to guess. Share it with them privately; they sign in with their email."
          {...register('password')}
          error={errors.password?.message}
        />
        {create.isError ? (
          <FieldError>{serverMessage(create.error, 'Failed to create user. Please try again.')}</FieldError>
        ) : null}
        <DialogFormActions submitLabel="Create User" pendingLabel="Creating..." pending={create.isPending} />
      </Stack>
    </form>
  );
}

/** 'Create New User': moderator and administrator accounts (youth and parents sign up themselves). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<User | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A fresh form next time it opens.
        if (!next) setCreated(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">Create New User</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Create New User</DialogTitle>
        {created ? (
          <>
            <DialogDescription role="status">
              {`${roleLabel[created.role]} account created for ${created.firstName ?? ''} ${created.lastName ?? ''}. Their username is:`}
            </DialogDescription>
            <Username>{created.username}</Username>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogDescription>
              For moderators and administrators. Youth and parents sign up themselves.
            </DialogDescription>
            <CreateUserForm onCreated={setCreated} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
