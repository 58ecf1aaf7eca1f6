import { outcomeOf, type DecisionCounts, type DecisionOutcome } from '@heartwise/contracts';
import { moderatorDecisions, type ModerationItemRecord } from '../moderation-item.js';

/** One decision as the staff figures count it: when it was made and what it came to. */
export interface DecisionMade {
  at: string;
  outcome: DecisionOutcome;
}

/**
 * The decisions made on an item (issue 19, staffFigureText.decisionsThisWeek): every moderator
 * decision in its history, take-downs from the page included, each counted by what it did when it
 * was made. History only grows, so a report or decision after it never changes a count.
 */
export const decisionsMade = (item: Pick<ModerationItemRecord, 'history'>): DecisionMade[] =>
  moderatorDecisions(item).map((decision) => ({ at: decision.at, outcome: outcomeOf(decision.action) }));

/** Decisions by what they came to. */
export function countDecisions(decisions: readonly DecisionMade[]): DecisionCounts {
  const count = (outcome: DecisionOutcome) =>
    decisions.filter((decision) => decision.outcome === outcome).length;
  return {
    total: decisions.length,
    approved: count('approved'),
    rejected: count('rejected'),
    escalated: count('escalated'),
    editRequested: count('edit-requested'),
  };
}
