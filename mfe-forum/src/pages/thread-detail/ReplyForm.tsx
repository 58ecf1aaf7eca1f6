import { CreateReplyRequest, type CreatedReply } from '@heartwise/contracts';
import { Button, Icon, Muted, TextAreaField, toast } from '@heartwise/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { forumKeys } from '../../api/keys.js';
import { createReply } from '../../api/threads.js';
import { refusal } from '../../content/refusal.js';
import { useWritingFailure } from '../../content/useWritingFailure.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOnline } from '@heartwise/web-runtime';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  button {
    align-self: flex-start;
  }
`;

const Offline = styled(Muted)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * 'Add a Reply' (SPEC §2): at least 5 characters; the form resets and the thread refreshes after
 * posting. Without a connection it keeps the words and waits, saying why.
 */
export function ReplyForm({
  threadId,
  onReplied,
}: {
  threadId: string;
  onReplied: (reply: CreatedReply) => void;
}) {
  const queryClient = useQueryClient();
  const notSent = useWritingFailure('Failed to create reply. Please try again.');
  const online = useOnline();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ content: string }, unknown, CreateReplyRequest>({
    resolver: zodResolver(CreateReplyRequest),
    defaultValues: { content: '' },
  });
  const reply = useMutation({
    mutationFn: (body: CreateReplyRequest) => createReply(threadId, body),
    onSuccess: (created) => {
      reset();
      // The thread (its replies) and every list showing its reply count.
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      // A held reply is not posted for others yet: its notice says so instead.
      if (!created.notice) toast({ title: 'Your reply has been posted!' });
      onReplied(created);
    },
    onError: notSent,
  });

  return (
    <Form noValidate aria-label="Add a Reply" onSubmit={handleSubmit((body) => reply.mutate(body))}>
      <TextAreaField
        label="Your reply"
        placeholder="Share some kind words or your own experience..."
        {...register('content')}
        error={errors.content?.message ?? (reply.isError ? (refusal(reply.error) ?? undefined) : undefined)}
      />
      {online ? null : (
        <Offline role="status">
          <Icon name="offline" size={18} />
          You're offline. Your reply stays here: post it when you're connected again.
        </Offline>
      )}
      <Button type="submit" disabled={reply.isPending || !online}>
        {reply.isPending ? 'Posting...' : 'Post Reply'}
      </Button>
    </Form>
  );
}
