import type { Link } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardFooter,
  formatDate,
  handleUnauthorized,
  LoadFailed,
  serverMessage,
  Spinner,
  toast,
  useSignedOutRedirect,
} from '@heartwise/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { styled } from 'styled-components';
import { identityFiguresKey } from '../../api/figures.js';
import { decideLink, pendingLinksKey, pendingLinksQuery, type LinkDecision } from '../../api/links.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { fullName } from '../user-management/roles.js';

const Requests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const done: Record<LinkDecision, string> = { approve: 'Link approved', reject: 'Link rejected' };

function useLinkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, decision }: { link: Link; decision: LinkDecision }) => decideLink(link.id, decision),
    onSuccess: (_link, { link, decision }) => {
      toast({
        title: done[decision],
        description: `${fullName(link.parent)} and ${fullName(link.youth)}`,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: 'Failed to update the link request',
        description: serverMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    },
    // Also after a failure: a 409 means someone answered it first.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingLinksKey }),
        queryClient.invalidateQueries({ queryKey: identityFiguresKey }),
      ]),
  });
}

function LinkRequest({ link }: { link: Link }) {
  const decision = useLinkDecision();
  const describedBy = useId();
  return (
    <Card as="li">
      <p id={describedBy}>
        <strong>{fullName(link.parent)}</strong> <Muted>{`@${link.parent.username}`}</Muted>
        {' asks to link with '}
        <strong>{fullName(link.youth)}</strong> <Muted>{`@${link.youth.username}`}</Muted>
      </p>
      <Muted>
        {'Requested '}
        <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time>
      </Muted>
      <CardFooter>
        <Button
          type="button"
          size="sm"
          aria-describedby={describedBy}
          disabled={decision.isPending}
          onClick={() => decision.mutate({ link, decision: 'approve' })}
        >
          Approve
        </Button>
        <Button
          type="button"
          size="sm"
          variant="danger"
          aria-describedby={describedBy}
          disabled={decision.isPending}
          onClick={() => decision.mutate({ link, decision: 'reject' })}
        >
          Reject
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Linking: parent–youth requests waiting for an administrator, each with Approve and Reject. */
export function LinkingTab() {
  const links = useQuery(pendingLinksQuery);
  useSignedOutRedirect(links.error);
  if (links.isPending) return <Spinner label="Loading link requests..." showLabel />;
  if (links.isError) return <LoadFailed what="the link requests" onRetry={() => void links.refetch()} />;
  if (links.data.length === 0) {
    return (
      <EmptyCard
        title="No pending link requests"
        description="Requests from parents to link with a youth show here."
      />
    );
  }
  return (
    <Requests aria-label="Pending link requests">
      {links.data.map((link) => (
        <LinkRequest key={link.id} link={link} />
      ))}
    </Requests>
  );
}
