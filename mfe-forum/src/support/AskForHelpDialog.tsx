import { AskForHelpRequest } from '@heartwise/contracts';
import { Button } from '@heartwise/ui-kit';
import { DialogTrigger } from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { askForHelp, type ForumContent } from '../api/content.js';
import { noun } from '../content/threadPreview.js';
import { useDialogForm } from '../dialogs/useDialogForm.js';
import { WordsDialog } from '../dialogs/WordsDialog.js';

type Words = { message?: string | undefined };

/**
 * "I'd like to talk to someone": the author of a post kept private with support asks a moderator
 * to reach out, with their own words if they want to add any.
 */
export function AskForHelpDialog({
  kind,
  id,
  onAsked,
  focusAfterAsking,
}: {
  kind: ForumContent;
  id: string;
  onAsked: () => void;
  /** Where focus goes once it is sent: this button is gone by then. */
  focusAfterAsking: () => HTMLElement | null;
}) {
  const dialog = useDialogForm<Words, AskForHelpRequest, Awaited<ReturnType<typeof askForHelp>>>({
    form: {
      resolver: zodResolver(AskForHelpRequest),
      defaultValues: { message: '' },
    },
    // Nothing typed: no message at all, rather than an empty one.
    send: ({ message }: AskForHelpRequest) => askForHelp(kind, id, message ? { message } : {}),
    onSent: (_asked, { close }) => {
      close(focusAfterAsking);
      onAsked();
    },
  });

  return (
    <WordsDialog
      dialog={dialog}
      trigger={
        <DialogTrigger asChild>
          <Button type="button" size="sm" style={{ alignSelf: 'flex-start' }}>
            I'd like to talk to someone
          </Button>
        </DialogTrigger>
      }
      title="Talk to someone"
      description={`A moderator will read your ${noun[kind]} and follow up with you here. You can add a few words, or just send this.`}
      field={{
        label: 'Anything you would like them to know (optional)',
        rows: 4,
        ...dialog.form.register('message'),
        error: dialog.errorOf('message', 'We could not send this. Please try again.'),
      }}
      actions={{
        submitLabel: 'Ask for help',
        pendingLabel: 'Sending...',
        pending: dialog.mutation.isPending,
      }}
    />
  );
}
