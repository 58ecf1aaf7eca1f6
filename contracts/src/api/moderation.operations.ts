import {
  ModerationActionParams,
  ModerationActionRequest,
  ModerationItem,
  ModerationList,
  ModerationListQuery,
} from '../moderation/items.js';
import type { Operation } from './operation.js';

/** svc-moderation's calls: the queue moderators and admins work (everyone else gets 403). */
export const moderationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/moderation',
    summary: 'Moderation items by status: high priority first, then newest first',
    service: 'moderation',
    auth: 'moderator',
    query: ModerationListQuery,
    response: ModerationList,
  },
  {
    method: 'post',
    path: '/api/admin/moderation/{itemId}/{action}',
    summary:
      'Approve, reject or flag a pending item (moderators and admins); approve or reject a flagged one (admins)',
    service: 'moderation',
    auth: 'moderator',
    params: ModerationActionParams,
    body: ModerationActionRequest,
    response: ModerationItem,
  },
];
