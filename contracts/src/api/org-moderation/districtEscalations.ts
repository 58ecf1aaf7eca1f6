import { ModerationList } from '../../moderation/items.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const districtEscalations = {
  method: 'get',
  path: '/api/org/escalations',
  service: 'moderation',
  auth: 'org-admin',
  response: ModerationList,
} as const satisfies OperationCall;

export const districtEscalationsDocs = {
  summary:
    "What the district's moderators escalated: the items with what they saw and wrote, high priority first, then newest",
} as const satisfies OperationDocs;
