import { Sanction, SanctionItemParams, SanctionRequest } from '../../moderation/sanctions.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const issueSanction = {
  method: 'post',
  path: '/api/admin/moderation/{itemId}/sanctions',
  service: 'moderation',
  auth: 'moderator',
  params: SanctionItemParams,
  body: SanctionRequest,
  response: Sanction,
  status: 201,
} as const satisfies OperationCall;

export const issueSanctionDocs = {
  summary: "Warn, mute or suspend the item's author, with a reason they are shown",
  errors: {
    400: 'the item id is not an id',
    409: 'the author is the caller, or has left',
  },
} as const satisfies OperationDocs;
