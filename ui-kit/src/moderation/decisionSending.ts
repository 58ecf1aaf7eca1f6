import type { ModerationActionRequest, ModerationDecision } from '@heartwise/contracts';

/** One decision: the item, the decision, and what it carries (nothing, notes, a message, the risk confirmed). */
export interface DecisionInput {
  itemId: string;
  decision: ModerationDecision;
  request?: ModerationActionRequest;
}

/**
 * What the decision buttons and dialogs need from the page: send one, and whether one is on its way
 * (web-runtime's `useDecision` gives it).
 */
export interface DecisionSending {
  mutate: (input: DecisionInput, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
}
