import { zodResolver } from '@hookform/resolvers/zod';
import type { Link, LinkPerson } from '@heartwise/contracts';
import { LINK_REQUEST_DAYS, LinkRequest } from '@heartwise/contracts';
import { Badge, Button, formatDate, Stack, TextField, VisuallyHidden } from '@heartwise/ui-kit';
import { ApiError, queryKeys, serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { endLink, requestLink } from '../../api/links.js';
import { EndLinkDialog } from './EndLinkDialog.js';
import { EmptyNote, LinkRow, RowList, SubTitle } from './LinkRows.js';
import { LinksState, type Refocus } from './LinksState.js';
import { firstNameOf } from './people.js';
import { FormActions, SectionForm } from './ProfileSection.js';
import { useLinkChange } from './useLinkChange.js';

const Receipt = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
`;

/**
 * The request form. Whatever username is typed, the answer is the same receipt (the service
 * reveals nothing about accounts), so it is shown as it comes: never a youth's name.
 */
function RequestLinkForm() {
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LinkRequest), defaultValues: { youthUsername: '' } });

  const request = useMutation({
    mutationFn: requestLink,
    onMutate: () => setReceipt(null),
    onSuccess: async ({ message }) => {
      reset();
      setReceipt(message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.links });
    },
    onError: (error) => {
      const message = serverMessage(error, 'Failed to send the link request. Please try again.');
      // Asked too often: about this form, so said next to the field too.
      if (error instanceof ApiError && error.status === 429) {
        setError('youthUsername', { message }, { shouldFocus: true });
      }
      toastFailure(error, { title: 'Link request not sent', description: message, variant: 'destructive' });
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
          hint="They'll find it on their own Profile Settings page (something like brave-river42715). Only they can accept."
          {...register('youthUsername')}
          error={errors.youthUsername?.message}
        />
        <FormActions>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send link request'}
          </Button>
        </FormActions>
      </SectionForm>
      {/* Always in the page, so screen readers hear the receipt when it arrives. */}
      <div role="status">
        {receipt ? (
          <Receipt>
            <strong>Link request sent</strong> {receipt}
          </Receipt>
        ) : null}
      </div>
    </Stack>
  );
}

/** An approved link: the youth by name, and a way to end it. */
function LinkedRow({ link, youth, refocus }: { link: Link; youth: LinkPerson; refocus: Refocus }) {
  const first = firstNameOf(youth);
  const end = useLinkChange(
    endLink,
    {
      success: { title: 'Link ended', description: `You're no longer linked with ${first}.` },
      failure: 'Failed to end the link. Please try again.',
    },
    refocus,
  );
  return (
    <LinkRow
      person={youth}
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

const requestState = {
  pending: 'waiting for an answer',
  expired: 'expired',
  withdrawn: 'withdrawn',
} as const;

/**
 * A request the youth has not accepted: only the username the parent typed, and where it stands.
 * A declined request looks the same as an unanswered one, by design (the service says `pending`).
 */
function RequestRow({ link, refocus }: { link: Link; refocus: Refocus }) {
  const name = `@${link.youthUsername}`;
  const withdraw = useLinkChange(
    endLink,
    {
      success: { title: 'Request withdrawn', description: `Your request for ${name} was withdrawn.` },
      failure: 'Failed to withdraw the request. Please try again.',
    },
    refocus,
  );
  const state = link.status === 'expired' || link.status === 'withdrawn' ? link.status : 'pending';
  const detail = {
    pending: `Sent ${formatDate(link.createdAt)}. Only they can accept it.`,
    expired: `Not accepted within ${LINK_REQUEST_DAYS} days. You can send a new request.`,
    withdrawn: `You withdrew it on ${formatDate(link.endedAt ?? link.updatedAt)}.`,
  }[state];
  return (
    <LinkRow
      person={null}
      message={
        <>
          <strong>Request for {name}</strong> — {requestState[state]}
        </>
      }
      detail={detail}
      actions={
        state === 'pending' ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(link.id)}
          >
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw request'}
            <VisuallyHidden> for {name}</VisuallyHidden>
          </Button>
        ) : null
      }
    />
  );
}

/** A parent's side: ask, then see links (by name, once accepted) and requests (by username). */
export function ParentLinks({ refocus }: { refocus: Refocus }) {
  return (
    <>
      <RequestLinkForm />
      <LinksState>
        {(links) => {
          const linked = links.flatMap((link) =>
            link.status === 'approved' && link.youth ? [{ link, youth: link.youth }] : [],
          );
          const requests = links.filter((link) => link.status !== 'approved' && link.status !== 'ended');
          if (linked.length === 0 && requests.length === 0) {
            return <EmptyNote>No links yet. When you send a request, it will show here.</EmptyNote>;
          }
          return (
            <>
              {linked.length > 0 ? (
                <Stack gap={3}>
                  <SubTitle id="parent-links-title">Your links</SubTitle>
                  <RowList aria-labelledby="parent-links-title">
                    {linked.map(({ link, youth }) => (
                      <LinkedRow key={link.id} link={link} youth={youth} refocus={refocus} />
                    ))}
                  </RowList>
                </Stack>
              ) : null}
              {requests.length > 0 ? (
                <Stack gap={3}>
                  <SubTitle id="parent-requests-title">Your requests</SubTitle>
                  <RowList aria-labelledby="parent-requests-title">
                    {requests.map((link) => (
                      <RequestRow key={link.id} link={link} refocus={refocus} />
                    ))}
                  </RowList>
                </Stack>
              ) : null}
            </>
          );
        }}
      </LinksState>
    </>
  );
}
