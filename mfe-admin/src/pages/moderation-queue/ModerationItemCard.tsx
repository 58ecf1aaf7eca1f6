import type { ModerationItem, ModerationPriority, ModerationStatus, Role } from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';
import { Badge, Card, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { DecisionHistory } from './DecisionHistory.js';
import { actionsFor, ItemActions, type QueuePlace } from './ItemActions.js';

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

const priorityTone: Record<ModerationPriority, BadgeTone> = { high: 'danger', medium: 'accent' };
const priorityLabel: Record<ModerationPriority, string> = { high: 'High', medium: 'Medium' };

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

/**
 * One reported post or reply (SPEC §2) with its priority, its history and the decisions the
 * signed-in person may make about it (`role`: theirs, undefined while it loads).
 */
export function ModerationItemCard({
  item,
  role,
  place = 'moderation',
}: {
  item: ModerationItem;
  role: Role | undefined;
  place?: QueuePlace;
}) {
  const author = item.content.user;
  const typeId = useId();
  const titleId = useId();
  return (
    <Card as="li">
      <Meta>
        <Type id={typeId}>{item.contentType === 'thread' ? 'Discussion Thread' : 'Reply'}</Type>
        <Badge tone={statusTone[item.status]}>{statusLabel[item.status]}</Badge>
        <Badge tone={priorityTone[item.priority]}>
          <VisuallyHidden>Priority: </VisuallyHidden>
          {priorityLabel[item.priority]}
        </Badge>
        {item.editRequested ? <Badge tone="accent">Waiting for the author's edit</Badge> : null}
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </Meta>
      <Content>
        {item.content.title ? <strong id={titleId}>{item.content.title}</strong> : null}
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
        {item.reporters > 1 ? (
          <>
            <dt>Reports</dt>
            <dd>{`${item.reporters} members reported this`}</dd>
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
      <DecisionHistory history={item.history} />
      <ItemActions
        itemId={item.id}
        actions={actionsFor(item, role, place)}
        describedBy={item.content.title ? `${typeId} ${titleId}` : typeId}
        place={place}
      />
    </Card>
  );
}
