import { Badge, Button, formatDate, Muted, Skeleton, VisuallyHidden } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { latestThreadsQuery, PREVIEW_THREAD_COUNT } from '../../api/threads.js';
import { refusal } from '../../content/refusal.js';
import { authorName, previewOf, replyCountLabel, visibleTags } from '../../content/threadPreview.js';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Preview = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    overflow-wrap: anywhere;
  }
  p {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Up to 3 latest threads for the dashboard (SPEC §2 Pause & Post). */
export function LatestThreads() {
  const threads = useQuery(latestThreadsQuery);

  if (threads.isPending) {
    return (
      <div>
        <VisuallyHidden role="status">Loading discussions...</VisuallyHidden>
        <List aria-hidden="true" data-testid="thread-placeholders">
          {Array.from({ length: PREVIEW_THREAD_COUNT }, (_, index) => (
            <li key={index}>
              <Skeleton height="5.5rem" />
            </li>
          ))}
        </List>
      </div>
    );
  }
  if (threads.isError) {
    // A suspended member hears the forum's own sentence, with no "Try again" that cannot work.
    const refused = refusal(threads.error);
    return (
      <div role="alert">
        <Muted>{refused ?? "We couldn't load the latest discussions."}</Muted>
        {refused ? null : (
          <Button type="button" variant="secondary" size="sm" onClick={() => void threads.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (threads.data.length === 0) {
    return (
      <>
        <Muted>No discussions yet - Be the first to start a conversation!</Muted>
        <Button as={Link} to="/forum" variant="secondary" size="sm" style={{ alignSelf: 'flex-start' }}>
          Start First Discussion
        </Button>
      </>
    );
  }
  return (
    <>
      <List aria-label="Latest discussions">
        {threads.data.slice(0, PREVIEW_THREAD_COUNT).map((thread) => (
          <li key={thread.id}>
            <Preview to={`/forum/${thread.id}`}>
              <strong>{thread.title}</strong>
              <Meta>
                <span>{authorName(thread.user)}</span>
                <span>{formatDate(thread.createdAt)}</span>
                <span>{replyCountLabel(thread.replyCount)}</span>
              </Meta>
              <p>{previewOf(thread.content)}</p>
              {thread.tags.length > 0 ? (
                <Tags>
                  {visibleTags(thread.tags).map((tag) => (
                    <Badge key={tag} tone="info">
                      {tag}
                    </Badge>
                  ))}
                </Tags>
              ) : null}
            </Preview>
          </li>
        ))}
      </List>
      <Button as={Link} to="/forum" variant="ghost" size="sm" style={{ alignSelf: 'flex-start' }}>
        View All Discussions
      </Button>
    </>
  );
}
