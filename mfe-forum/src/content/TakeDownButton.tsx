import { RemoveContentRequest } from '@heartwise/contracts';
import { Button, toast } from '@heartwise/ui-kit';
import { DialogTrigger } from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { removeContent, type ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { WordsDialog } from '../dialogs/WordsDialog.js';
import { useDialogForm } from '../dialogs/useDialogForm.js';
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
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useDialogForm({
    form: {
      resolver: zodResolver(RemoveContentRequest),
      defaultValues: { reason: '' },
    },
    send: (body: RemoveContentRequest) => removeContent(kind, id, body),
    onSent: (_removed, { close, resetForm }) => {
      // This button leaves with the post's status: focus then goes to the post it took down.
      const takenDownPost = trigger.current?.closest<HTMLElement>('[data-post]') ?? null;
      close(() => takenDownPost);
      resetForm();
      patchContent(queryClient, { threadId, kind, id }, { status: 'archived' });
      toast({ title: `Taken down. Nobody but the moderators can see ${name} now.` });
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
    },
  });

  return (
    <WordsDialog
      dialog={dialog}
      trigger={
        <DialogTrigger asChild>
          <Button ref={trigger} type="button" variant="ghost" size="sm" aria-label={`Take down ${name}`}>
            Take down
          </Button>
        </DialogTrigger>
      }
      role="alertdialog"
      title={`Take down ${name}?`}
      description={`The ${noun[kind]} is taken down for everyone at once. Your reason goes on the record, and it can be restored from the review queue.`}
      field={{
        label: 'Why are you taking it down?',
        hint: "For the record: other moderators read it in the item's history.",
        rows: 3,
        ...dialog.form.register('reason'),
        error: dialog.errorOf('reason', 'We could not take it down. Please try again.'),
      }}
      actions={{
        submitLabel: `Take down the ${noun[kind]}`,
        pendingLabel: 'Taking down...',
        pending: dialog.mutation.isPending,
        submitVariant: 'danger',
      }}
    />
  );
}
