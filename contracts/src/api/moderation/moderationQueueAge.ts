import { QueueAge } from '../../moderation/queue-age.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const moderationQueueAge = {
  method: 'get',
  path: '/api/moderation/queue-age',
  service: 'moderation',
  auth: 'moderator',
  response: QueueAge,
} as const satisfies OperationCall;

export const moderationQueueAgeDocs = {
  summary: 'How long the oldest pending item has waited, over the whole queue the caller works',
} as const satisfies OperationDocs;
