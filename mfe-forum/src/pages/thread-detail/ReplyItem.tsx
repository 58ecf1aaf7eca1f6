import type { Reply, SupportNotice } from '@heartwise/contracts';
import { Avatar, formatDate } from '@heartwise/ui-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { HeldExplanation } from '../../content/HeldExplanation.js';
import { PostActions, type Viewer } from '../../content/PostActions.js';
import { StatusBadge } from '../../content/StatusBadge.js';
import { authorName } from '../../content/threadPreview.js';

/** A reply someone was sent to (a link to `#reply-{id}`, e.g. from the review queue) stands out. */
const Item = styled.li<{ $target: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: ${({ theme }) => theme.space[16]};
  ${({ $target }) =>
    $target
      ? css`
          padding-inline: ${({ theme }) => theme.space[3]};
          border-radius: ${({ theme }) => theme.radii.md};
          background: ${({ theme }) => theme.colors.warningSoft};
        `
      : ''}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What people wrote keeps its line breaks and renders as text. */
export const Written = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The anchor of a reply on its thread's page: /forum/{threadId}#reply-{id}. */
export const replyAnchor = (id: string) => `reply-${id}`;

/** One reply: author initial, name or 'Anonymous', date, content (SPEC §2), and what the reader may do with it. */
export function ReplyItem({
  reply,
  viewer,
  onNotice,
  onGone,
}: {
  reply: Reply;
  viewer: Viewer;
  onNotice: (notice: SupportNotice) => void;
  onGone: () => void;
}) {
  const author = authorName(reply.user);
  const anchor = replyAnchor(reply.id);
  const { hash } = useLocation();
  const target = hash === `#${anchor}`;
  const item = useRef<HTMLLIElement>(null);

  // Sent here to see this reply in place: bring it into view and put focus on it.
  useEffect(() => {
    const element = item.current;
    if (!target || !element) return;
    // jsdom has no scrollIntoView; browsers all do.
    if ('scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [target]);

  return (
    <Item
      id={anchor}
      ref={item}
      data-post
      tabIndex={-1}
      $target={target}
      aria-current={target ? 'true' : undefined}
    >
      <Avatar name={author} initial={author.charAt(0).toUpperCase()} size={32} />
      <Body>
        <Meta>
          <strong>{author}</strong>
          <When>{formatDate(reply.createdAt)}</When>
          <span aria-live="polite">
            <StatusBadge content={reply} staff={viewer.staff} />
          </span>
        </Meta>
        <Written>{reply.content}</Written>
        <HeldExplanation kind="reply" content={reply} onNotice={onNotice} />
        <PostActions
          kind="reply"
          content={reply}
          threadId={reply.threadId}
          viewer={viewer}
          onGone={onGone}
          onNotice={onNotice}
        />
      </Body>
    </Item>
  );
}
