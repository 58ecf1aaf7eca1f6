import { ModerationList, ModerationListQuery } from '../../moderation/items.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own: the web runtime every page shares keys its cache of the moderation queue by it
 * (`queryKeys`), and importing the call itself would put its schemas into every page's first load.
 */
export const moderationQueuePath = '/api/admin/moderation';

export const moderationQueue = {
  method: 'get',
  path: moderationQueuePath,
  service: 'moderation',
  auth: 'moderator',
  query: ModerationListQuery,
  response: ModerationList,
} as const satisfies OperationCall;

export const moderationQueueDocs = {
  summary: 'Moderation items by status: high priority first, then newest first',
} as const satisfies OperationDocs;
