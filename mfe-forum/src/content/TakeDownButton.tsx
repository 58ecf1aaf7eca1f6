import { RemoveContentRequest } from '@heartwise/contracts';
import { Button, Stack, TextAreaField, toast } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { removeContent, type ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { patchContent } from './threadCache.js';
import { noun } from './threadPreview.js';

/**
 * A moderator or admin takes a post or reply down where it is, with a reason for the record. The
 * dialog is the confirmation: it says what happens, and nothing is sent without a reason.
 */
export function TakeDownButton({
  kind,
  id,
  threadId,
  name,
}: {
  kind: ForumContent;
  id: string;
  threadId: string;
  /** "Mia's post": the button and the dialog say which post. */
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  // This button leaves with the post's status: focus then goes to the post it took down.
  const takenDownPost = useRef<HTMLElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RemoveContentRequest, unknown, RemoveContentRequest>({
    resolver: zodResolver(RemoveContentRequest),
    defaultValues: { reason: '' },
  });
  const takeDown = useMutation({
    mutationFn: (body: RemoveContentRequest) => removeContent(kind, id, body),
    onSuccess: () => {
      takenDownPost.current = trigger.current?.closest<HTMLElement>('[data-post]') ?? null;
      setOpen(false);
      reset();
      patchContent(queryClient, { threadId, kind, id }, { status: 'archived' });
      toast({ title: `Taken down. Nobody but the moderators can see ${name} now.` });
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          takeDown.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button ref={trigger} type="button" variant="ghost" size="sm" aria-label={`Take down ${name}`}>
          Take down
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!takenDownPost.current) return;
          event.preventDefault();
          takenDownPost.current.focus();
        }}
      >
        <DialogTitle>{`Take down ${name}?`}</DialogTitle>
        <DialogDescription>
          {`The ${noun[kind]} is taken down for everyone at once. Your reason goes on the record, and it can be restored from the review queue.`}
        </DialogDescription>
        <form noValidate onSubmit={handleSubmit((body) => takeDown.mutate(body))}>
          <Stack gap={4}>
            <TextAreaField
              label="Why are you taking it down?"
              hint="For the record: other moderators read it in the item's history."
              rows={3}
              {...register('reason')}
              error={
                errors.reason?.message ??
                (takeDown.isError
                  ? serverMessage(takeDown.error, 'We could not take it down. Please try again.')
                  : undefined)
              }
            />
            <DialogFormActions
              submitLabel={`Take down the ${noun[kind]}`}
              pendingLabel="Taking down..."
              pending={takeDown.isPending}
              submitVariant="danger"
            />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
