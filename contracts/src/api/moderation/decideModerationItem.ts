import { ModerationActionParams, ModerationActionRequest, ModerationItem } from '../../moderation/items.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const decideModerationItem = {
  method: 'post',
  path: '/api/admin/moderation/{itemId}/{action}',
  service: 'moderation',
  auth: 'moderator',
  params: ModerationActionParams,
  // The route reads a missing body as {}: most decisions need no words.
  body: ModerationActionRequest.optional(),
  response: ModerationItem,
} as const satisfies OperationCall;

export const decideModerationItemDocs = {
  summary:
    "Decide about an item: the decisions its kind and status offer (decisionsFor); an escalated item is the administrators'",
  errors: {
    400: 'the item id or decision is not one, the crisis risk was not confirmed, or the decision takes no message',
    409: "the decision is not one the item's kind and status offer this caller (an escalated item is the administrators')",
  },
} as const satisfies OperationDocs;
