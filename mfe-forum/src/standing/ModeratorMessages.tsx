import type { MemberNotice, MemberStanding } from '@heartwise/contracts';
import { Button, formatDate, HelplineList, VisuallyHidden } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { forumKeys } from '../api/keys.js';
import { markNoticeRead } from '../api/standing.js';
import { localDateTime } from './restrictionSentence.js';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
  button {
    align-self: flex-start;
  }
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TheirWords = styled.figure`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  figcaption {
    font-weight: 600;
  }
  blockquote {
    margin: 0;
    white-space: pre-wrap;
  }
`;

function NoticeItem({ notice, onRead }: { notice: MemberNotice; onRead: () => void }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: () => markNoticeRead(notice.id),
    onSuccess: () => {
      // Gone from the list at once; the standing is read again for anything new.
      queryClient.setQueryData<MemberStanding>(forumKeys.standing, (standing) =>
        standing
          ? {
              ...standing,
              notices: standing.notices.map((each) =>
                each.id === notice.id ? { ...each, read: true } : each,
              ),
            }
          : standing,
      );
      onRead();
      void queryClient.invalidateQueries({ queryKey: forumKeys.standing });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'We could not save that. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Message aria-labelledby={headingId} tabIndex={-1} data-notice={notice.id}>
      <h3 id={headingId}>{notice.title}</h3>
      <Small>{formatDate(notice.at)}</Small>
      {notice.threadTitle ? <Small>{`About the discussion "${notice.threadTitle}"`}</Small> : null}
      <p>{notice.message}</p>
      {notice.fromModerator?.trim() ? (
        <TheirWords>
          <figcaption>The moderator's words</figcaption>
          <blockquote>{notice.fromModerator}</blockquote>
        </TheirWords>
      ) : null}
      {notice.until ? <Small>{`Until ${localDateTime(notice.until)}`}</Small> : null}
      {notice.helplines && notice.helplines.length > 0 ? <HelplineList helplines={notice.helplines} /> : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={read.isPending}
        aria-label={`Got it: ${notice.title}`}
        onClick={() => read.mutate()}
      >
        Got it
      </Button>
    </Message>
  );
}

/**
 * "Messages from the moderators": what they decided about the member's posts and any warning,
 * mute or suspension, each until the member says "Got it".
 */
export function ModeratorMessages({ notices }: { notices: MemberNotice[] }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [readOne, setReadOne] = useState(false);
  // The read message leaves the list: focus moves to the next one, or to the heading.
  const focusAfter = (id: string) => {
    setReadOne(true);
    requestAnimationFrame(() => {
      const next = list.current?.querySelector<HTMLElement>(`[data-notice]:not([data-notice="${id}"])`);
      (next ?? heading.current)?.focus();
    });
  };

  return (
    <>
      {/* Always here, so it is heard when the last message leaves with the button that had focus. */}
      <VisuallyHidden role="status">{readOne ? 'Message marked as read.' : ''}</VisuallyHidden>
      {notices.length > 0 ? (
        <Section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            Messages from the moderators
          </h2>
          <List ref={list}>
            {notices.map((notice) => (
              <li key={notice.id}>
                <NoticeItem notice={notice} onRead={() => focusAfter(notice.id)} />
              </li>
            ))}
          </List>
        </Section>
      ) : null}
    </>
  );
}
