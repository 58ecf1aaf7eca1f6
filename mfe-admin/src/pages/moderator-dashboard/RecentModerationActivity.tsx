import type { ModerationDecisionSummary } from '@heartwise/contracts';
import { Badge, Card, formatMoment, personLabel, Spinner } from '@heartwise/ui-kit';
import { decisionTone, historyWords } from '@heartwise/ui-kit/moderation';
import { styled } from 'styled-components';
import { EmptyCard } from '../../components/EmptyCard.js';

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  time {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The latest decisions, newest first: what was done (the queue's words), to which kind of content, by whom, when. */
export function RecentModerationActivity({
  decisions,
}: {
  decisions: ModerationDecisionSummary[] | undefined;
}) {
  if (decisions === undefined) return <Spinner label="Loading recent activity..." showLabel />;
  if (decisions.length === 0) {
    return (
      <EmptyCard title="No moderation activity yet" description="Decisions on reported content show here." />
    );
  }
  return (
    <Entries>
      {decisions.map((decision) => (
        <Entry as="li" key={`${decision.itemId}-${decision.at}-${decision.action}`}>
          <Badge tone={decisionTone[decision.action]}>{historyWords[decision.action]}</Badge>
          <span>{decision.contentType === 'thread' ? 'Discussion thread' : 'Reply'}</span>
          <span>{`by ${personLabel(decision.by)}`}</span>
          <time dateTime={decision.at}>{formatMoment(decision.at)}</time>
        </Entry>
      ))}
    </Entries>
  );
}
