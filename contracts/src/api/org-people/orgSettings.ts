import { OrgSettings } from '../../identity/org-settings.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const orgSettings = {
  method: 'get',
  path: '/api/org/settings',
  service: 'identity',
  auth: 'org-admin',
  response: OrgSettings,
} as const satisfies OperationCall;

export const orgSettingsDocs = {
  summary: "The district's settings (the defaults until changed)",
} as const satisfies OperationDocs;
