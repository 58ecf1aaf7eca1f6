import type { ModerationDecision, ModerationItem, Role } from '@heartwise/contracts';
import {
  decisionLabel,
  decisionNeedsReason,
  decisionRules,
  decisionsFor,
  needsRiskConfirmation,
  waitsForAnAdministrator,
} from '@heartwise/contracts';
import type { ButtonVariant } from '@heartwise/ui-kit';
import { Button, Muted } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { DecisionDialog } from './DecisionDialog.js';
import type { DecisionSending } from './decisionSending.js';

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Effect = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Asks before sending: takes something down or publishes, needs words, or crisis content going public. */
const asksFirst = (decision: ModerationDecision, item: ModerationItem): boolean =>
  decisionRules[decision].destructive ||
  decisionRules[decision].messageToAuthor !== 'none' ||
  decisionNeedsReason(decision, item) ||
  needsRiskConfirmation(decision, item.kind);

const variantOf = (decision: ModerationDecision): ButtonVariant =>
  decisionRules[decision].destructive
    ? 'danger'
    : decision === 'escalate' || decision === 'request-edit'
      ? 'secondary'
      : 'primary';

function DecisionChoice({
  decision,
  item,
  describedBy,
  sending,
}: {
  decision: ModerationDecision;
  item: ModerationItem;
  describedBy: string;
  sending: DecisionSending;
}) {
  const effectId = useId();
  const button = (
    <Button
      type="button"
      size="sm"
      variant={variantOf(decision)}
      aria-describedby={`${describedBy} ${effectId}`}
      disabled={sending.isPending}
      onClick={asksFirst(decision, item) ? undefined : () => sending.mutate({ itemId: item.id, decision })}
    >
      {decisionLabel(decision, item)}
    </Button>
  );
  return (
    <Choice>
      {asksFirst(decision, item) ? (
        <DecisionDialog decision={decision} item={item} trigger={button} sending={sending} />
      ) : (
        button
      )}
      <Effect id={effectId}>{decisionRules[decision].effect}</Effect>
    </Choice>
  );
}

/**
 * The decisions the signed-in person may make about this item now (`decisionsFor`, the rules in
 * contracts), each button described by the item (`describedBy`) and by its effect; `sending` is the
 * page's (useDecision), which knows where decisions go.
 */
export function ItemDecisions({
  item,
  role,
  describedBy,
  sending,
}: {
  item: ModerationItem;
  role: Role | undefined;
  describedBy: string;
  sending: DecisionSending;
}) {
  const decisions = decisionsFor(item, role);
  if (decisions.length === 0) {
    if (waitsForAnAdministrator(item, role)) {
      return <Muted>Escalated: an administrator decides.</Muted>;
    }
    return null;
  }
  return (
    <Choices aria-label="Decisions">
      {decisions.map((decision) => (
        <DecisionChoice
          key={decision}
          decision={decision}
          item={item}
          describedBy={describedBy}
          sending={sending}
        />
      ))}
    </Choices>
  );
}
