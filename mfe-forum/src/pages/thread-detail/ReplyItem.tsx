import type { Reply } from '@heartwise/contracts';
import { Avatar, formatDate } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { ReportButton } from '../../content/ReportButton.js';
import { authorName, isWaitingForModerator } from '../../content/threadPreview.js';
import { WaitingBadge } from '../../content/WaitingBadge.js';

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What people wrote keeps its line breaks and renders as text. */
export const Written = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** One reply: author initial, name or 'Anonymous', date, content (SPEC §2). */
export function ReplyItem({ reply }: { reply: Reply }) {
  const author = authorName(reply.user);
  return (
    <Item>
      <Avatar name={author} initial={author.charAt(0).toUpperCase()} size={32} />
      <Body>
        <Meta>
          <strong>{author}</strong>
          <span>{formatDate(reply.createdAt)}</span>
          {isWaitingForModerator(reply) ? <WaitingBadge /> : null}
        </Meta>
        <Written>{reply.content}</Written>
        {reply.mine ? null : (
          <div>
            <ReportButton kind="reply" id={reply.id} />
          </div>
        )}
      </Body>
    </Item>
  );
}
