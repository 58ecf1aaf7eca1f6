import { CreateThreadRequest, type CreatedThread } from '@heartwise/contracts';
import { Button, Card, CardDescription, FieldError, Muted, TextAreaField, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { forumKeys } from '../../api/keys.js';
import { createThread } from '../../api/threads.js';
import { topicsQuery } from '../../api/topics.js';
import { refusal } from '../../content/refusal.js';
import { useWritingFailure } from '../../content/useWritingFailure.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { promptOf, TopicPicker } from './TopicPicker.js';

export const DEFAULT_PROMPT = 'Share more details about your thoughts and feelings...';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const TitlePreview = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

function NewDiscussionForm({ onPosted }: { onPosted: (thread: CreatedThread) => void }) {
  const queryClient = useQueryClient();
  const notSent = useWritingFailure('Failed to create thread. Please try again.');
  const topics = useQuery(topicsQuery);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<{ title: string; content: string }, unknown, CreateThreadRequest>({
    resolver: zodResolver(CreateThreadRequest),
    defaultValues: { title: '', content: '' },
    mode: 'onTouched',
  });
  const title = useWatch({ control, name: 'title' });
  const post = useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      // A held post is not shared yet: its notice says so instead.
      if (!thread.notice) toast({ title: 'Your post has been shared with the community!' });
      onPosted(thread);
    },
    onError: notSent,
  });

  return (
    <Form noValidate aria-label="New discussion" onSubmit={handleSubmit((body) => post.mutate(body))}>
      <TopicPicker groups={topics.data} {...register('title')} error={errors.title?.message} />
      {topics.isError ? (
        <Card role="alert">
          <CardDescription>We couldn't load the topics.</CardDescription>
          <Button type="button" variant="secondary" size="sm" onClick={() => void topics.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      <TextAreaField
        label="Share more"
        placeholder={promptOf(topics.data, title) ?? DEFAULT_PROMPT}
        {...register('content')}
        error={errors.content?.message}
      />
      <TitlePreview aria-live="polite">
        <Muted as="span">Your post's title</Muted>
        <strong>{title || 'Choose a topic to see your title'}</strong>
      </TitlePreview>
      {post.isError && refusal(post.error) ? <FieldError>{refusal(post.error)}</FieldError> : null}
      <DialogFooter>
        <Button type="submit" disabled={!title || post.isPending}>
          {post.isPending ? 'Posting...' : 'Share Your Pause and Post'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * 'What's in your heart right now?': a catalogue topic (its sentence is the title) and the words.
 * The form lives inside the dialog's content, so closing the dialog resets it.
 */
export function NewDiscussionDialog({
  open,
  onOpenChange,
  onPosted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPosted: (thread: CreatedThread) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>What's in your heart right now?</DialogTitle>
        <DialogDescription>Choose a topic, then share as much or as little as you like.</DialogDescription>
        <NewDiscussionForm onPosted={onPosted} />
      </DialogContent>
    </Dialog>
  );
}
