import type { ModerationActionRequest } from '@heartwise/contracts';
import { ModerationActionRequest as ActionRequest, ModerationItem } from '@heartwise/contracts';
import { apiRequest, sendJson } from '@heartwise/web-runtime';

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
 * POST a decision to `path` (…/{itemId}/{decision}); the reply is the decided item. A JSON body
 * (and its content type) only when there is something to send (SPEC §7): "Keep it" sends none.
 */
export async function postDecision(
  path: string,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> {
  const body = somethingToSend(request);
  if (body) return sendJson('POST', path, body, ModerationItem);
  const response = await apiRequest('POST', path);
  return ModerationItem.parse(await response.json());
}
