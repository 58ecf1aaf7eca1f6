import { OrgSettings } from '../../identity/org-settings.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const saveOrgSettings = {
  method: 'put',
  path: '/api/org/settings',
  service: 'identity',
  auth: 'org-admin',
  body: OrgSettings,
  response: OrgSettings,
} as const satisfies OperationCall;

export const saveOrgSettingsDocs = {
  summary: "Replace the district's settings; every service applies them from identity.org.settings.changed",
} as const satisfies OperationDocs;
