import { Sanction, SanctionIdParams } from '../../moderation/sanctions.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const liftSanction = {
  method: 'post',
  path: '/api/admin/moderation/sanctions/{sanctionId}/lift',
  service: 'moderation',
  auth: 'moderator',
  params: SanctionIdParams,
  response: Sanction,
} as const satisfies OperationCall;

export const liftSanctionDocs = {
  summary: 'Lift a mute or suspension before its end',
  errors: {
    400: 'the sanction id is not an id',
    409: 'it has ended or was lifted already, or it is a warning',
  },
} as const satisfies OperationDocs;
