import { Button, toast } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { blockAuthor } from '../api/blocks.js';
import type { ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';

/**
 * Block the person who wrote this post or reply (named by the post: members never learn each
 * other's ids). Afterwards neither sees the other's posts or replies.
 */
export function BlockButton({
  kind,
  id,
  firstName,
  onBlocked,
}: {
  kind: ForumContent;
  id: string;
  firstName: string | null;
  /** Their words are gone from this page once the forum has agreed. */
  onBlocked: () => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const who = firstName?.trim() || 'this person';
  const block = useMutation({
    mutationFn: () => blockAuthor({ contentType: kind, contentId: id }),
    onSuccess: () => {
      setOpen(false);
      toast({ title: `You blocked ${who}. You will no longer see each other's posts or replies.` });
      void queryClient.invalidateQueries({ queryKey: forumKeys.blocks });
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
      onBlocked();
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) block.reset();
      }}
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`Block ${who}`}>
          Block
        </Button>
      }
      title={`Block ${who}?`}
      description={`You will no longer see each other's posts or replies, so neither of you can reply to the other. You can unblock ${who === 'this person' ? 'them' : who} at any time from "People you blocked".`}
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={block.isPending}
      error={
        block.isError ? serverMessage(block.error, 'We could not block them. Please try again.') : undefined
      }
      onConfirm={() => block.mutate()}
    />
  );
}
