import {
  CRISIS_RISK_CONFIRMATION,
  DecisionMade,
  decisionNeedsReason,
  DecisionReasonForm,
  decisionRules,
  type DecidableItem,
  decisionsFor,
  needsRiskConfirmation,
  RequestEditForm,
  type AccessClaims,
  type ModerationActionRequest,
  type ModerationDecision,
  type ModerationItem,
} from '@heartwise/contracts';
import { conflict, invalid, newEvent, notFound } from '@heartwise/service-kit/domain';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import { decidableOf } from '../moderation-item.js';
import { refusalOf } from '../decision-refusals.js';
import { changeItem } from './change-item.js';
import { showItems, type ShowDeps } from './show-items.js';
import { inScope, type QueueScope } from '../queue-scope.js';

export const ITEM_NOT_FOUND = "We couldn't find that moderation item. It may have been removed.";

export const CONFIRM_RISK_FIRST = `Please confirm you have weighed the risk first. ${CRISIS_RISK_CONFIRMATION}`;
export const NO_MESSAGE_FOR_THIS =
  'This decision tells its author nothing, so it cannot carry a message to them. Please leave the message empty.';

export interface DecideDeps extends ShowDeps {
  items: ModerationItemRepository;
  now: () => Date;
}

/** What the moderator sent, with blank words counting as none. */
interface DecisionWords {
  notes?: string;
  messageToAuthor?: string;
  confirmRisk: boolean;
}

/**
 * A moderator or admin decides about an item in their scope: only a decision `decisionsFor` offers
 * them now (an escalated item is the administrators', and its district's organization admin's),
 * with what its rule asks for. The item takes the
 * decision's status and visibility, the decision (who, when, why, what the author was told) joins
 * its history, and `moderation.decision.made` is written with it in the same document write, for
 * svc-forum to apply and to tell the author.
 */
export async function decideItem(
  deps: DecideDeps,
  actor: AccessClaims,
  scope: QueueScope,
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> {
  const words: DecisionWords = {
    ...(request.notes ? { notes: request.notes } : {}),
    ...(request.messageToAuthor ? { messageToAuthor: request.messageToAuthor } : {}),
    confirmRisk: request.confirmRisk === true,
  };
  const { notes, messageToAuthor } = words;
  const rule = decisionRules[decision];
  const stored = await changeItem(
    deps,
    () => deps.items.findById(itemId),
    (current) => {
      // Another district's item does not exist for this caller (never 403: that would say it does).
      if (!current || !inScope(scope, current)) throw notFound(ITEM_NOT_FOUND);
      const facts = decidableOf(current);
      if (!decisionsFor(facts, actor.role).includes(decision)) {
        throw conflict(refusalOf(facts, actor.role, decision));
      }
      assertWordsFit(decision, facts, words);
      const at = laterThan(current.reviewedAt, deps.now());
      const said = {
        ...(notes === undefined ? {} : { notes }),
        ...(messageToAuthor === undefined ? {} : { messageToAuthor }),
      };
      const next: ModerationItemRecord = {
        ...current,
        status: rule.status,
        visibility: rule.visibility,
        editRequested: decision === 'request-edit',
        editAwaitingReview: false,
        moderatorId: actor.sub,
        // The latest reason; a decision without one leaves the earlier one readable.
        moderatorNotes: notes ?? current.moderatorNotes,
        reviewedAt: at,
        history: [...current.history, { action: decision, moderatorId: actor.sub, at, ...said }],
        updatedAt: at,
        revision: current.revision + 1,
      };
      const decided = newEvent(DecisionMade, {
        itemId: current.id,
        contentType: current.contentType,
        contentId: current.contentId,
        threadId: current.threadId,
        kind: facts.kind,
        decision,
        visibility: rule.visibility,
        moderatorId: actor.sub,
        ...said,
        decidedAt: at,
      });
      return { next, events: [decided] };
    },
  );
  if (!stored) throw notFound(ITEM_NOT_FOUND);
  const [shown] = await showItems(deps, [stored]);
  if (!shown) throw notFound(ITEM_NOT_FOUND);
  return shown;
}

/**
 * What a decision's rule asks of the words sent with it: the risk named and confirmed before crisis
 * content goes public, a reason to take down or restore what was settled, what to change for a
 * requested edit (the contracts' forms say it), and no message where the author is told nothing.
 */
function assertWordsFit(decision: ModerationDecision, item: DecidableItem, words: DecisionWords): void {
  const rule = decisionRules[decision];
  if (needsRiskConfirmation(decision, item.kind) && !words.confirmRisk) {
    throw invalid(CONFIRM_RISK_FIRST);
  }
  if (decisionNeedsReason(decision, item)) DecisionReasonForm.parse({ notes: words.notes ?? '' });
  if (rule.messageToAuthor === 'required') {
    RequestEditForm.parse({ messageToAuthor: words.messageToAuthor ?? '' });
  }
  if (rule.messageToAuthor === 'none' && words.messageToAuthor !== undefined) {
    throw invalid(NO_MESSAGE_FOR_THIS);
  }
}

/** Now, but always after the previous decision: the forum applies only a decision newer than the last. */
function laterThan(previous: string | undefined, now: Date): string {
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}
