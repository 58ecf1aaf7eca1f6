import type { ModerationItem, Role } from '@heartwise/contracts';
import { Badge, Card, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { personLabel } from '../../components/format.js';
import { AuthorSanctions } from './AuthorSanctions.js';
import { DecisionHistory } from './DecisionHistory.js';
import { DiscussionContext } from './DiscussionContext.js';
import { ItemDecisions } from './ItemDecisions.js';
import { SanctionDialog } from './SanctionDialog.js';
import { kindWords, priorityWords, statusWords, typeWords, visibilityWords } from './words.js';

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
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
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
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const fullName = (person: { firstName: string | null; lastName: string | null; username: string }): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;

const isStaff = (role: Role | undefined) => role === 'moderator' || role === 'admin';

/**
 * One item of the queue, everything a decision needs: why it waits and who can see it now, where
 * it sits (the discussion, in place and in context), the words, the people, the reasons, its
 * history and its author's sanctions, then the decisions the signed-in person may make (`role`:
 * theirs, undefined while it loads) and the sanction ladder.
 */
export function ModerationItemCard({ item, role }: { item: ModerationItem; role: Role | undefined }) {
  const author = item.content.user;
  const typeId = useId();
  const titleId = useId();
  // A thread's own title is its discussion's; a reply's comes from where it sits.
  const discussion =
    item.contentType === 'thread' ? (item.content.title ?? item.threadTitle) : item.threadTitle;
  const describedBy = discussion ? `${typeId} ${titleId}` : typeId;
  return (
    <Card as="li">
      <Meta>
        <Type id={typeId}>{typeWords(item.contentType)}</Type>
        <Badge tone={statusWords[item.status].tone}>{statusWords[item.status].label}</Badge>
        <Badge tone={priorityWords[item.priority].tone}>
          <VisuallyHidden>Priority: </VisuallyHidden>
          {priorityWords[item.priority].label}
        </Badge>
        <Badge tone={kindWords[item.kind].tone}>{kindWords[item.kind].label}</Badge>
        {item.editRequested ? <Badge tone="accent">Waiting for the author's edit</Badge> : null}
        {item.editAwaitingReview ? <Badge tone="accent">Edited: waiting for review</Badge> : null}
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </Meta>
      <Facts>
        <dt>Who can see it</dt>
        <dd>{visibilityWords[item.visibility]}</dd>
        {discussion ? (
          <>
            <dt>Discussion</dt>
            <dd id={titleId}>{discussion}</dd>
          </>
        ) : null}
      </Facts>
      <Content>{item.content.content}</Content>
      <DiscussionContext item={item} describedBy={describedBy} />
      <Facts>
        <dt>Author</dt>
        <dd>{`${fullName(author)} (@${author.username})`}</dd>
        {item.reportedBy ? (
          <>
            <dt>Reported by</dt>
            <dd>{personLabel(item.reportedBy)}</dd>
          </>
        ) : null}
        {item.reporters > 1 ? (
          <>
            <dt>Reports</dt>
            <dd>{`${item.reporters} members reported this`}</dd>
          </>
        ) : null}
      </Facts>
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
      <AuthorSanctions sanctions={item.authorSanctions} />
      <ItemDecisions item={item} role={role} describedBy={describedBy} />
      {isStaff(role) && author.username !== 'anonymous' ? (
        <Tools>
          <SanctionDialog item={item} describedBy={describedBy} />
        </Tools>
      ) : null}
    </Card>
  );
}
