import type { Link } from '@heartwise/contracts';
import { LINK_REQUEST_DAYS } from '@heartwise/contracts';
import { Badge, Button, formatDate, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { acceptLink, declineLink, endLink } from '../../api/links.js';
import { EndLinkDialog } from './EndLinkDialog.js';
import { EmptyNote, LinkRow, RowList, SubTitle } from './LinkRows.js';
import { LinksState, type Refocus } from './LinksState.js';
import { firstNameOf } from './people.js';
import { useLinkChange } from './useLinkChange.js';

/** A request waiting for the youth: who asks, what a link means, Accept and Decline. */
function LinkRequestRow({ link, refocus }: { link: Link; refocus: Refocus }) {
  const parent = link.parent;
  const first = firstNameOf(parent);
  const accept = useLinkChange(
    acceptLink,
    {
      success: { title: 'Linked', description: `You and ${first} are now linked.` },
      failure: 'Failed to accept the request. Please try again.',
    },
    refocus,
  );
  const decline = useLinkChange(
    declineLink,
    {
      success: { title: 'Request declined', description: `${first} won't be linked to your account.` },
      failure: 'Failed to decline the request. Please try again.',
    },
    refocus,
  );
  const busy = accept.isPending || decline.isPending;
  return (
    <LinkRow
      person={parent}
      highlight
      message={
        <>
          <strong>{first}</strong> (@{parent.username}) would like to link to your account. A linked parent
          sees summaries of your habits and check-ins — never your notes or posts.
        </>
      }
      detail={`Asked on ${formatDate(link.createdAt)}. ${first} won't be told if you decline.`}
      actions={
        <>
          <Button type="button" size="sm" disabled={busy} onClick={() => accept.mutate(link.id)}>
            {accept.isPending ? 'Accepting...' : 'Accept'}
            <VisuallyHidden> {first}'s request</VisuallyHidden>
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => decline.mutate(link.id)}
          >
            {decline.isPending ? 'Declining...' : 'Decline'}
            <VisuallyHidden> {first}'s request</VisuallyHidden>
          </Button>
        </>
      }
    />
  );
}

function LinkedRow({ link, refocus }: { link: Link; refocus: Refocus }) {
  const first = firstNameOf(link.parent);
  const end = useLinkChange(
    endLink,
    {
      success: { title: 'Link ended', description: `${first} is no longer linked to your account.` },
      failure: 'Failed to end the link. Please try again.',
    },
    refocus,
  );
  return (
    <LinkRow
      person={link.parent}
      status={<Badge tone="success">Linked</Badge>}
      actions={
        <EndLinkDialog
          name={first}
          consequence={`${first} will stop seeing summaries of your habits and check-ins. If they ask to link again, it's up to you.`}
          pending={end.isPending}
          onConfirm={(done) => end.mutate(link.id, { onSuccess: done })}
        />
      }
    />
  );
}

/** How a closed request ended, in a word and a sentence. */
function closedAs(link: Link): { badge: string; detail: string } {
  const first = firstNameOf(link.parent);
  const asked = `Asked on ${formatDate(link.createdAt)}.`;
  switch (link.status) {
    case 'ended':
      return { badge: 'Link ended', detail: `Linked until ${formatDate(link.endedAt ?? link.updatedAt)}.` };
    case 'withdrawn':
      return {
        badge: 'Withdrawn',
        detail: `${asked} ${first} withdrew it on ${formatDate(link.endedAt ?? link.updatedAt)}.`,
      };
    case 'expired':
      return {
        badge: 'Expired',
        detail: `${asked} It closed after ${LINK_REQUEST_DAYS} days without an answer.`,
      };
    default:
      return { badge: 'Not accepted', detail: `${asked} It was closed without a link.` };
  }
}

function HistoryRow({ link }: { link: Link }) {
  const { badge, detail } = closedAs(link);
  return <LinkRow person={link.parent} detail={detail} status={<Badge tone="neutral">{badge}</Badge>} />;
}

/**
 * A youth's side: requests to answer, who is linked, and every request ever made for them — the
 * ones a parent withdrew included — so nothing about their links happens out of their sight.
 */
export function YouthLinks({ refocus }: { refocus: Refocus }) {
  return (
    <LinksState>
      {(links) => {
        const requests = links.filter((link) => link.status === 'pending');
        const linked = links.filter((link) => link.status === 'approved');
        const history = links.filter((link) => link.status !== 'pending' && link.status !== 'approved');
        if (links.length === 0) {
          return (
            <EmptyNote>
              No family links. If a parent or guardian asks to link with you, you'll see it here.
            </EmptyNote>
          );
        }
        return (
          <>
            {requests.length > 0 ? (
              <Stack gap={3}>
                <SubTitle id="youth-requests-title">Link requests</SubTitle>
                <RowList aria-labelledby="youth-requests-title">
                  {requests.map((link) => (
                    <LinkRequestRow key={link.id} link={link} refocus={refocus} />
                  ))}
                </RowList>
              </Stack>
            ) : null}
            {linked.length > 0 ? (
              <Stack gap={3}>
                <SubTitle id="youth-linked-title">Linked</SubTitle>
                <RowList aria-labelledby="youth-linked-title">
                  {linked.map((link) => (
                    <LinkedRow key={link.id} link={link} refocus={refocus} />
                  ))}
                </RowList>
              </Stack>
            ) : null}
            {history.length > 0 ? (
              <Stack gap={3}>
                <SubTitle id="youth-history-title">Requests history</SubTitle>
                <RowList aria-labelledby="youth-history-title">
                  {history.map((link) => (
                    <HistoryRow key={link.id} link={link} />
                  ))}
                </RowList>
              </Stack>
            ) : null}
          </>
        );
      }}
    </LinksState>
  );
}
