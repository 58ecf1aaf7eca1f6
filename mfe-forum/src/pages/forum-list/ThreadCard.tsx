import type { ThreadSummary } from '@heartwise/contracts';
import { Avatar, Badge, Card, formatDate } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { StatusBadge } from '../../content/StatusBadge.js';
import { Byline, Tags } from '../../content/threadMeta.js';
import { authorName, previewOf, replyCountLabel, visibleTags } from '../../content/threadPreview.js';

/** The whole card is clickable through the title link's stretched area; the link alone is announced. */
const Item = styled(Card).attrs({ as: 'li' })`
  position: relative;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

/** Lets a long title wrap inside the card instead of widening it. */
const HeadText = styled.div`
  flex: 1;
  min-width: 0;
`;

const Preview = styled.p`
  overflow-wrap: anywhere;
`;

/** A thread in the list (SPEC §2). Everything the author wrote renders as plain text. */
export function ThreadCard({ thread, staff = false }: { thread: ThreadSummary; staff?: boolean }) {
  const author = authorName(thread.user);
  const tags = visibleTags(thread.tags);
  return (
    <Item>
      <Head>
        <Avatar name={author} initial={author.charAt(0).toUpperCase()} />
        <HeadText>
          <Title>
            <Link to={`/forum/${thread.id}`}>{thread.title}</Link>
          </Title>
          <Byline>
            <span>{`by ${author}`}</span>
            <span>{formatDate(thread.createdAt)}</span>
            <span>{replyCountLabel(thread.replyCount)}</span>
            <StatusBadge content={thread} staff={staff} />
          </Byline>
        </HeadText>
      </Head>
      <Preview>{previewOf(thread.content)}</Preview>
      {tags.length > 0 ? (
        <Tags aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="info">{tag}</Badge>
            </li>
          ))}
        </Tags>
      ) : null}
    </Item>
  );
}
