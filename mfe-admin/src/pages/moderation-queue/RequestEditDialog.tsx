import { RequestEditForm } from '@heartwise/contracts';
import { Button, Stack, TextAreaField } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACTION_NOTES } from '../../api/moderation.js';
import { useModerationDecision } from './useModerationDecision.js';

/**
 * Request Edit: the moderator says what the author should change. The post stays hidden from
 * everyone else until its author edits it (or a moderator decides); the author reads this note.
 */
export function RequestEditDialog({ itemId, describedBy }: { itemId: string; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const decision = useModerationDecision();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RequestEditForm),
    defaultValues: { notes: ACTION_NOTES['request-edit'] ?? '' },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="secondary" aria-describedby={describedBy}>
          Request Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Request an edit</DialogTitle>
        <DialogDescription>
          The author sees your note and can edit their post. Until they do, nobody else sees it.
        </DialogDescription>
        <form
          noValidate
          onSubmit={handleSubmit(({ notes }) =>
            decision.mutate({ itemId, action: 'request-edit', notes }, { onSuccess: () => setOpen(false) }),
          )}
        >
          <Stack gap={4}>
            <TextAreaField
              label="What should the author change?"
              rows={4}
              {...register('notes')}
              error={errors.notes?.message}
            />
            <DialogFormActions
              submitLabel="Send to the author"
              pendingLabel="Sending..."
              pending={decision.isPending}
            />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
