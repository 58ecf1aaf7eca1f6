import { zodResolver } from '@hookform/resolvers/zod';
import type { Link } from '@heartwise/contracts';
import { LinkRequest } from '@heartwise/contracts';
import {
  ApiError,
  Badge,
  Button,
  queryKeys,
  serverMessage,
  Skeleton,
  Stack,
  TextField,
  toast,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { acceptLink, declineLink, endLink, linksQuery, requestLink } from '../../api/links.js';
import { handleSignedOut } from '../../session/signedOut.js';
import { EndLinkDialog } from './EndLinkDialog.js';
import { FAMILY_LINKS_ID } from './familyLinksId.js';
import { EmptyNote, LinkRow, RowList, SubTitle } from './LinkRows.js';
import { firstNameOf } from './people.js';
import { FormActions, ProfileSection, SectionForm } from './ProfileSection.js';
import { useLinkChange } from './useLinkChange.js';

type Refocus = () => void;

/** Loading, failure and the list itself, the same way for both roles. */
function LinksState({ children }: { children: (links: Link[]) => ReactNode }) {
  const links = useQuery(linksQuery);
  if (links.isPending) {
    return (
      <Stack gap={3} role="status">
        <VisuallyHidden>Loading your family links...</VisuallyHidden>
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </Stack>
    );
  }
  if (links.isError) {
    return (
      <Stack gap={3} role="alert">
        <p>We couldn't load your family links just now.</p>
        <FormActions>
          <Button type="button" variant="secondary" size="sm" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </FormActions>
      </Stack>
    );
  }
  return children(links.data);
}

/* ----- Parent ----- */

function RequestLinkForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LinkRequest), defaultValues: { youthUsername: '' } });

  const request = useMutation({
    mutationFn: requestLink,
    onSuccess: async (link) => {
      reset();
      toast({
        title: 'Link request sent',
        description: `We've asked ${firstNameOf(link.youth)} to accept. It will say 'Linked' here once they do.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.links });
    },
    onError: async (error) => {
      if (handleSignedOut(error, queryClient)) return;
      const message = serverMessage(error, 'Failed to send the link request. Please try again.');
      // No such youth, or already asked or linked: about the username typed, so said next to it too.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        setError('youthUsername', { message }, { shouldFocus: true });
      }
      toast({ title: 'Link request not sent', description: message, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.links });
    },
  });

  return (
    <Stack gap={3}>
      <SubTitle id="link-request-title">Link to your young person</SubTitle>
      <SectionForm
        noValidate
        aria-labelledby="link-request-title"
        onSubmit={handleSubmit((values) => request.mutate(values))}
      >
        <TextField
          label="Their username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="They'll find it on their own Profile Settings page (something like brave-river427). They'll be asked to accept."
          {...register('youthUsername')}
          error={errors.youthUsername?.message}
        />
        <FormActions>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send link request'}
          </Button>
        </FormActions>
      </SectionForm>
    </Stack>
  );
}

function ParentLinkRow({ link, refocus }: { link: Link; refocus: Refocus }) {
  const first = firstNameOf(link.youth);
  const pending = link.status === 'pending';
  const end = useLinkChange(
    endLink,
    pending
      ? {
          success: { title: 'Request withdrawn', description: `${first} won't be asked to link with you.` },
          failure: 'Failed to withdraw the request. Please try again.',
        }
      : {
          success: { title: 'Link ended', description: `You're no longer linked with ${first}.` },
          failure: 'Failed to end the link. Please try again.',
        },
    refocus,
  );

  if (pending) {
    return (
      <LinkRow
        person={link.youth}
        status={<Badge tone="warning">Waiting for {first} to accept</Badge>}
        actions={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={end.isPending}
            onClick={() => end.mutate(link.id)}
          >
            {end.isPending ? 'Withdrawing...' : 'Withdraw request'}
            <VisuallyHidden> to {first}</VisuallyHidden>
          </Button>
        }
      />
    );
  }
  return (
    <LinkRow
      person={link.youth}
      status={<Badge tone="success">Linked</Badge>}
      actions={
        <EndLinkDialog
          name={first}
          consequence={`You'll stop seeing summaries of ${first}'s habits and check-ins. You can ask to link again later; ${first} would need to accept.`}
          pending={end.isPending}
          onConfirm={(done) => end.mutate(link.id, { onSuccess: done })}
        />
      }
    />
  );
}

function ParentLinks({ refocus }: { refocus: Refocus }) {
  return (
    <>
      <RequestLinkForm />
      <Stack gap={3}>
        <SubTitle id="parent-links-title">Your links</SubTitle>
        <LinksState>
          {(links) =>
            links.length === 0 ? (
              <EmptyNote>No links yet. When you send a request, it will show here.</EmptyNote>
            ) : (
              <RowList aria-labelledby="parent-links-title">
                {links.map((link) => (
                  <ParentLinkRow key={link.id} link={link} refocus={refocus} />
                ))}
              </RowList>
            )
          }
        </LinksState>
      </Stack>
    </>
  );
}

/* ----- Youth ----- */

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

function YouthLinkRow({ link, refocus }: { link: Link; refocus: Refocus }) {
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

function YouthLinks({ refocus }: { refocus: Refocus }) {
  return (
    <LinksState>
      {(links) => {
        const requests = links.filter((link) => link.status === 'pending');
        const linked = links.filter((link) => link.status === 'approved');
        if (requests.length === 0 && linked.length === 0) {
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
                    <YouthLinkRow key={link.id} link={link} refocus={refocus} />
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

/* ----- The section ----- */

const descriptions = {
  parent:
    "Once your young person accepts, you'll see summaries of their habits and check-ins — never their notes or posts.",
  youth:
    'You decide who is linked. A linked parent or guardian sees summaries of your habits and check-ins — never your notes or posts.',
} as const;

/** "Family links" (SPEC §3 user_links), for parents and youth only. */
export function FamilyLinksSection({ role }: { role: 'parent' | 'youth' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const expectingChange = useRef(false);
  const { data: links } = useQuery(linksQuery);
  // A change can remove the row whose button had focus, leaving keyboard users at the top of the
  // page: once the new list is on screen, they continue from this section's heading instead.
  useEffect(() => {
    if (!expectingChange.current) return;
    expectingChange.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, [links]);
  const refocus = useCallback(() => {
    expectingChange.current = true;
  }, []);
  // Arriving from the banner (/profile#family-links): start here, for eyes and for screen readers,
  // a frame after the layout has moved focus to <main> for the new page.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${FAMILY_LINKS_ID}`) return;
    const frame = requestAnimationFrame(() => {
      heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <ProfileSection
      id={FAMILY_LINKS_ID}
      title="Family links"
      description={descriptions[role]}
      headingRef={heading}
    >
      {role === 'parent' ? <ParentLinks refocus={refocus} /> : <YouthLinks refocus={refocus} />}
    </ProfileSection>
  );
}
