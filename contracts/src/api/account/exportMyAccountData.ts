import { IdentityExport } from '../../identity/export.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const exportMyAccountData = {
  method: 'get',
  path: '/api/user/export',
  service: 'identity',
  auth: 'signed-in',
  response: IdentityExport,
} as const satisfies OperationCall;

export const exportMyAccountDataDocs = {
  summary: 'Download my data, account part: your account, your links and how many sessions are open',
} as const satisfies OperationDocs;
