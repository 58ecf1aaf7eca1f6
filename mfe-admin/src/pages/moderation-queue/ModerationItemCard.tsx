import type { ModerationItem, ModerationStatus } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';
import { Badge, Card, formatDate } from '@heartwise/ui-kit';
import { styled } from 'styled-components';

const statusTone: Record<ModerationStatus, BadgeTone> = {
  pending: 'warning',
  flagged: 'danger',
  approved: 'success',
  rejected: 'neutral',
};
const statusLabel: Record<ModerationStatus, string> = {
  pending: 'Pending',
  flagged: 'Flagged',
  approved: 'Approved',
  rejected: 'Rejected',
};

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Type = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Content = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const People = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Note = styled.div<{ $tone: 'reason' | 'notes' }>`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'reason' ? theme.colors.warningSoft : theme.colors.infoSoft)};
  color: ${({ theme, $tone }) => ($tone === 'reason' ? theme.colors.warningSoftText : theme.colors.infoSoftText)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
  }
`;

const fullName = (person: { firstName: string | null; lastName: string | null; username: string }): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;

/** One reported post or reply (SPEC §2), read-only: decisions arrive with the moderation actions. */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const author = item.content.user;
  return (
    <Card as="li">
      <Meta>
        <Type>{item.contentType === 'thread' ? 'Discussion Thread' : 'Reply'}</Type>
        <Badge tone={statusTone[item.status]}>{statusLabel[item.status]}</Badge>
        <span>{formatDate(item.createdAt)}</span>
      </Meta>
      <Content>
        {item.content.title ? <strong>{item.content.title}</strong> : null}
        {item.content.content}
      </Content>
      <People>
        <dt>Author</dt>
        <dd>{`${fullName(author)} (@${author.username})`}</dd>
        {item.reportedBy ? (
          <>
            <dt>Reported by</dt>
            <dd>{`${item.reportedBy.firstName ?? item.reportedBy.username} (@${item.reportedBy.username})`}</dd>
          </>
        ) : null}
      </People>
      {item.reason ? (
        <Note $tone="reason">
          <strong>Report reason</strong>
          {item.reason}
        </Note>
      ) : null}
      {item.moderatorNotes ? (
        <Note $tone="notes">
          <strong>Moderator notes</strong>
          {item.moderatorNotes}
        </Note>
      ) : null}
    </Card>
  );
}
