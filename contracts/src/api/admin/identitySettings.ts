import { IdentitySettings } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const identitySettings = {
  method: 'get',
  path: '/api/admin/settings',
  service: 'identity',
  auth: 'admin',
  response: IdentitySettings,
} as const satisfies OperationCall;

export const identitySettingsDocs = {
  summary: 'What svc-identity enforces: session lifetime, password length, sign-in limits (read-only)',
} as const satisfies OperationDocs;
