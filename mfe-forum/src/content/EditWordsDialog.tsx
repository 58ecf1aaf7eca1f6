import {
  EditReplyRequest,
  EditThreadRequest,
  type ContentStatus,
  type HeldNote,
  type SupportNotice,
} from '@heartwise/contracts';
import { DialogTrigger } from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactElement } from 'react';
import type { ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { editReply, editThread } from '../api/threads.js';
import { WordsDialog } from '../dialogs/WordsDialog.js';
import { useDialogForm } from '../dialogs/useDialogForm.js';
import { patchContent } from './threadCache.js';
import { noun } from './threadPreview.js';

const schema = { thread: EditThreadRequest, reply: EditReplyRequest } as const;

/** What the page needs of the forum's answer to an edit (a thread's and a reply's share it). */
export interface EditedWords {
  content: string;
  status: ContentStatus;
  heldNote?: HeldNote | undefined;
  notice?: SupportNotice | undefined;
}

/**
 * The author's words in a dialog to change them (react-hook-form, the contracts' limits). On
 * success the page shows the new words at once; when they are held (screening, or an edit a
 * moderator asked for) the button that opened it leaves with them, so focus goes to the post.
 * On failure the dialog stays open with the forum's words and the text as typed.
 */
export function EditWordsDialog({
  kind,
  id,
  threadId,
  content,
  trigger,
  description,
  onSaved,
}: {
  kind: ForumContent;
  id: string;
  threadId: string;
  /** The words as they are now: the form starts from them. */
  content: string;
  /** The button that opens it (focus returns to it). */
  trigger: ReactElement;
  description: string;
  onSaved: (edited: EditedWords) => void;
}) {
  const queryClient = useQueryClient();
  const triggerHolder = useRef<HTMLSpanElement>(null);
  const dialog = useDialogForm({
    form: {
      resolver: zodResolver(schema[kind]),
      defaultValues: { content },
    },
    send: async (body: { content: string }): Promise<EditedWords> =>
      kind === 'thread' ? editThread(id, body) : editReply(id, body),
    onSent: (edited, { close, resetForm }) => {
      const heldPost =
        edited.status === 'active'
          ? null
          : (triggerHolder.current?.closest<HTMLElement>('[data-post]') ?? null);
      close(() => heldPost);
      resetForm({ content: edited.content });
      patchContent(
        queryClient,
        { threadId, kind, id },
        { content: edited.content, status: edited.status, heldNote: edited.heldNote },
      );
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      onSaved(edited);
    },
  });

  return (
    <WordsDialog
      dialog={dialog}
      trigger={
        <span ref={triggerHolder} style={{ display: 'contents' }}>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
        </span>
      }
      title={`Edit your ${noun[kind]}`}
      description={description}
      field={{
        label: kind === 'thread' ? 'Your post' : 'Your reply',
        rows: 6,
        ...dialog.form.register('content'),
        error: dialog.errorOf('content', 'We could not save your edit. Please try again.'),
      }}
      actions={{ submitLabel: 'Save edit', pendingLabel: 'Saving...', pending: dialog.mutation.isPending }}
    />
  );
}
