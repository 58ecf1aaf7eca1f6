import type { ContextPost, ModerationItem } from '@heartwise/contracts';
import { Badge, Button, formatMoment, LoadFailed, Spinner } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { contentContextQuery } from '../../api/forum-context.js';
import { contentStatusWords } from '@heartwise/ui-kit/moderation';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Posts = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Post = styled.li<{ $this: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  ${({ $this, theme }) =>
    $this &&
    css`
      border: 2px solid ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
    `}
`;

const PostMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
`;

/** Where the item is on the forum: its thread, at the reply's anchor for a reply. */
export const placeOf = (item: Pick<ModerationItem, 'contentType' | 'contentId' | 'threadId'>): string =>
  item.contentType === 'reply'
    ? `/forum/${item.threadId}#reply-${item.contentId}`
    : `/forum/${item.threadId}`;

function ContextEntry({ post, title, isItem }: { post: ContextPost; title?: string; isItem: boolean }) {
  return (
    <Post $this={isItem} aria-current={isItem ? 'true' : undefined}>
      <PostMeta>
        {isItem ? <Badge tone="accent">This item</Badge> : null}
        <span>{post.author.firstName ?? 'A member'}</span>
        <time dateTime={post.createdAt}>{formatMoment(post.createdAt)}</time>
        <Badge tone={post.status === 'active' ? 'success' : 'neutral'}>
          {contentStatusWords[post.status]}
        </Badge>
      </PostMeta>
      {title ? <strong>{title}</strong> : null}
      <span>{post.content}</span>
    </Post>
  );
}

function Discussion({ item }: { item: ModerationItem }) {
  const context = useQuery(contentContextQuery(item.contentType, item.contentId));
  if (context.isPending) return <Spinner label="Loading the discussion..." showLabel />;
  if (context.isError) return <LoadFailed what="the discussion" onRetry={() => void context.refetch()} />;
  const { thread, before, target, after } = context.data;
  return (
    <Posts aria-label={`The discussion “${thread.title}”`}>
      <ContextEntry post={thread} title={thread.title} isItem={target === null} />
      {before.map((post) => (
        <ContextEntry key={post.id} post={post} isItem={false} />
      ))}
      {target ? <ContextEntry post={target} isItem /> : null}
      {after.map((post) => (
        <ContextEntry key={post.id} post={post} isItem={false} />
      ))}
    </Posts>
  );
}

/**
 * The item in its discussion: a link to see it in place, and the thread's opening post with the
 * replies around it (loaded when asked for), the item highlighted, each with its status.
 */
export function DiscussionContext({ item, describedBy }: { item: ModerationItem; describedBy: string }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  return (
    <>
      <Links>
        <Button as={Link} to={placeOf(item)} size="sm" variant="ghost" aria-describedby={describedBy}>
          View in place
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={shown}
          aria-controls={regionId}
          aria-describedby={describedBy}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide the discussion' : 'Show the discussion'}
        </Button>
      </Links>
      <div id={regionId} hidden={!shown}>
        {shown ? <Discussion item={item} /> : null}
      </div>
    </>
  );
}
