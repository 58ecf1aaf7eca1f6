import { Button, toast } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteContent, type ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { noun } from './threadPreview.js';

/** An author deletes their own post or reply, after saying yes: it is gone for everyone. */
export function DeleteOwnButton({
  kind,
  id,
  threadId,
  onDeleted,
}: {
  kind: ForumContent;
  id: string;
  threadId: string;
  /** After the forum said it is gone (a deleted thread's page has nothing left to show). */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteContent(kind, id),
    onSuccess: () => {
      setOpen(false);
      toast({ title: `Your ${noun[kind]} was deleted. It is gone for everyone.` });
      // A deleted thread is not read again (it would answer 404); everything else is.
      if (kind === 'thread') queryClient.removeQueries({ queryKey: forumKeys.thread(threadId), exact: true });
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      onDeleted();
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`Delete your ${noun[kind]}`}>
          Delete
        </Button>
      }
      title={`Delete your ${noun[kind]}?`}
      description={
        kind === 'thread'
          ? 'Your post and its replies will be gone for everyone. You cannot undo this.'
          : 'Your reply will be gone for everyone. You cannot undo this.'
      }
      confirmLabel={`Delete ${noun[kind]}`}
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={
        remove.isError
          ? serverMessage(remove.error, `We could not delete your ${noun[kind]}. Please try again.`)
          : undefined
      }
      onConfirm={() => remove.mutate()}
    />
  );
}
