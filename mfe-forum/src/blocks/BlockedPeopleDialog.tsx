import type { Block } from '@heartwise/contracts';
import { Button, formatDate, Muted, Spinner, VisuallyHidden } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import { blocksQuery, unblock } from '../api/blocks.js';
import { forumKeys } from '../api/keys.js';

const People = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
  }
`;

const nameOf = (block: Block) => block.firstName?.trim() || 'Someone';

function BlockedPerson({ block, onUnblocked }: { block: Block; onUnblocked: (name: string) => void }) {
  const queryClient = useQueryClient();
  const name = nameOf(block);
  const undo = useMutation({
    mutationFn: () => unblock(block.id),
    onSuccess: () => {
      onUnblocked(name);
      void queryClient.invalidateQueries({ queryKey: forumKeys.blocks });
      void queryClient.invalidateQueries({ queryKey: forumKeys.threads });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'We could not unblock them. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <li>
      <span>
        <strong>{name}</strong>
        <Muted as="span">{`Blocked ${formatDate(block.blockedAt)}`}</Muted>
      </span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={undo.isPending}
        aria-label={`Unblock ${name}`}
        onClick={() => undo.mutate()}
      >
        {undo.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}

function BlockedPeople() {
  const blocks = useQuery(blocksQuery);
  const [said, setSaid] = useState('');

  return (
    <>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {blocks.isPending ? <Spinner label="Loading..." showLabel /> : null}
      {blocks.isError ? (
        <div role="alert">
          <Muted>We couldn't load the people you blocked.</Muted>
          <Button type="button" variant="secondary" size="sm" onClick={() => void blocks.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {blocks.data?.length === 0 ? <p>You have not blocked anyone.</p> : null}
      {blocks.data && blocks.data.length > 0 ? (
        <People aria-label="People you blocked">
          {blocks.data.map((block) => (
            <BlockedPerson
              key={block.id}
              block={block}
              onUnblocked={(name) => setSaid(`You unblocked ${name}.`)}
            />
          ))}
        </People>
      ) : null}
    </>
  );
}

/** "People you blocked", from the forum page: who, since when, and a way to unblock each. */
export function BlockedPeopleDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          People you blocked
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>People you blocked</DialogTitle>
        <DialogDescription>
          You don't see each other's posts or replies. Unblock someone to see them again.
        </DialogDescription>
        <BlockedPeople />
      </DialogContent>
    </Dialog>
  );
}
