import {
  EditReplyRequest,
  EditThreadRequest,
  type ContentStatus,
  type HeldNote,
  type SupportNotice,
} from '@heartwise/contracts';
import { Stack, TextAreaField } from '@heartwise/ui-kit';
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
import { useRef, useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';
import { editReply, editThread } from '../api/threads.js';
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
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const triggerHolder = useRef<HTMLSpanElement>(null);
  const heldPost = useRef<HTMLElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ content: string }, unknown, { content: string }>({
    resolver: zodResolver(schema[kind]),
    defaultValues: { content },
  });
  const save = useMutation({
    mutationFn: async (body: { content: string }): Promise<EditedWords> =>
      kind === 'thread' ? editThread(id, body) : editReply(id, body),
    onSuccess: (edited) => {
      heldPost.current =
        edited.status === 'active'
          ? null
          : (triggerHolder.current?.closest<HTMLElement>('[data-post]') ?? null);
      setOpen(false);
      reset({ content: edited.content });
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset({ content });
          save.reset();
        }
      }}
    >
      <span ref={triggerHolder} style={{ display: 'contents' }}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
      </span>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const post = heldPost.current;
          heldPost.current = null;
          if (!post?.isConnected) return;
          event.preventDefault();
          post.focus();
        }}
      >
        <DialogTitle>{`Edit your ${noun[kind]}`}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
          <Stack gap={4}>
            <TextAreaField
              label={kind === 'thread' ? 'Your post' : 'Your reply'}
              rows={6}
              {...register('content')}
              error={
                errors.content?.message ??
                (save.isError
                  ? serverMessage(save.error, 'We could not save your edit. Please try again.')
                  : undefined)
              }
            />
            <DialogFormActions submitLabel="Save edit" pendingLabel="Saving..." pending={save.isPending} />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
