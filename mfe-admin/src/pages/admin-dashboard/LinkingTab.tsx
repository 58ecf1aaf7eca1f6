import type { Link } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardFooter,
  formatDate,
  LoadFailed,
  Muted,
  Spinner,
  Stack,
  toast,
} from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import { ConfirmDialog } from '@heartwise/ui-kit/overlays';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { identityFiguresKey } from '../../api/figures.js';
import { pendingLinksKey, pendingLinksQuery, rejectLink } from '../../api/links.js';
import { EmptyCard } from '../../components/EmptyCard.js';
import { fullName } from '../user-management/roles.js';

const Requests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Words = styled.p`
  overflow-wrap: anywhere;
`;

/** Who the request is for: the youth by name, or only the username the parent typed. */
const forWhom = (link: Link): string =>
  link.youth ? `${fullName(link.youth)} (@${link.youth.username})` : `@${link.youthUsername}`;

function RejectRequest({ link, describedBy }: { link: Link; describedBy: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const reject = useMutation({
    mutationFn: () => rejectLink(link.id),
    onSuccess: () => {
      toast({
        title: 'Request rejected',
        description: `${fullName(link.parent)} won't be linked to ${forWhom(link)}.`,
        variant: 'success',
      });
      setOpen(false);
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Failed to reject the request',
        description: serverMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    },
    // Also after a failure: a 409 means the youth answered first, or the request expired.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingLinksKey }),
        queryClient.invalidateQueries({ queryKey: identityFiguresKey }),
      ]),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" size="sm" variant="danger" aria-describedby={describedBy}>
          Reject request
        </Button>
      }
      title="Reject this link request?"
      description={`${fullName(link.parent)} won't be linked to ${forWhom(link)}, and the youth won't be asked any more. The parent isn't told: to them the request stays waiting until it expires.`}
      confirmLabel="Reject request"
      pendingLabel="Rejecting..."
      cancelLabel="Keep request"
      pending={reject.isPending}
      onConfirm={() => reject.mutate()}
    />
  );
}

function LinkRequest({ link }: { link: Link }) {
  const describedBy = useId();
  return (
    <Card as="li">
      <Words id={describedBy}>
        <strong>{fullName(link.parent)}</strong> <Quiet>{`@${link.parent.username}`}</Quiet>
        {' asks to link with '}
        {link.youth ? (
          <>
            <strong>{fullName(link.youth)}</strong> <Quiet>{`@${link.youth.username}`}</Quiet>
          </>
        ) : (
          <>
            <strong>{`@${link.youthUsername}`}</strong> <Quiet>(no youth has this username)</Quiet>
          </>
        )}
      </Words>
      <Quiet>
        {'Requested '}
        <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time>
      </Quiet>
      <CardFooter>
        <RejectRequest link={link} describedBy={describedBy} />
      </CardFooter>
    </Card>
  );
}

/**
 * Linking: parent–youth requests waiting for the youth. Only the youth can accept one; an
 * administrator may reject a request that looks wrong (a staff check).
 */
export function LinkingTab() {
  const links = useQuery(pendingLinksQuery);
  const note = (
    <Muted>
      Only the youth can accept a link request. You can reject one that looks wrong; the youth is then no
      longer asked.
    </Muted>
  );
  if (links.isPending) return <Spinner label="Loading link requests..." showLabel />;
  if (links.isError) return <LoadFailed what="the link requests" onRetry={() => void links.refetch()} />;
  if (links.data.length === 0) {
    return (
      <Stack gap={3}>
        {note}
        <EmptyCard
          title="No pending link requests"
          description="Requests from parents to link with a youth show here while they wait for the youth."
        />
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      {note}
      <Requests aria-label="Pending link requests">
        {links.data.map((link) => (
          <LinkRequest key={link.id} link={link} />
        ))}
      </Requests>
    </Stack>
  );
}
