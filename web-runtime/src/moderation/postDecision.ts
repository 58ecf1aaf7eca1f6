import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import {
  ModerationActionRequest as ActionRequest,
  type decideEscalation,
  type decideModerationItem,
} from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';

/** The calls that send a decision: the queue's, and an organization's escalations. */
export type DecisionCall = typeof decideModerationItem | typeof decideEscalation;

/** What a decision carries once blank words and an unconfirmed risk are left out; null: nothing. */
function somethingToSend(request: ModerationActionRequest): ModerationActionRequest | null {
  const { notes, messageToAuthor, confirmRisk } = ActionRequest.parse(request);
  const body: ModerationActionRequest = {
    ...(notes ? { notes } : {}),
    ...(messageToAuthor ? { messageToAuthor } : {}),
    ...(confirmRisk ? { confirmRisk } : {}),
  };
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * Sends a decision about an item with the page's call (…/{itemId}/{action}); the reply is the decided
 * item. A JSON body (and its content type) only when there is something to send (SPEC §7): "Keep
 * it" sends none.
 */
export function postDecision(
  call: DecisionCall,
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> {
  const body = somethingToSend(request);
  const params = { itemId, action: decision };
  return body ? callApi(call, { params, body }) : callApi(call, { params });
}
