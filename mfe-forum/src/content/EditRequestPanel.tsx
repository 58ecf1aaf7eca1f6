import { EditReplyRequest, EditThreadRequest, type SupportNotice } from '@heartwise/contracts';
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
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { forumKeys } from '../api/keys.js';
import type { ForumContent } from '../api/content.js';
import { editReply, editThread } from '../api/threads.js';
import { noun } from './threadPreview.js';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
  button {
    align-self: flex-start;
  }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Reason = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const schema = { thread: EditThreadRequest, reply: EditReplyRequest } as const;

/** When a moderator asked for an edit without saying what to change. */
const NO_MESSAGE = 'A moderator would like you to change a few words before others can see it.';

/**
 * Shown to the author only: a moderator asked them to edit this post or reply, and what to change.
 * Their edit is screened like a new post and waits for a moderator before others see it.
 */
export function EditRequestPanel({
  kind,
  id,
  message,
  content,
  onNotice,
}: {
  kind: ForumContent;
  id: string;
  /** What the moderator asked them to change. */
  message: string | undefined;
  content: string;
  onNotice?: (notice: SupportNotice) => void;
}) {
  const headingId = useId();
  const reason = message?.trim() || NO_MESSAGE;
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
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
    // Only the notice is read from the answer, so both kinds share one shape here.
    mutationFn: async (body: { content: string }): Promise<{ notice?: SupportNotice | undefined }> =>
      kind === 'thread' ? editThread(id, body) : editReply(id, body),
    onSuccess: (edited) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      if (edited.notice) onNotice?.(edited.notice);
      else
        toast({ title: `Thank you! A moderator will read your edit before others see your ${noun[kind]}.` });
    },
  });

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{`A moderator asked you to edit your ${noun[kind]}`}</Heading>
      <Reason>{reason}</Reason>
      <p>Only you can see it. Once you edit it, a moderator reads your edit before others see it.</p>
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
        <DialogTrigger asChild>
          <Button type="button" size="sm" variant="secondary">
            {`Edit ${noun[kind]}`}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>{`Edit your ${noun[kind]}`}</DialogTitle>
          <DialogDescription>{reason}</DialogDescription>
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
    </Panel>
  );
}
