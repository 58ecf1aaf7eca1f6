import { IdentityFigures } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const identityFigures = {
  method: 'get',
  path: '/api/admin/figures',
  service: 'identity',
  auth: 'admin',
  response: IdentityFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const identityFiguresDocs = {
  summary:
    "Users per role, live sessions, parent–youth links by status, the recent admin activity (platform admins' and every district's) and sign-ups per week (x-timezone)",
} as const satisfies OperationDocs;
