import type { ModerationItem, Role } from '@heartwise/contracts';
import { Badge, Card, formatDate, personLabel, VisuallyHidden } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { RenderLift } from './AuthorSanctions.js';
import { AuthorSanctions } from './AuthorSanctions.js';
import { DecisionHistory } from './DecisionHistory.js';
import { ItemDecisions } from './ItemDecisions.js';
import type { DecisionSending } from './decisionSending.js';
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

export interface ModerationItemCardProps {
  item: ModerationItem;
  /** The signed-in person's role (undefined while it loads): their decisions are `decisionsFor(item, role)`. */
  role: Role | undefined;
  /** Where decisions go (useDecision). */
  sending: DecisionSending;
  /** What the page can show of the item in its discussion (staff: in place, in context), under the words. */
  inContext?: (describedBy: string) => ReactNode;
  /** The page's tools after the decisions (staff: the sanction ladder). */
  tools?: (describedBy: string) => ReactNode;
  /** Ending a sanction early, where the page may (staff). */
  renderLift?: RenderLift;
}

/**
 * One item of the queue, everything a decision needs: why it waits and who can see it now, where
 * it sits, the words, the people, the reasons (what moderators saw and wrote), its history and
 * its author's sanctions, then the decisions the signed-in person may make. Shared by the staff
 * queue (mfe-admin) and an organization admin's escalations (mfe-portal); each page adds what
 * only its people may do (`inContext`, `tools`, `renderLift`), each button described by the item.
 */
export function ModerationItemCard({
  item,
  role,
  sending,
  inContext,
  tools,
  renderLift,
}: ModerationItemCardProps) {
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
      {inContext?.(describedBy)}
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
      <AuthorSanctions sanctions={item.authorSanctions} renderLift={renderLift} />
      <ItemDecisions item={item} role={role} describedBy={describedBy} sending={sending} />
      {tools ? <Tools>{tools(describedBy)}</Tools> : null}
    </Card>
  );
}
