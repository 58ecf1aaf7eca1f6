import { ModerationActionParams, ModerationActionRequest, ModerationItem } from '../../moderation/items.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const decideEscalation = {
  method: 'post',
  path: '/api/org/escalations/{itemId}/{action}',
  service: 'moderation',
  auth: 'org-admin',
  params: ModerationActionParams,
  // The route reads a missing body as {}: most decisions need no words.
  body: ModerationActionRequest.optional(),
  response: ModerationItem,
} as const satisfies OperationCall;

export const decideEscalationDocs = {
  summary:
    "Decide about an escalated item of the district: the administrator's choices (decisionsFor); platform admins can too",
  errors: {
    400: 'the item id or decision is not one, the crisis risk was not confirmed, or the decision takes no message',
    404: "no item of the caller's district has this id",
    409: 'the item is not escalated any more, or the decision is not one it offers',
  },
} as const satisfies OperationDocs;
