import {
  ModerationActionParams,
  ModerationActionRequest,
  ModerationItem,
  ModerationList,
  ModerationListQuery,
} from '../moderation/items.js';
import { Sanction, SanctionIdParams, SanctionItemParams, SanctionRequest } from '../moderation/sanctions.js';
import type { Operation } from './operation.js';

/** svc-moderation's calls: the queue moderators and admins work (everyone else gets 403). */
export const moderationOperations = {
  moderationQueue: {
    method: 'get',
    path: '/api/admin/moderation',
    summary: 'Moderation items by status: high priority first, then newest first',
    service: 'moderation',
    auth: 'moderator',
    query: ModerationListQuery,
    response: ModerationList,
  },
  decideModerationItem: {
    method: 'post',
    path: '/api/admin/moderation/{itemId}/{action}',
    summary:
      "Decide about an item: the decisions its kind and status offer (decisionsFor); an escalated item is the administrators'",
    service: 'moderation',
    auth: 'moderator',
    params: ModerationActionParams,
    // The route reads a missing body as {}: most decisions need no words.
    body: ModerationActionRequest.optional(),
    response: ModerationItem,
    errors: {
      400: 'the item id or decision is not one, the crisis risk was not confirmed, or the decision takes no message',
      409: "the decision is not one the item's kind and status offer this caller (an escalated item is the administrators')",
    },
  },
  issueSanction: {
    method: 'post',
    path: '/api/admin/moderation/{itemId}/sanctions',
    summary: "Warn, mute or suspend the item's author, with a reason they are shown",
    service: 'moderation',
    auth: 'moderator',
    params: SanctionItemParams,
    body: SanctionRequest,
    response: Sanction,
    status: 201,
    errors: {
      400: 'the item id is not an id',
      409: 'the author is the caller, or has left',
    },
  },
  liftSanction: {
    method: 'post',
    path: '/api/admin/moderation/sanctions/{sanctionId}/lift',
    summary: 'Lift a mute or suspension before its end',
    service: 'moderation',
    auth: 'moderator',
    params: SanctionIdParams,
    response: Sanction,
    errors: {
      400: 'the sanction id is not an id',
      409: 'it has ended or was lifted already, or it is a warning',
    },
  },
} as const satisfies Record<string, Operation>;
