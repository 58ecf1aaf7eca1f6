import type { Reply, SupportNotice } from '@heartwise/contracts';
import { Avatar, formatDate } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { ReportButton } from '../../content/ReportButton.js';
import { authorName, isWaitingForModerator } from '../../content/threadPreview.js';
import { WaitingBadge } from '../../content/WaitingBadge.js';
import { EditRequestPanel } from '../../content/EditRequestPanel.js';

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
export function ReplyItem({ reply, onNotice }: { reply: Reply; onNotice?: (notice: SupportNotice) => void }) {
  const author = authorName(reply.user);
  return (
    <Item>
      <Avatar name={author} initial={author.charAt(0).toUpperCase()} size={32} />
      <Body>
        <Meta>
          <strong>{author}</strong>
          <span>{formatDate(reply.createdAt)}</span>
          {isWaitingForModerator(reply) ? (
            <WaitingBadge editRequested={reply.editRequest !== undefined} />
          ) : null}
        </Meta>
        <Written>{reply.content}</Written>
        {reply.editRequest ? (
          <EditRequestPanel
            kind="reply"
            id={reply.id}
            reason={reply.editRequest.reason}
            content={reply.content}
            onNotice={onNotice}
          />
        ) : null}
        {reply.mine ? null : (
          <div>
            <ReportButton kind="reply" id={reply.id} />
          </div>
        )}
      </Body>
    </Item>
  );
}
